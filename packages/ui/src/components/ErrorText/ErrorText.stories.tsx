import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@sika/domain';
import { expect, within } from 'storybook/test';
import { ErrorText } from './ErrorText.tsx';

const meta = {
  title: 'Components/ErrorText',
  component: ErrorText,
  tags: ['autodocs'],
  args: { children: messages.generic.somethingWentWrong },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ErrorText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The red error line under a form, announced as an alert. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong!');
    await expect(alert).toHaveStyle({ color: 'rgb(179, 38, 30)' });
  },
};
