import { readDraft } from '@sika/api-client/writes';
import { queueMessages } from '@sika/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Play, after a restored draft showed ('Restored what you typed'): Discard puts the form back as it
 * started (`field` reads `startValue` again), the note goes and the phone forgets the draft.
 */
export async function discardRestoredDraft(
  canvasElement: HTMLElement,
  draft: { vendorId: string; form: string },
  field: string,
  startValue = '',
) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: queueMessages.discardDraft }));
  await expect(canvas.getByLabelText(field)).toHaveValue(startValue);
  await expect(canvas.queryByText(queueMessages.draftRestored)).not.toBeInTheDocument();
  await waitFor(async () => expect(await readDraft(draft.vendorId, draft.form)).toBeUndefined());
}
