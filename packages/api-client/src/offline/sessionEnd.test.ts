import { describe, expect, it, vi } from 'vitest';
import { aVendor } from '../mocks/fixtures.ts';
import { sessionExpired } from '../session/events.ts';
import { createSikaStore } from '../store.ts';
import { clearDeviceData } from './clearDeviceData.ts';

vi.mock('./clearDeviceData.ts', () => ({
  clearDeviceData: vi.fn(async () => {}),
  clearOtherVendorsData: vi.fn(async () => {}),
}));

describe("the device's vendor data when a session ends", () => {
  it("is deleted on 'Your login has expired.'", async () => {
    const store = createSikaStore({ preloadedState: { auth: { token: 'a.b.c', vendor: aVendor() } }, listen: false });
    store.dispatch(sessionExpired());
    await vi.waitFor(() => expect(clearDeviceData).toHaveBeenCalled());
  });

  it('is left alone while no session ends', async () => {
    vi.mocked(clearDeviceData).mockClear();
    const store = createSikaStore({ preloadedState: { auth: { token: null, vendor: null } }, listen: false });
    store.dispatch(sessionExpired());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clearDeviceData).not.toHaveBeenCalled();
  });
});
