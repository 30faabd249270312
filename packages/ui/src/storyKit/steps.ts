import { SIGNUP_STEP_COUNT, signupStepsMessages } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { expectLocation } from './expect.ts';
import { hangs } from './msw.ts';

type PlayContext = { canvasElement: HTMLElement };

/** A form that shows once its record has arrived (sign-up steps two and three fill themselves in). */
export const formShown = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('form', { name });

/** Sign-up's frame (StepIndicator): 'Step n of 3', and a Back link to `back` from step two on. */
export async function expectSignupStep(canvasElement: HTMLElement, step: number, back?: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(signupStepsMessages.progress(step, SIGNUP_STEP_COUNT))).toBeVisible();
  const link = canvas.queryByRole('link', { name: signupStepsMessages.back });
  if (back === undefined) await expect(link).not.toBeInTheDocument();
  else await expect(link).toHaveAttribute('href', back);
}

/**
 * The Loading state of a sign-up step that waits for the vendor's record: the spinner, the step
 * said, and no form yet (nothing typed could be overwritten by the record).
 */
export const waitsForRecord = (step: number) => ({
  parameters: hangs('getAllVendors'),
  play: async ({ canvasElement }: PlayContext) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByText(signupStepsMessages.progress(step, SIGNUP_STEP_COUNT))).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
});

/** Once the form named `form` shows, its Back link leads to `path`. */
export const backLeadsTo = (form: string, path: string) => ({
  play: async ({ canvasElement }: PlayContext) => {
    await formShown(canvasElement, form);
    await userEvent.click(within(canvasElement).getByRole('link', { name: signupStepsMessages.back }));
    await expectLocation(canvasElement, path);
  },
});
