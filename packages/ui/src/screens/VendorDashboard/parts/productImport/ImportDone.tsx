import { useGetAllProductsQuery } from '@sika/api-client';
import type { ProductImportResult } from '@sika/api-client/later';
import { productImportScreenMessages as importScreenMessages } from '@sika/domain';
import { Button, TextLink } from '../../../../components/index.ts';
import { panelHref } from '../panels.ts';
import { Actions } from './importLayout.ts';

/** The import went in: how many products were created and updated, and how many still need a picture. */
export function ImportDone({ result, onAgain }: { result: ProductImportResult; onAgain: () => void }) {
  // Counted on the list as fetched after the import (its cache tag is invalidated), so an updated
  // product keeps its picture and a new one has none.
  const products = useGetAllProductsQuery();
  const imported = new Set(result.rows.map((row) => row.id));
  const listAfterImport = products.isSuccess && !products.isFetching ? products.data : undefined;
  const noPicture = listAfterImport?.filter((product) => imported.has(product._id) && !product.images.length).length;
  return (
    <>
      <h2>{importScreenMessages.doneHeading}</h2>
      <p role="status">{importScreenMessages.done(result.created, result.updated)}</p>
      {noPicture !== undefined && <p>{importScreenMessages.noPicture(noPicture)}</p>}
      <Actions>
        <TextLink to={panelHref('products')}>{importScreenMessages.toAllProducts}</TextLink>
        <Button variant="secondary" onClick={onAgain}>
          {importScreenMessages.importAnother}
        </Button>
      </Actions>
    </>
  );
}
