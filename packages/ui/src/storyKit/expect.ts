import { messages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { theme } from '../theme/index.ts';
import { hangs, type OperationId } from './msw.ts';

// Waits for a field found by its label: some forms show once their record has arrived.
const fieldIn = async (canvasElement: HTMLElement, field: string | HTMLElement) =>
  typeof field === 'string' ? within(canvasElement).findByLabelText(field) : field;

/**
 * A field's message shows once it is touched (docs/product.md, Form checks and their messages).
 * Touches `field` (a label, or the element for one a label does not find, like a combobox), types
 * or pastes into it when given, leaves it, and expects the message shown, the field marked invalid
 * and the message as its description.
 */
export async function expectFieldMessage(
  canvasElement: HTMLElement,
  field: string | HTMLElement,
  message: string,
  input: { typed?: string; pasted?: string } = {},
) {
  const element = await fieldIn(canvasElement, field);
  await userEvent.click(element);
  if (input.typed) await userEvent.type(element, input.typed);
  if (input.pasted) await userEvent.paste(input.pasted);
  await userEvent.tab();
  await expect(await within(canvasElement).findByText(message)).toBeVisible();
  await expect(element).toHaveAttribute('aria-invalid', 'true');
  await expect(element).toHaveAccessibleDescription(message);
}

/**
 * After a submit the server refused naming fields: its `message` shows under `field` (a label, or
 * the element), which is marked invalid and described by it.
 */
export async function expectServerFieldMessage(
  canvasElement: HTMLElement,
  field: string | HTMLElement,
  message: string,
) {
  const element = await fieldIn(canvasElement, field);
  await waitFor(() => expect(element).toHaveAttribute('aria-invalid', 'true'));
  await expect(element).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  const under = canvasElement.ownerDocument.getElementById(`${element.id}-error`);
  await expect(under).toHaveTextContent(message);
  await expect(under).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A state that shows one field's message (see expectFieldMessage); `field` is a label, or finds the
 * element for one a label does not find.
 */
export const fieldMessage = (
  field: string | ((canvasElement: HTMLElement) => HTMLElement),
  message: string,
  input?: { typed?: string; pasted?: string },
) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) =>
    expectFieldMessage(
      canvasElement,
      typeof field === 'function' ? await waitFor(() => field(canvasElement)) : field,
      message,
      input,
    ),
});

/**
 * The ValidationErrors state of a form: pressing `submit` with nothing typed touches every field and
 * shows every message in `shown` at once. `ready` waits for a form that fills itself in from a record.
 */
export const everyMessage = (
  submit: string,
  shown: [string, ...string[]],
  ready?: (canvasElement: HTMLElement) => Promise<unknown>,
) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await ready?.(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    const [first, ...rest] = shown;
    await expect(await canvas.findByText(first)).toBeVisible();
    for (const message of rest) await expect(canvas.getByText(message)).toBeVisible();
  },
});

/** Where a navigation landed (the stories' router shows it; see .storybook/preview.tsx). */
export async function expectLocation(canvasElement: HTMLElement, path: string) {
  await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(
    new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
}

/** The busy state of a form: the spinner overlay and the pressed button marked busy. */
export async function expectBusy(canvasElement: HTMLElement, buttonName: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
  await expect(canvas.getByRole('button', { name: buttonName })).toHaveAttribute('aria-busy', 'true');
}

/** A toast saying `message` (toasts slide in, so this waits until it is fully shown). */
export const expectToast = (canvasElement: HTMLElement, message: string) =>
  waitFor(() => expect(within(canvasElement).getByText(message, { selector: '.Toastify *' })).toBeVisible());

/** Fails naming every entry that appears more than once. */
export async function expectUnique(entries: readonly string[]) {
  await expect(entries.filter((entry, index) => entries.indexOf(entry) !== index)).toEqual([]);
}

/**
 * The links of the list named `name` (the rows of Your Orders, the cards of All Products) once it
 * shows. Each leads to its own page, so a row listed twice (a fake backend seeded twice) fails here.
 */
export async function linksInList(canvasElement: HTMLElement, name: string) {
  const list = await within(canvasElement).findByRole('list', { name });
  const links = within(list).getAllByRole('link');
  await expectUnique(links.map((link) => link.getAttribute('href') ?? ''));
  return links;
}

type PlayContext = { canvasElement: HTMLElement };

/** Play: the screen waits for its data (the spinner overlay says Loading). */
export async function showsLoading({ canvasElement }: PlayContext) {
  await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading');
}

/** Play: the screen says `message` in an alert (what it asked for could not be read). */
export const showsAlert =
  (message: string) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(message);
  };

/** Play: the screen says `message` in an alert, with 'Try again' to ask once more. */
export const showsAlertWithRetry =
  (message: string) =>
  async ({ canvasElement }: PlayContext) => {
    await showsAlert(message)({ canvasElement });
    await expect(within(canvasElement).getByRole('button', { name: messages.generic.tryAgain })).toBeVisible();
  };

/** Opens the confirmation dialog behind the button `opener` (a dialog renders outside the canvas). */
export async function openDialog(canvasElement: HTMLElement, opener: string, title: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: opener }));
  return within(document.body).findByRole('alertdialog', { name: title });
}

/**
 * A delete's dialog (docs/product.md, Touch targets): its own text, then what it deletes (`subject`,
 * read with the text), and the `confirm` button in the danger colour, never the brand green.
 */
export async function expectDangerDialog(dialog: HTMLElement, body: string, subject: string, confirm: string) {
  await expect(dialog).toHaveAccessibleDescription(`${body} ${subject}`);
  await waitFor(() => expect(within(dialog).getByText(subject)).toBeVisible()); // once the dialog has faded in
  await expect(within(dialog).getByRole('button', { name: confirm })).toHaveStyle({
    backgroundColor: theme.colors.danger,
    color: theme.colors.onDanger,
  });
}

/** Presses `cancel` in the dialog: it closes, and the focus is back on the button `opener` that opened it. */
export async function expectDialogCancelled(
  dialog: HTMLElement,
  cancel: string,
  canvasElement: HTMLElement,
  opener: string,
) {
  await userEvent.click(within(dialog).getByRole('button', { name: cancel }));
  await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: opener })).toHaveFocus());
}

/**
 * The Submitting state: `submit` fills and sends the form, `operationId` never answers, and the
 * form shows it is busy on the button named `button`.
 */
export const submitting = (
  operationId: OperationId,
  submit: (canvasElement: HTMLElement) => Promise<void>,
  button: string,
) => ({
  parameters: hangs(operationId),
  play: async ({ canvasElement }: PlayContext) => {
    await submit(canvasElement);
    await expectBusy(canvasElement, button);
  },
});

/** After a refused submit: the form says `message` in an alert and is no longer busy. */
export async function expectRefused(canvasElement: HTMLElement, message: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
  await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
}
