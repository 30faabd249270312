import {
  somethingWentWrongExclaimed,
  somethingWentWrongUnmarked,
  categoryNotInList,
  priceNegative,
  priceDecimals,
  deliveryPriceNegative,
  deliveryPriceDecimals,
  priceNotNumber,
  deliveryPriceNotNumber,
  priceTooLarge,
  deliveryPriceTooLarge,
  quantityNotWhole,
  characterCount,
  charactersLeft,
} from './common.ts';
import { messages } from '../messages.ts';

export const editProductMessages = {
  heading: messages.vendorPages.editProduct.heading,
  pictureHeading: 'Picture', // not in the spec: the product's picture, shown and replaceable
  titleLabel: 'Title',
  descriptionLabel: 'Description',
  priceLabel: 'Price',
  deliveryPriceLabel: 'Delivery price',
  brandLabel: 'Brand',
  categoryLabel: 'Category',
  quantityLabel: 'Quantity',
  update: 'Update',
  delete: 'Delete',
  deleteDialogTitle: 'DELETE THIS PRODUCT?',
  deleteDialogBody: 'Are You Sure You Want To Delete This Product?',
  cancel: 'Cancel',
  confirmDelete: 'delete',
  deleted: 'Product deleted!',
  deleteFailed: somethingWentWrongExclaimed,
  updateFailed: somethingWentWrongUnmarked,
  descriptionTooLong: 'Description must be at most 100 characters',
  priceNotNumber,
  deliveryPriceNotNumber,
  quantityNotNumber: 'Quantity must be a number', // not in the spec
  categoryNotInList,
  priceNegative,
  priceDecimals,
  priceTooLarge,
  deliveryPriceNegative,
  deliveryPriceDecimals,
  deliveryPriceTooLarge,
  quantityNotWhole,
  characterCount,
  charactersLeft,
  categoryPlaceholder: 'Select a category', // not in the spec
  // Not in the spec: an id that is not among the vendor's products.
  notFoundHeading: 'Product not found',
  notFoundBody: 'This product is not among your products. It may have been deleted.',
  backToProducts: messages.vendorPages.editProduct.backToProducts,
  updated: 'Product updated!', // not in the spec: the toast after a successful update
} as const;
