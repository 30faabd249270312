import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SikaThemeProvider } from '../../theme/index.ts';
import { AuthLayout } from './AuthLayout.tsx';

const meta = {
  title: 'Components/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  args: {
    footerYear: 2026,
    children: <h1>Card content</h1>,
    aside: <p>Aside content</p>,
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brand header, card, aside (below the card on a phone) and the footer '© {year}, powered by Sika.'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Sika');
    await expect(canvas.getByRole('main')).toHaveTextContent('Card content');
    await expect(canvas.getByRole('complementary')).toHaveTextContent('Aside content');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026, powered by Sika.');
  },
};

/** Another app reusing the ui package renames the product: header and footer follow. */
export const CustomBrand: Story = {
  decorators: [
    (Story) => (
      <SikaThemeProvider brand={{ name: 'Kente Market' }}>
        <Story />
      </SikaThemeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Kente Market');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026, powered by Kente Market.');
  },
};
