import { useState, type ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/**
 * The state of an offer or prompt after its dismiss button: rendered live so the tap really removes
 * it, then `after` (what the page says in its place). The play taps `dismiss`, expects `onDismiss`
 * once and `shown(canvas)` gone.
 */
export function dismissedState<P extends { onDismiss: () => void }>(
  Component: ComponentType<P>,
  { dismiss, after, shown }: { dismiss: string; after: string; shown: (canvas: Canvas) => HTMLElement | null },
) {
  return {
    render: function UntilDismissed(args: P) {
      const [open, setOpen] = useState(true);
      if (!open) return <p>{after}</p>;
      const onDismiss = () => {
        args.onDismiss();
        setOpen(false);
      };
      return <Component {...args} onDismiss={onDismiss} />;
    },
    play: async ({ canvasElement, args }: { canvasElement: HTMLElement; args: P }) => {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: dismiss }));
      await expect(args.onDismiss).toHaveBeenCalledOnce();
      await expect(shown(canvas)).not.toBeInTheDocument();
    },
  };
}

/** From the keyboard: Tab reaches each named button in this order. */
export async function expectTabOrder(canvasElement: HTMLElement, buttons: readonly string[]) {
  const canvas = within(canvasElement);
  for (const name of buttons) {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name })).toHaveFocus();
  }
}
