import { readCreatedProduct, useGetAllProductsQuery } from '@sika/api-client';
import { isLocalId } from '@sika/api-client/writes/localId';
import { pictureProductOf, productsMessages, imageUploadMessages, editProductMessages } from '@sika/domain';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorText, PageHeading, TextLink } from '../../../components/index.ts';
import { PictureUpload } from '../../../connected/PictureUpload/index.ts';
import { panelHref } from './panels.ts';

const text = imageUploadMessages;

/**
 * Add Product Images: one picture for one product, through the shared picture upload (preview,
 * compression, progress, the 2 s spinner); success returns to All Products. The product is named in
 * the address (?product=..., set by Add New Products and by a card's 'Add a picture'), so a reload
 * keeps the step; an address without one falls back to the product just created (productKey). No
 * product, or one that is not among the vendor's, says 'Something went wrong with prdId!' at once,
 * with the way back, instead of a picker whose upload could only fail.
 */
export function AddImagesPanel() {
  const [search] = useSearchParams();
  const productId = useMemo(() => pictureProductOf(search) ?? readCreatedProduct()?._id ?? null, [search]);
  const products = useGetAllProductsQuery(undefined, { skip: !productId });
  const product = products.data?.find((entry) => entry._id === productId);
  // A product added on this phone and not yet sent: its picture waits with it.
  const kept = productId !== null && isLocalId(productId);
  const navigate = useNavigate();

  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <p>{text.hint}</p>
      {!productId || (products.isSuccess && !product && !kept) ? (
        <>
          <ErrorText>{text.missingProductId}</ErrorText>
          <TextLink to={panelHref('products')}>{editProductMessages.backToProducts}</TextLink>
        </>
      ) : (
        <>
          {product && <Named>{text.forProduct(product.title)}</Named>}
          <PictureUpload
            key={productId}
            productId={productId}
            current={product?.images[0]}
            currentAlt={product ? productsMessages.imageAlt(product.title) : undefined}
            productTitle={product?.title}
            onSettled={(uploaded) => {
              if (uploaded) navigate(panelHref('products'));
            }}
          />
        </>
      )}
    </>
  );
}

/** The product's title: bold, and a long one without spaces wraps instead of widening the page. */
const Named = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;
