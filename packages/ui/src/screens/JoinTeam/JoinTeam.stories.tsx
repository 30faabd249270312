import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_INVITE_TOKEN } from '@sika/api-client/mocks';
import { paths, resetPasswordMessages, serverMessages, teamMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answer,
  expectLocation,
  expectServerFieldMessage,
  expectToast,
  everyMessage,
  fieldMessage,
  openedAt,
  refusesFields,
  submitting,
} from '../../storyKit/index.ts';
import { JoinTeam } from './JoinTeam.tsx';

const text = teamMessages;
const fields = resetPasswordMessages;
const password = 'kente-and-cocoa-2026';

/** The page as opened from an invitation's link carrying `token`. */
const openedWith = (token: string) => openedAt(paths.joinTeam(':token'), paths.joinTeam(token));

const meta = {
  title: 'Screens/JoinTeam',
  component: JoinTeam,
  args: { footerYear: 2026 },
  parameters: openedWith(DEMO_INVITE_TOKEN),
} satisfies Meta<typeof JoinTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

async function join(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(fields.passwordLabel), password);
  await userEvent.type(canvas.getByLabelText(fields.confirmPasswordLabel), password);
  await userEvent.click(canvas.getByRole('button', { name: text.joinSubmit }));
}

/** Joins, and the join is refused: the toast, then `sentence` in red in the form (which is returned). */
async function refusedWith(canvasElement: HTMLElement, sentence: string) {
  await join(canvasElement);
  await expectToast(canvasElement, text.joinFailed);
  const form = within(within(canvasElement).getByRole('form', { name: text.joinHeading }));
  await expect(form.getByRole('alert')).toHaveTextContent(sentence);
  return form;
}

/** The link's page: a heading, what to do, two password fields and Join. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.joinHeading })).toBeVisible();
    await expect(canvas.getByText(text.joinBody)).toBeVisible();
    await expect(canvas.getByLabelText(fields.passwordLabel)).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('button', { name: text.joinSubmit })).toBeEnabled();
  },
};

/** Join with nothing typed: each field says what it needs. */
export const ValidationErrors: Story = everyMessage(text.joinSubmit, [
  fields.passwordRequired,
  fields.confirmPasswordRequired,
]);

/** The password rules of every password on Sika: 8 to 128 characters. */
export const PasswordTooShort: Story = fieldMessage(fields.passwordLabel, fields.passwordLength, { typed: 'short' });

export const Submitting: Story = submitting('acceptInvite', join, text.joinSubmit);

/** Joined: 'Welcome to the team. You can now log in.', and the login page. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await join(canvasElement);
    await expectToast(canvasElement, serverMessages.inviteAccepted);
    await expectLocation(canvasElement, paths.login);
  },
};

/** A link used, expired or unknown: the server's sentence, and the way to the login. */
export const LinkNotUsable: Story = {
  parameters: openedWith('an-old-link'),
  play: async ({ canvasElement }) => {
    const form = await refusedWith(canvasElement, serverMessages.inviteNotUsable);
    await expect(form.getByRole('link', { name: text.joinLogin })).toHaveAttribute('href', paths.login);
    await expect(form.getByLabelText(fields.passwordLabel)).toHaveValue(password);
  },
};

/** A password the server refuses (a common one): its sentence under the field. */
export const WeakPassword: Story = {
  parameters: refusesFields('acceptInvite', { password: serverMessages.fields.commonPassword }),
  play: async ({ canvasElement }) => {
    await join(canvasElement);
    await expectServerFieldMessage(canvasElement, fields.passwordLabel, serverMessages.fields.commonPassword);
    await waitFor(() => expect(within(canvasElement).getByLabelText(fields.passwordLabel)).toHaveFocus());
  },
};

/** No answer the page understands: 'Something went wrong!' in red. */
export const ServerError: Story = {
  parameters: answer('acceptInvite', 502),
  play: async ({ canvasElement }) => {
    await refusedWith(canvasElement, text.joinFailed);
  },
};
