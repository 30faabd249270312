// What every Edit product story file shares: the screen opened at a product's address, its picture
// controls already fetched (as in a warm app), and a logged-in vendor owning that product.
import { aProduct, mockDb } from '@sika/api-client/mocks';
import { paths } from '@sika/domain';
import { openedAt, storeLogin } from '../../storyKit/index.ts';
import { EditProduct, loadEditProductPicture } from './EditProduct.tsx';

export const editedProduct = aProduct();

export const editProductStoryBase = {
  component: EditProduct,
  args: { footerYear: 2026 },
  loaders: [loadEditProductPicture],
  parameters: openedAt(paths.editProduct(':id'), paths.editProduct(editedProduct._id)),
};

/** The vendor logged in, with the edited product in the fake backend. */
export function withEditedProduct(): void {
  storeLogin();
  mockDb.products.push(aProduct());
}
