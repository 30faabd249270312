import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatListPrice, paths, productsMessages } from '@sika/domain';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ProductCard } from './ProductCard.tsx';

const text = productsMessages;

/** A drawn picture of the given size, served by the fake backend so the story needs no server. */
const picture = (width: number, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}"><rect width="100%" height="100%" fill="${fill}"/><circle cx="50%" cy="50%" r="30%" fill="#f4c430"/></svg>`;

// Plain URLs, not data: URLs: Chromium treats a data: candidate as cached and prefers the largest.
const listUrl = '/story-images/galaxy-320.svg';
const fullUrl = '/story-images/galaxy-1600.svg';
const pictures = {
  msw: {
    handlers: {
      pictures: http.get('*/story-images/:name', ({ params }) => {
        const svg = params.name === 'galaxy-320.svg' ? picture(320, '#1b5e20') : picture(1600, '#0d47a1');
        return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
      }),
    },
  },
};

const id = 'p0000000-0000-4000-8000-000000000004';

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: {
    title: 'Samsung Galaxy A15',
    price: 3500,
    category: 'Phones and Tablets',
    to: paths.editProduct(id),
  },
  parameters: { layout: 'padded', ...pictures },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card is one link to the product's edit page, showing 'GHC {price}' (thousands grouped) and the category. */
async function expectCard(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  const link = canvas.getByRole('link');
  await expect(link).toHaveAttribute('href', paths.editProduct(id));
  await expect(within(link).getByRole('heading', { name: title })).toBeVisible();
  await expect(link).toHaveTextContent('GHC 3,500');
  await expect(link).toHaveTextContent('Phones and Tablets');
}

/**
 * With the server's two variants: the ~320 px list image through srcset (the 1600 px one only for
 * screens that need it), loaded lazily, its box reserved by width and height so nothing jumps.
 */
export const WithImage: Story = {
  args: {
    image: { url: fullUrl, width: 1600, height: 1200, listUrl, listWidth: 320, listHeight: 240 },
  },
  play: async ({ canvasElement, args }) => {
    await expectCard(canvasElement, args.title);
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: text.imageAlt(args.title) });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('fetchpriority', 'auto');
    await expect(image).toHaveAttribute('width', '80');
    await expect(image).toHaveAttribute('height', '80');
    await expect(image).toHaveAttribute('srcset', `${listUrl} 320w, ${fullUrl} 1600w`);
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(image.currentSrc).toBe(new URL(listUrl, location.href).href);
  },
};

/**
 * A card on the first screen (the list's first four): its image is the page's largest paint, so
 * it is asked for before the other cards' images; still lazily, as every list image is.
 */
export const OnFirstScreen: Story = {
  args: { ...WithImage.args, priority: true },
  play: async ({ canvasElement, args }) => {
    await expectCard(canvasElement, args.title);
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: text.imageAlt(args.title) });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};

/** A price with pesewas shows both decimals: 'GHC 95.50', never 'GHC 95.5'. */
export const PriceWithPesewas: Story = {
  args: { title: 'Shea butter, 500 g', price: 95.5, category: 'Beauty and Cosmetics' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('GHC 95.50');
  },
};

/** Only the full image (a product from before the list variant existed): no srcset, still lazy. */
export const WithFullImageOnly: Story = {
  args: { image: { url: fullUrl, width: 1600, height: 1200 } },
  play: async ({ canvasElement, args }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: text.imageAlt(args.title) });
    await expect(image).toHaveAttribute('src', fullUrl);
    await expect(image).not.toHaveAttribute('srcset');
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};

/** No image yet: a neutral placeholder of the same size, hidden from screen readers. */
export const WithoutImage: Story = {
  play: async ({ canvasElement, args }) => {
    await expectCard(canvasElement, args.title);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText(text.noImage)).toBeVisible();
  },
};

/** A long title without spaces wraps inside the card at 360 px: nothing scrolls sideways. */
export const LongTitle: Story = {
  args: {
    title:
      'Hand-woven Bonwire kente stole with gold thread, 2 m long, gift-boxed — SuperLongModelNameWithoutAnySpaces2026',
  },
  play: async ({ canvasElement, args }) => {
    await expectCard(canvasElement, args.title);
    const link = within(canvasElement).getByRole('link');
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * No image yet, in All Products: the picture's place is an 'Add a picture' link of its own to the
 * picture step for this product (its name says which product); the rest of the card still leads to
 * Edit product. Two links side by side, as links cannot nest.
 */
export const WithoutImageAddPicture: Story = {
  args: { addPictureTo: paths.productPicture(id) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('link', { name: text.addPictureFor(args.title) });
    await expect(add).toHaveAttribute('href', paths.productPicture(id));
    await expect(add).toHaveTextContent(text.addPicture);
    await expect(add.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const card = canvas.getByRole('link', { name: new RegExp(`^${args.title}`) });
    await expect(card).toHaveAttribute('href', paths.editProduct(id));
    await expect(within(card).getByRole('heading', { name: args.title })).toBeVisible();
    await expect(card).toHaveTextContent(formatListPrice(args.price));
    await expect(canvas.queryByText(text.noImage)).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** A card with a picture stays one link, whatever `addPictureTo` says. */
export const WithImageAddPictureIgnored: Story = {
  // One candidate only: with two, Chromium may take whichever an earlier story left in its cache.
  args: { ...WithFullImageOnly.args, addPictureTo: paths.productPicture(id) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', paths.editProduct(id));
    await expect(within(canvasElement).queryByRole('link', { name: text.addPictureFor(args.title) })).toBeNull();
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: text.imageAlt(args.title) });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  },
};
