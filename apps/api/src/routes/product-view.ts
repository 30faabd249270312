// A stored product in the contract's Product shape: GHS from pesewas, the image as same-origin URLs
// with the sizes a list needs for srcset, width and height.
import { fromPesewas } from '@sika/domain';
import type { ProductRow } from '../db/schema.ts';
import type { Schemas } from '../http/contract.ts';
import { imageUrl } from '../images/names.ts';

export function toProduct(row: ProductRow, vendorEmail: string): Schemas['Product'] {
  const { image } = row;
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    price: fromPesewas(row.pricePesewas),
    deliveryPrice: fromPesewas(row.deliveryPricePesewas),
    category: row.category,
    brand: row.brand,
    quantity: row.quantity,
    vendorEmail,
    vendor: row.vendorId,
    images: image
      ? [
          {
            url: imageUrl(image.full.name),
            width: image.full.width,
            height: image.full.height,
            listUrl: imageUrl(image.list.name),
            listWidth: image.list.width,
            listHeight: image.list.height,
          },
        ]
      : [],
    createdAt: row.createdAt.toISOString(),
  };
}
