import { describe, expect, it } from 'vitest';
import { dashboardPanelOf, inAppPath, paths, pictureProductOf } from './paths.ts';

describe('paths', () => {
  it('writes the routes of every screen', () => {
    expect([paths.login, paths.signupOne, paths.signupOneAlias, paths.incompleteRegistration]).toEqual([
      '/',
      '/signup-page-one',
      '/signup-one',
      '/incomplete-reg',
    ]);
    expect([paths.vendorApproval, paths.forgotPassword, paths.dashboard]).toEqual([
      '/vendor-approval-page',
      '/forgot-password',
      '/vendor-main-page',
    ]);
    expect(paths.signupTwo('v1')).toBe('/signup-page-two/v1');
    expect(paths.signupThree(':id')).toBe('/signup-page-three/:id');
    expect(paths.resetPassword('t')).toBe('/reset-password/t');
    expect(paths.confirmEmail('t')).toBe('/confirm-email/t');
    expect(paths.joinTeam('t')).toBe('/join/t');
    expect(paths.editProduct('p')).toBe('/edit-product/p');
    expect(paths.editVendor('v')).toBe('/edit-vendor/v');
    expect(paths.orderDetails('o')).toBe('/order-details/o');
    expect(paths.dashboardPanel('orders')).toBe('/vendor-main-page?panel=orders');
  });

  it('reads the dashboard panel from the query, All Products when it names none', () => {
    // The query's ?panel=, as URLSearchParams reads it (null when absent).
    const query = (panel: string | null) => ({ get: (name: string) => (name === 'panel' ? panel : null) });
    expect(dashboardPanelOf(query('orders'))).toBe('orders');
    for (const panel of [null, '', 'products', 'nonsense']) expect(dashboardPanelOf(query(panel))).toBe('products');
  });

  it('names the picture step’s product in the address, so a reload keeps it', () => {
    const address = paths.productPicture('p1');
    expect(address).toBe('/vendor-main-page?panel=images&product=p1');
    // The address's query, read as URLSearchParams reads it (null when absent).
    const pairs = address.slice(address.indexOf('?') + 1).split('&');
    const query = new Map(pairs.map((pair) => [pair.split('=')[0], pair.split('=')[1] ?? ''] as const));
    const search = { get: (name: string) => query.get(name) ?? null };
    expect(dashboardPanelOf(search)).toBe('images');
    expect(pictureProductOf(search)).toBe('p1');
    for (const none of [null, '', ' ']) expect(pictureProductOf({ get: () => none })).toBeNull();
  });

  it('takes a return location only when it is a path of this app', () => {
    expect(inAppPath('/signup-page-three/v1')).toBe('/signup-page-three/v1');
    for (const outside of ['//evil.test', '/\\evil.test', 'https://evil.test', 'javascript:alert(1)', '', 42, null]) {
      expect(inAppPath(outside)).toBeNull();
    }
  });
});
