import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@sika/domain';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../components/Button/index.ts';
import { ErrorText } from '../components/ErrorText/index.ts';
import { TextField } from '../components/TextField/index.ts';
import { SikaThemeProvider, type SikaThemeOverrides } from '../theme/index.ts';

/**
 * The proof that the screenshot comparison is tight enough: each "changed" story renders the same
 * thing as the story before it with ONE colour token changed, where that token colours only text
 * (one error message, one field hint). The screenshot step (.storybook/vitest.setup.ts) compares it with
 * the unchanged story's phone and desktop baselines and passes only if the comparison FAILS.
 *
 * And the proof that baselines survive a Chromium update without letting a real change through:
 * compared as if the baselines came from another Chromium, a line of text drawn one pixel lower
 * must match (while pixel for pixel it must not), and a button moved aside must still fail.
 */
const meta = {
  title: 'Docs/Visual regression proof',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Stable objects: SikaThemeProvider memoises on them.
const CHANGED_ERROR: SikaThemeOverrides = { colors: { error: '#c5221f' } }; // was #b3261e
const CHANGED_MUTED_TEXT: SikaThemeOverrides = { colors: { mutedText: '#5f6368' } }; // was #4d5156

const HINT = 'As it appears on your registration.';

function Tokens({ theme, children }: { theme?: SikaThemeOverrides; children: ReactNode }) {
  return theme ? <SikaThemeProvider theme={theme}>{children}</SikaThemeProvider> : children;
}

const errorMessage = (theme?: SikaThemeOverrides) => (
  <Tokens theme={theme}>
    <ErrorText>{messages.generic.somethingWentWrong}</ErrorText>
  </Tokens>
);

const fieldHint = (theme?: SikaThemeOverrides) => (
  <Tokens theme={theme}>
    <Formik initialValues={{ business_name: '' }} onSubmit={() => {}}>
      <Form noValidate aria-label="Example form">
        <TextField name="business_name" label="Business Name" hint={HINT} />
      </Form>
    </Formik>
  </Tokens>
);

/** The baseline: the error line in Sika's error colour. */
export const ErrorMessage: Story = {
  render: () => errorMessage(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveStyle({ color: 'rgb(179, 38, 30)' });
  },
};

/** `colors.error` changed: only the text of the line changes colour, and the comparison must fail. */
export const ErrorMessageWithChangedErrorColour: Story = {
  render: () => errorMessage(CHANGED_ERROR),
  parameters: { screenshot: { mustDifferFrom: 'Error Message' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveStyle({ color: 'rgb(197, 34, 31)' });
  },
};

/** The baseline: a field's hint, the one line of text in Sika's muted text colour. */
export const FieldHint: Story = {
  render: () => fieldHint(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(HINT)).toHaveStyle({ color: 'rgb(77, 81, 86)' });
  },
};

/** `colors.mutedText` changed: only the hint's text changes colour, and the comparison must fail. */
export const FieldHintWithChangedMutedColour: Story = {
  render: () => fieldHint(CHANGED_MUTED_TEXT),
  parameters: { screenshot: { mustDifferFrom: 'Field Hint' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(HINT)).toHaveStyle({ color: 'rgb(95, 99, 104)' });
  },
};

const PAYOUT_LINE = 'Your payout of GHS 1,480.00 is on its way.';

/** A line of text and a button; the text drawn `textShift` px lower, the button `buttonShift` px aside. */
const buttonRow = ({ textShift = 0, buttonShift = 0 } = {}) => (
  <div>
    <p style={{ position: 'relative', top: textShift }}>{PAYOUT_LINE}</p>
    <div style={{ paddingLeft: buttonShift }}>
      <Button type="button">See the payout</Button>
    </div>
  </div>
);

const seesTheRow = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(PAYOUT_LINE)).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'See the payout' })).toBeVisible();
};

/** The baseline: a line of text above a button. */
export const ButtonRow: Story = { render: () => buttonRow(), play: seesTheRow };

/**
 * The text one pixel lower, as another Chromium's hinting may draw it: against baselines from
 * another Chromium it must match; pixel for pixel it must not (both are checked).
 */
export const ButtonRowTextOnePixelLowerOnAnotherChromium: Story = {
  render: () => buttonRow({ textShift: 1 }),
  parameters: { screenshot: { mustMatch: 'Button Row', baselinesFrom: 'anotherChromium' } },
  play: seesTheRow,
};

/** The button moved aside: a layout change, which must fail even against another Chromium's baselines. */
export const ButtonRowButtonMovedOnAnotherChromium: Story = {
  render: () => buttonRow({ buttonShift: 12 }),
  parameters: { screenshot: { mustDifferFrom: 'Button Row', baselinesFrom: 'anotherChromium' } },
  play: seesTheRow,
};
