import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SikaThemeProvider } from '../../theme/index.ts';
import { BrandLogo } from './BrandLogo.tsx';

const meta = {
  title: 'Components/BrandLogo',
  component: BrandLogo,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No logo configured: a wordmark drawn from the brand name, no image request. */
export const Wordmark: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sika')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

const logoUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><rect width="96" height="32" rx="6" fill="#1b5e20"/></svg>',
)}`;

/** A host's logo image, named by the brand. */
export const Image: Story = {
  decorators: [
    (Story) => (
      <SikaThemeProvider brand={{ name: 'Kente Market', logoUrl }}>
        <Story />
      </SikaThemeProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Kente Market' });
    await expect(image).toHaveAttribute('src', logoUrl);
    await expect(image).toHaveAttribute('height', '32');
  },
};
