import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@sika/domain';
import { expect, userEvent, within } from 'storybook/test';
import { expectLocation, openedAt } from '../../storyKit/index.ts';
import { StepIndicator } from './StepIndicator.tsx';

const meta = {
  title: 'Components/StepIndicator',
  component: StepIndicator,
  tags: ['autodocs'],
  args: { step: 1, count: 3 },
  parameters: { layout: 'padded', ...openedAt(paths.signupTwo(':id'), paths.signupTwo('v1')) },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step says where the vendor is and has no way back; the bar only pictures the same. */
export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  },
};

/** From the second step on, Back leads to the step before (its name is 'Back', the arrow is not read). */
export const WithBack: Story = {
  args: { step: 2, back: paths.signupOne },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Back' });
    await expect(back).toHaveAttribute('href', paths.signupOne);
    await userEvent.click(back);
    await expectLocation(canvasElement, paths.signupOne);
  },
};

export const LastStep: Story = {
  args: { step: 3, back: paths.signupTwo('v1') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Step 3 of 3')).toBeVisible();
  },
};
