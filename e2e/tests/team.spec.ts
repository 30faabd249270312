// A shop with staff (docs/product.md, Team) against the real api: the owner invites an attendant
// by phone; the attendant opens the link from the SMS outbox, chooses a password and logs in with
// the number; sees no money; adds a product and ships an order; is refused Earnings by the api;
// and, removed by the owner, is told on their open page that they are signed out. The owner's
// Activity then shows every step, with who took it (docs/product.md, Activity).
import { activityMessages, orderActionMessages, teamMessages } from '@sika/domain';
import { apiCall } from '../support/api.ts';
import { admin, aMobileNumber, fillAddProduct, lastSmsTo, newVendorJourney } from '../support/helpers.ts';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { onPhoneAndDesktop } from '../support/viewports.ts';

const OWNER_PASSWORD = 'kente-loom-5521';
const ATTENDANT_PASSWORD = 'market-stall-7713';

/** Whether the page is phone-wide: its menu is the hamburger's, else the left one (docs/product.md, The dashboard). */
const onAPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** The menu of the page's width, opened first on a phone. */
async function menuOf(page: Page) {
  if (!onAPhone(page)) return page.getByRole('navigation', { name: 'Dashboard', exact: true });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Dashboard menu' });
}

/** Opens a dashboard panel from the menu the width has. */
async function openFromMenu(page: Page, name: string | RegExp) {
  const menu = await menuOf(page);
  await menu.getByRole('link', { name, exact: typeof name === 'string' }).click();
}

/** The names of the entries of the menu the width has, once it lists Your Orders. */
async function menuEntries(page: Page): Promise<string[]> {
  const menu = await menuOf(page);
  await expect(menu.getByRole('link', { name: /^Your Orders/ })).toBeVisible();
  const entries = await menu.getByRole('link').allInnerTexts();
  if (onAPhone(page)) await page.keyboard.press('Escape');
  return entries;
}

/** An access token of the person with this phone number, by the api's login. */
async function tokenByPhone(request: APIRequestContext, phone: string, password: string): Promise<string> {
  const login = await apiCall(request, 'login', { body: { phone, password } });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).accessToken;
}

onPhoneAndDesktop((viewport) => {
  test('the owner invites an attendant by phone, who joins, works without money, and is removed', async ({
    page,
    browser,
    request,
  }) => {
    const { email: ownerEmail } = await newVendorJourney(page, request, 'team-owner', OWNER_PASSWORD);
    const local = aMobileNumber();
    const written = `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
    const e164 = `+233${local.slice(1)}`;

    // The owner invites by SMS, as an attendant.
    await openFromMenu(page, teamMessages.heading);
    const form = page.getByRole('region', { name: teamMessages.inviteHeading });
    await form.getByLabel(teamMessages.phoneLabel).fill(local);
    await form.getByRole('combobox', { name: teamMessages.roleLabel }).selectOption('attendant');
    await form.getByRole('button', { name: teamMessages.inviteSubmit }).click();
    await expect(form.getByRole('status')).toHaveText(teamMessages.inviteSent(written));
    await expect(page.getByRole('region', { name: teamMessages.invitesHeading })).toContainText(written);

    // The attendant, on their own phone, opens the link the SMS carries and chooses a password.
    const sms = await lastSmsTo(e164, /\/join\//);
    const link = new URL(/https?:\/\/\S+\/join\/\S+/.exec(sms)?.[0] ?? 'http://missing/');
    expect(link.pathname, sms).toMatch(/^\/join\/.+/);
    const attendantContext = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const attendant = await attendantContext.newPage();
    await attendant.goto(link.pathname);
    await attendant.getByLabel('Password', { exact: true }).fill(ATTENDANT_PASSWORD);
    await attendant.getByLabel('Confirm Password').fill(ATTENDANT_PASSWORD);
    await attendant.getByRole('button', { name: teamMessages.joinSubmit }).click();
    await expect(attendant).toHaveURL('/');

    // ...and logs in with the number, in the way it is usually written.
    await attendant.getByLabel('Email or phone number').fill(written);
    await attendant.getByLabel('Password').fill(ATTENDANT_PASSWORD);
    await attendant.getByRole('button', { name: 'Login' }).click();
    await expect(attendant).toHaveURL('/vendor-main-page');
    expect(await menuEntries(attendant)).toEqual(
      expect.not.arrayContaining(['Earnings', 'Payouts', teamMessages.heading]),
    );

    // The attendant adds a product...
    await openFromMenu(attendant, 'Add New Products');
    await fillAddProduct(attendant, { title: 'Smock from Tamale' });
    await attendant.getByRole('button', { name: 'Add product' }).click();
    await expect(attendant.getByText('Add only one picture')).toBeVisible();
    const token = await tokenByPhone(request, e164, ATTENDANT_PASSWORD);
    const products = await (await apiCall(request, 'getAllProducts', { token })).json();
    const product = products.find((candidate) => candidate.title === 'Smock from Tamale');
    expect(product).toBeTruthy();

    // ...ships an order of it, and the orders list offers no CSV of the shop's figures.
    const buyer = aMobileNumber();
    const printed = admin('create-order', product!._id, '--months', '2', '--mobile', buyer);
    const [, orderNumber, orderId] = /Order (SK-\d+) created \(([0-9a-f-]{36})\)/.exec(printed) ?? [];
    expect(orderId, printed).toBeTruthy();
    await openFromMenu(attendant, /^Your Orders/);
    await expect(attendant.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
    await expect(attendant.getByRole('link', { name: /Smock from Tamale/ })).toBeVisible();
    await expect(attendant.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
    // An attendant ships and delivers; cancelling refunds the buyer, which is not theirs to do.
    await attendant.goto(`/order-details/${orderId}`);
    const actions = attendant.getByRole('region', { name: orderActionMessages.actionsHeading });
    await expect(actions.getByRole('button')).toHaveText([orderActionMessages.ship]);
    await attendant.goto(`/order-details/${orderId}?action=ship`);
    const ship = attendant.getByRole('region', { name: orderActionMessages.shipHeading });
    await ship.getByRole('radio', { name: 'Own rider' }).check();
    await ship.getByRole('button', { name: orderActionMessages.ship }).click();
    await expect(attendant.getByText(orderActionMessages.shipped)).toBeVisible();

    // The server refuses the attendant the money, whatever the page shows.
    const earnings = await apiCall(request, 'getEarnings', {
      token: await tokenByPhone(request, e164, ATTENDANT_PASSWORD),
    });
    expect(earnings.status()).toBe(403);
    expect((await earnings.json()) as unknown).toMatchObject({
      message: "Your role in this shop (attendant) does not allow this. Ask the shop's owner.",
    });

    // The owner removes the attendant, after a confirmation.
    await page.reload();
    await page.getByRole('button', { name: teamMessages.removeName(written) }).click();
    const dialog = page.getByRole('alertdialog', { name: teamMessages.removeTitle });
    await dialog.getByRole('button', { name: teamMessages.removeConfirm }).click();
    await expect(page.getByText(teamMessages.removed(written))).toBeVisible();
    await expect(page.getByRole('list', { name: teamMessages.peopleHeading }).getByRole('listitem')).toHaveCount(1);

    // The attendant's open page, on its next call, says they are signed out.
    await attendant.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(attendant).toHaveURL('/');
    await expect(attendant.getByText('Your login has expired.')).toBeVisible();
    await attendantContext.close();

    // The owner's Activity, newest first: every step, with who took it and their role then.
    await page.getByRole('link', { name: teamMessages.activityLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: activityMessages.heading })).toBeVisible();
    const records = page.getByRole('list', { name: activityMessages.listLabel }).getByRole('listitem');
    const byOwner = `by ${ownerEmail} (Owner)`;
    const byAttendant = `by ${written} (Attendant)`;
    const steps = [
      [`Removed a person: ${written}`, byOwner],
      [`Shipped an order: ${orderNumber}`, byAttendant],
      ['Added a product: Smock from Tamale', byAttendant],
      ['Signed in on a new device', byAttendant],
      [`Joined the team: ${written} as attendant`, byAttendant],
      [`Invited a person: ${written} as attendant`, byOwner],
    ];
    for (const [what, who] of steps) {
      await expect(records.filter({ hasText: what }).filter({ hasText: who }).first()).toBeVisible();
    }
    // The list is newest first: the removal above the shipping, above the invitation.
    const texts = await records.allInnerTexts();
    const at = (what: string) => texts.findIndex((line) => line.includes(what));
    expect(at('Removed a person')).toBeLessThan(at('Shipped an order'));
    expect(at('Shipped an order')).toBeLessThan(at('Invited a person'));
    // Filtered by the attendant (removed, so no longer in the team's dropdown): by kind instead.
    await page.getByRole('combobox', { name: activityMessages.kindLabel }).selectOption({ label: 'Order actions' });
    await expect(records).toHaveCount(1);
    await expect(records.first()).toContainText(`Shipped an order: ${orderNumber}`);
  });
});
