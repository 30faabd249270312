import { expect, it, vi } from 'vitest';

// The network is down for the first fetch of react-toastify and back for the second.
const network = vi.hoisted(() => ({ fetches: 0, shown: [] as string[] }));
// What ./toast.ts fetches: react-toastify with its configured container (./ToastifyContainer.tsx).
vi.mock('./ToastifyContainer.tsx', () => {
  network.fetches += 1;
  if (network.fetches === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return {
    toast: {
      success: (message: string) => network.shown.push(`success: ${message}`),
      error: (message: string) => network.shown.push(`error: ${message}`),
    },
  };
});

const { plainToastStore, toast } = await import('./toast.ts');

it('moves the plain toasts still showing into react-toastify once it arrives, oldest first', async () => {
  toast.error('Something went wrong!');
  await vi.waitFor(() => expect(plainToastStore.get()).toHaveLength(1));

  toast.success('Product created successfully!');
  await vi.waitFor(() =>
    expect(network.shown).toEqual(['error: Something went wrong!', 'success: Product created successfully!']),
  );
  expect(plainToastStore.get()).toEqual([]);
  expect(network.fetches).toBe(2);
});
