import { expect, userEvent, within } from 'storybook/test';

const fieldIn = (canvasElement: HTMLElement, field: string | HTMLElement) =>
  typeof field === 'string' ? within(canvasElement).getByLabelText(field) : field;

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
  const element = fieldIn(canvasElement, field);
  await userEvent.click(element);
  if (input.typed) await userEvent.type(element, input.typed);
  if (input.pasted) await userEvent.paste(input.pasted);
  await userEvent.tab();
  await expect(await within(canvasElement).findByText(message)).toBeVisible();
  await expect(element).toHaveAttribute('aria-invalid', 'true');
  await expect(element).toHaveAccessibleDescription(message);
}

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
