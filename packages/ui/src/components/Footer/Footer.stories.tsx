import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SikaThemeProvider } from '../../theme/index.ts';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '© {year}, powered by Sika.' as the page's contentinfo landmark. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('© 2026, powered by Sika.');
  },
};

export const OtherBrand: Story = {
  decorators: [
    (Story) => (
      <SikaThemeProvider brand={{ name: 'Kente Market' }}>
        <Story />
      </SikaThemeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('© 2026, powered by Kente Market.');
  },
};
