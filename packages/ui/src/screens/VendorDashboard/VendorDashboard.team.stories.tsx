import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  addMockInvite,
  addMockPerson,
  aVendor,
  DEMO_PASSWORD,
  mockDb,
  openMockSession,
  someOrders,
} from '@sika/api-client/mocks';
import { saveLogin } from '@sika/api-client';
import {
  messages,
  ordersMessages,
  paths,
  profileMessages,
  pushMessages,
  roleNotAllowed,
  serverMessages,
  STORAGE_KEYS,
  teamMessages,
  type TeamRole,
} from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  expectDangerDialog,
  expectLocation,
  expectFieldMessage,
  expectToast,
  hangs,
  openDialog,
  openedAt,
  showsAlertWithRetry,
  showsLoading,
  storeLogin,
  submitting,
} from '../../storyKit/index.ts';
import { panelHref } from './parts/panels.ts';
import { dashboardAt } from './storyParts.ts';
import type { VendorDashboard } from './VendorDashboard.tsx';

const text = teamMessages;
const menu = messages.dashboard;
/** The demo vendor's id: the shop the seeded people belong to. */
const SHOP = aVendor()._id;

const meta = {
  title: 'Screens/VendorDashboard/Team',
  ...dashboardAt('team'),
  beforeEach: () => {
    storeLogin();
  },
} satisfies Meta<typeof VendorDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager with an e-mail address, an attendant with a phone number, and an invitation waiting. */
function seedTeam() {
  addMockPerson(SHOP, { email: 'kofi@adwoafabrics.com.gh', role: 'manager' });
  addMockPerson(SHOP, { phone: '+233244000111', role: 'attendant' });
  addMockInvite(SHOP, { email: 'esi@example.com', role: 'attendant' });
}

const section = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

/** The people's cards, by what each says. */
const peopleOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: text.peopleHeading }))
    .getAllByRole('listitem')
    .map((card) => card.textContent);

/** Fills the invitation form: the channel, the number or address, the role. */
async function invite(canvasElement: HTMLElement, by: 'phone' | 'email', to: string, role: 'Manager' | 'Attendant') {
  const form = within(await section(canvasElement, text.inviteHeading));
  await userEvent.click(form.getByRole('radio', { name: text.inviteBy[by] }));
  await userEvent.type(form.getByLabelText(by === 'phone' ? text.phoneLabel : text.emailLabel), to);
  await userEvent.selectOptions(form.getByRole('combobox', { name: text.roleLabel }), role);
  await userEvent.click(form.getByRole('button', { name: text.inviteSubmit }));
}

/** The line under the form that says where the invitation went (read out as a status). */
const sentLine = async (canvasElement: HTMLElement, saying: string) =>
  within(await section(canvasElement, text.inviteHeading)).findByText(saying, { selector: '[role="status"]' });

/** The form says the server's `sentence` in red (an alert), and is no longer busy. */
async function refusedWith(canvasElement: HTMLElement, sentence: string) {
  const form = within(await section(canvasElement, text.inviteHeading));
  await expect(await form.findByText(sentence, { selector: '[role="alert"]' })).toBeVisible();
  await expect(form.getByRole('button', { name: text.inviteSubmit })).not.toHaveAttribute('aria-busy', 'true');
}

/** A shop with only its owner: 'Only you so far', and the form to invite someone. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(await canvas.findByText(text.onlyYou)).toBeVisible();
    await expect(await peopleOf(canvasElement)).toEqual([`demo@sika.test ${text.you}Owner`]);
    await expect(canvas.queryByRole('region', { name: text.invitesHeading })).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: text.inviteBy.phone })).toBeChecked();
  },
};

/** The owner first, then each person with their role to change and Remove; the invitation waiting. */
export const Typical: Story = {
  beforeEach: seedTeam,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await peopleOf(canvasElement)).toEqual([
      `demo@sika.test ${text.you}Owner`,
      expect.stringContaining('kofi@adwoafabrics.com.gh'),
      expect.stringContaining('024 400 0111'),
    ]);
    await expect(canvas.getByRole('combobox', { name: text.roleOf('kofi@adwoafabrics.com.gh') })).toHaveValue(
      'manager',
    );
    await expect(canvas.getByRole('combobox', { name: text.roleOf('024 400 0111') })).toHaveValue('attendant');
    await expect(canvas.getByRole('button', { name: text.removeName('024 400 0111') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.removeName('demo@sika.test') })).not.toBeInTheDocument();
    const waiting = await section(canvasElement, text.invitesHeading);
    await expect(waiting).toHaveTextContent('esi@example.com');
    await expect(waiting).toHaveTextContent(text.inviteExpires('Attendant', '9 Mar 2026'));
  },
};

export const Loading: Story = {
  parameters: hangs('getTeam'),
  play: showsLoading,
};

/** The team cannot be read: 'Something went wrong...' and a way to try again. */
export const ServerError: Story = {
  parameters: answer('getTeam', 500, 'Database down'),
  play: showsAlertWithRetry(text.failed),
};

/** By SMS: the number in any usual form; the invitation waits, and the form starts again empty. */
export const InviteByPhone: Story = {
  play: async ({ canvasElement }) => {
    await invite(canvasElement, 'phone', '0244 555 678', 'Attendant');
    const sent = await sentLine(canvasElement, text.inviteSent('024 455 5678'));
    await waitFor(() => expect(sent).toHaveFocus());
    await expectToast(canvasElement, text.inviteSent('024 455 5678'));
    await expect(await section(canvasElement, text.invitesHeading)).toHaveTextContent('024 455 5678');
    await expect(within(canvasElement).getByLabelText(text.phoneLabel)).toHaveValue('');
  },
};

/** By e-mail, as a manager. */
export const InviteByEmail: Story = {
  play: async ({ canvasElement }) => {
    await invite(canvasElement, 'email', 'ama@example.com', 'Manager');
    await expect(await sentLine(canvasElement, text.inviteSent('ama@example.com'))).toBeVisible();
    await expect(await section(canvasElement, text.invitesHeading)).toHaveTextContent('ama@example.com');
    await expect(await section(canvasElement, text.invitesHeading)).toHaveTextContent('Manager');
  },
};

/** Sent empty: each field says what it needs, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await section(canvasElement, text.inviteHeading));
    await userEvent.click(form.getByRole('button', { name: text.inviteSubmit }));
    await expect(await form.findByText(text.phoneRequired)).toBeVisible();
    await expect(form.getByText(text.roleRequired, { selector: '[id$="-error"]' })).toBeVisible();
    await expect(form.getByLabelText(text.phoneLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A number that is not a Ghana mobile number says the form it should take. */
export const PhoneInvalid: Story = {
  play: async ({ canvasElement }) => {
    await section(canvasElement, text.inviteHeading);
    await expectFieldMessage(canvasElement, text.phoneLabel, messages.phones.mobileInvalid, { typed: '030 212 3456' });
  },
};

/** An e-mail address that is not one. */
export const EmailInvalid: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await section(canvasElement, text.inviteHeading));
    await userEvent.click(form.getByRole('radio', { name: text.inviteBy.email }));
    await expectFieldMessage(canvasElement, text.emailLabel, text.emailInvalid, { typed: 'ama-at-example' });
  },
};

/** While the invitation is on its way. */
export const Submitting: Story = submitting(
  'invitePerson',
  (canvasElement) => invite(canvasElement, 'phone', '024 412 3456', 'Attendant'),
  text.inviteSubmit,
);

/** Someone who already has a login on Sika: the server's sentence, and what was typed stays. */
export const AlreadyOnSika: Story = {
  play: async ({ canvasElement }) => {
    await invite(canvasElement, 'email', 'demo@sika.test', 'Manager');
    await refusedWith(canvasElement, serverMessages.alreadyInTeam);
    await expectToast(canvasElement, text.inviteFailed);
    await expect(within(canvasElement).getByLabelText(text.emailLabel)).toHaveValue('demo@sika.test');
  },
};

/** The SMS could not be sent: nothing was kept, try again later. */
export const SmsFailed: Story = {
  parameters: answer('invitePerson', 502, serverMessages.smsFailed, 'SMS_FAILED'),
  play: async ({ canvasElement }) => {
    await invite(canvasElement, 'phone', '024 412 3456', 'Attendant');
    await refusedWith(canvasElement, serverMessages.smsFailed);
    await expect(within(canvasElement).getByLabelText(text.phoneLabel)).toHaveValue('024 412 3456');
  },
};

/** The e-mail could not be sent. */
export const MailFailed: Story = {
  parameters: answer('invitePerson', 502, serverMessages.mailFailed, 'MAIL_FAILED'),
  play: async ({ canvasElement }) => {
    await invite(canvasElement, 'email', 'ama@example.com', 'Manager');
    await refusedWith(canvasElement, serverMessages.mailFailed);
  },
};

/** An attendant made a manager: saved at once, and said. */
export const RoleChanged: Story = {
  beforeEach: seedTeam,
  play: async ({ canvasElement }) => {
    const role = await within(canvasElement).findByRole('combobox', { name: text.roleOf('024 400 0111') });
    await userEvent.selectOptions(role, 'manager');
    await expectToast(canvasElement, text.roleChanged('024 400 0111', 'Manager'));
    await waitFor(() => expect(role).toHaveValue('manager'));
  },
};

/** Remove asks first, in the danger colour, naming the person; confirmed, they are gone. */
export const RemoveWithConfirmation: Story = {
  beforeEach: seedTeam,
  play: async ({ canvasElement }) => {
    await peopleOf(canvasElement);
    const dialog = await openDialog(canvasElement, text.removeName('024 400 0111'), text.removeTitle);
    await expectDangerDialog(dialog, text.removeBody, '024 400 0111', text.removeConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: text.removeConfirm }));
    await expectToast(canvasElement, text.removed('024 400 0111'));
    await waitFor(async () => expect(await peopleOf(canvasElement)).toHaveLength(2));
    // Their Remove button is gone with them: the focus is on the list's heading.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('heading', { level: 2, name: text.peopleHeading })).toHaveFocus(),
    );
  },
};

/** Signed in as `role` (the menus read it from the login). */
const signedInAs = (role: TeamRole) => () => saveLogin({ ...openMockSession(), role });

/** The left menu (hidden at 360 px, so its entries are found hidden too). */
const sideMenuLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByLabelText(menu.sideMenuLabel, { selector: 'nav' }))
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

/** A story of the left menu as `role` sees it: exactly `entries`, in order. */
const menusOf = (role: TeamRole, entries: readonly string[]): Story => ({
  beforeEach: signedInAs(role),
  parameters: openedAt(paths.dashboard, panelHref('products')),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(sideMenuLinks(canvasElement)).toEqual(entries));
  },
});

const { allProducts, addProducts, orders, profile, earnings, payouts } = menu.sideMenu;

/** An attendant's menus: products, adding, orders and profile; no Earnings, Payouts or Team. */
export const AttendantMenus: Story = menusOf('attendant', [allProducts, addProducts, orders, profile]);

/** A manager's menus: everything but Team. */
export const ManagerMenus: Story = menusOf('manager', [allProducts, addProducts, orders, profile, earnings, payouts]);

/** An attendant who follows a link to Earnings: the page says their role does not include it. */
export const AttendantOpensEarnings: Story = {
  beforeEach: signedInAs('attendant'),
  parameters: openedAt(paths.dashboard, panelHref('earnings')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(roleNotAllowed('attendant'));
    await expect(canvas.getByRole('heading', { level: 1, name: menu.sideMenu.earnings })).toBeVisible();
  },
};

/** A manager who follows a link to Team: the same sentence. */
export const ManagerOpensTeam: Story = {
  beforeEach: signedInAs('manager'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(roleNotAllowed('manager'));
  },
};

/** An attendant's Your Orders: the orders, without 'Download CSV' (it adds up the shop's money). */
export const AttendantOrders: Story = {
  beforeEach: () => {
    signedInAs('attendant')();
    mockDb.orders.push(...someOrders());
  },
  parameters: openedAt(paths.dashboard, panelHref('orders')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: ordersMessages.heading })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ordersMessages.downloadCsv })).not.toBeInTheDocument();
  },
};

/** A manager's Profile: the shop's details, without 'edit' or deleting the account (the owner's). */
export const ManagerProfile: Story = {
  beforeEach: signedInAs('manager'),
  parameters: openedAt(paths.dashboard, panelHref('profile')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Adwoa Fabrics')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: profileMessages.edit })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: profileMessages.deleteAccount })).not.toBeInTheDocument();
    // Order pings are each person's own, on their own device.
    await expect(await canvas.findByRole('button', { name: pushMessages.turnOn })).toBeEnabled();
  },
};

/** Chooses `who` as the new owner, opens the red dialog and confirms with `password`. */
async function handOverTo(canvasElement: HTMLElement, who: string, password: string) {
  const handing = within(await section(canvasElement, text.handOverHeading));
  await userEvent.selectOptions(handing.getByRole('combobox', { name: text.handOverLabel }), who);
  const dialog = await openDialog(canvasElement, text.handOverButton, text.handOverTitle);
  await expectDangerDialog(dialog, text.handOverDialogBody, who.replace(/ \(.*\)$/, ''), text.handOverConfirm);
  if (password) await userEvent.type(within(dialog).getByLabelText(text.handOverPasswordLabel), password);
  await userEvent.click(within(dialog).getByRole('button', { name: text.handOverConfirm }));
  return dialog;
}

/** Handed over: the server ends both sessions, so this browser logs out and says why on the login. */
export const HandedOver: Story = {
  beforeEach: seedTeam,
  play: async ({ canvasElement }) => {
    await handOverTo(canvasElement, 'kofi@adwoafabrics.com.gh (Manager)', DEMO_PASSWORD);
    await expectLocation(canvasElement, paths.login);
    await expectToast(canvasElement, serverMessages.ownershipHandedOver);
    await expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  },
};

/** Hand over with nobody chosen: the dropdown says to choose, and no dialog opens. */
export const HandOverNobodyChosen: Story = {
  beforeEach: seedTeam,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: text.handOverButton }));
    const choice = within(canvasElement).getByRole('combobox', { name: text.handOverLabel });
    await expect(choice).toHaveAccessibleDescription(text.handOverChoose);
    await expect(choice).toHaveFocus();
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** A wrong password: said under the field in the dialog, which stays open; nobody is signed out. */
export const HandOverWrongPassword: Story = {
  beforeEach: seedTeam,
  play: async ({ canvasElement }) => {
    const dialog = await handOverTo(canvasElement, 'kofi@adwoafabrics.com.gh (Manager)', 'not-my-password');
    const field = within(dialog).getByLabelText(text.handOverPasswordLabel);
    await waitFor(() => expect(field).toHaveAccessibleDescription(serverMessages.wrongPassword));
    await expect(localStorage.getItem(STORAGE_KEYS.accessToken)).not.toBeNull();
  },
};

/** A new owner with only a phone number: the server's sentence (the shop's mail needs an address). */
export const HandOverNeedsEmail: Story = {
  beforeEach: seedTeam,
  play: async ({ canvasElement }) => {
    const dialog = await handOverTo(canvasElement, '024 400 0111 (Attendant)', DEMO_PASSWORD);
    await expect(await within(dialog).findByText(serverMessages.handOverNeedsEmail)).toBeVisible();
  },
};

/** The server fails: said in a toast; the dialog stays with the password typed, to try again. */
export const HandOverServerError: Story = {
  beforeEach: seedTeam,
  parameters: answer('handOverShop', 500, 'Database down'),
  play: async ({ canvasElement }) => {
    const dialog = await handOverTo(canvasElement, 'kofi@adwoafabrics.com.gh (Manager)', DEMO_PASSWORD);
    await expectToast(canvasElement, text.handOverFailed);
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByLabelText(text.handOverPasswordLabel)).toHaveValue(DEMO_PASSWORD);
    await expect(localStorage.getItem(STORAGE_KEYS.accessToken)).not.toBeNull();
  },
};
