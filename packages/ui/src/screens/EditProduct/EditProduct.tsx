import {
  selectVendor,
  useDeleteProductMutation,
  useFreshLists,
  useGetAllProductsQuery,
  useUpdateProductMutation,
  type Product,
  type ProductInput,
} from '@sika/api-client';
import { isLocalId } from '@sika/api-client/writes/localId';
import {
  DESCRIPTION_MAX_LENGTH,
  editProductSchema,
  IMAGE_PREVIEW_SIZE_PX,
  isProductCategory,
  paths,
  PRODUCT_CATEGORIES,
  SPINNER_CLEAR_DELAY_MS,
  toOptions,
  type EditProductValues,
  type FormDraft,
  productsMessages,
  editProductMessages,
  queueMessages,
} from '@sika/domain';
import { Formik } from 'formik';
import { Suspense, useEffect, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  BackLink,
  Button,
  Cluster,
  CodeLoadBoundary,
  ConfirmDialog,
  ErrorText,
  FormStack,
  PageHeading,
  QueryState,
  SelectField,
  SpinnerOverlay,
  Stack,
  TextAreaField,
  TextField,
  toast,
} from '../../components/index.ts';
import { PageShapes, panelHref, VendorFrame } from '../../connected/index.ts';
import { DraftKeeper, dropDraft } from '../../connected/WriteQueue/DraftKeeper.tsx';
import {
  loadWrites,
  preloadWrites,
  sendOrQueue,
  useWriteQueueRunning,
} from '../../connected/WriteQueue/sendOrQueue.ts';
import { useQueuedWrites } from '../../connected/WriteQueue/useQueuedWrites.ts';
import { refusalStatus, useReopenedWrite } from '../../connected/WriteQueue/useReopenedWrite.ts';
import { lazyComponent } from '../../hooks/lazyComponent.tsx';
import { useRoleMay } from '../../hooks/useRoleMay.ts';
import { whenIdle } from '../../hooks/whenIdle.ts';
import { sameNames, useSubmit } from '../../hooks/useSubmit.ts';

const text = editProductMessages;
const categoryOptions = toOptions(PRODUCT_CATEGORIES);

// The picker's code (its drop zone) comes after the form's: the form paints without waiting for it,
// and the page's first load stays within its budget.
const PictureUpload = lazyComponent(() =>
  import('../../connected/PictureUpload/index.ts').then((m) => m.PictureUpload),
);

/** The picker's code, fetched (a story's loader: the picture then shows at once, as in a warm app). */
export async function loadEditProductPicture(): Promise<void> {
  await PictureUpload.load();
}

const valuesOf = (product: Product): FormDraft<EditProductValues> => ({
  title: product.title,
  description: product.description,
  price: product.price,
  deliveryPrice: product.deliveryPrice,
  category: isProductCategory(product.category) ? product.category : '',
  brand: product.brand,
  quantity: product.quantity,
});

/**
 * Edit product (route /edit-product/:id, behind the vendor gate), in the dashboard's frame with a
 * way back to the list: every field prefilled from the vendor's product list, Update and Delete
 * (through a static confirmation dialog); after either the vendor reads that it worked and goes to
 * the dashboard. A failure toasts and keeps what was typed. An id that is not among the vendor's
 * products shows a not-found state. Offline, an update or delete is kept on the phone and sent when
 * the connection is back; a product added offline (a local id) is edited from what was kept
 * (docs/product.md, Writes that wait).
 */
export function EditProduct({ footerYear }: { footerYear?: number }) {
  const { id = '' } = useParams();
  const polling = useFreshLists();
  const products = useGetAllProductsQuery(undefined, {
    ...polling,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });

  return (
    <VendorFrame footerYear={footerYear} current="products" within>
      <title>{text.heading}</title>
      <Stack maxWidth="640px">
        <BackLink to={panelHref('products')}>{text.backToProducts}</BackLink>
        {isLocalId(id) ? (
          <KeptProduct id={id} />
        ) : (
          <QueryState
            query={products}
            placeholder={
              <>
                <PageHeading>{text.heading}</PageHeading>
                <PageShapes page="editProduct" />
              </>
            }
            errorHeading={<PageHeading>{text.heading}</PageHeading>}
            errorMessage={productsMessages.failed}
            select={(list) => list.find((entry) => entry._id === id)}
            notFound={
              <>
                <PageHeading>{text.notFoundHeading}</PageHeading>
                <p>{text.notFoundBody}</p>
              </>
            }
          >
            {(product) => <EditForm key={product._id} product={product} />}
          </QueryState>
        )}
      </Stack>
    </VendorFrame>
  );
}

/** A product added on this phone and not yet sent: edited from what was kept; its changes wait for it. */
function KeptProduct({ id }: { id: string }) {
  const writes = useQueuedWrites();
  const created = writes?.find((write) => write.operation === 'create' && write.productId === id);
  if (!writes) return <PageHeading>{text.heading}</PageHeading>;
  if (!created) {
    return (
      <>
        <PageHeading>{text.notFoundHeading}</PageHeading>
        <p>{text.notFoundBody}</p>
      </>
    );
  }
  const body = created.body as ProductInput;
  return (
    <EditForm key={id} product={{ ...body, _id: id, vendor: '', vendorEmail: body.vendorEmail ?? '', images: [] }} />
  );
}

/**
 * After a failed update or delete the spinner stays SPINNER_CLEAR_DELAY_MS, then clears; the form
 * keeps what was typed. (A success leaves the page at once.)
 */
function useSpinnerHold() {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(() => setHeld(false), SPINNER_CLEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [held]);
  return { held, hold: () => setHeld(true) };
}

function EditForm({ product }: { product: Product }) {
  useWriteQueueRunning();
  const [updateProduct] = useUpdateProductMutation();
  const [deleteProduct, { isLoading: deleting }] = useDeleteProductMutation();
  const [confirming, setConfirming] = useState(false);
  // Deleting a product is the owner's and managers' (docs/product.md, Team).
  const mayDelete = useRoleMay('manageCatalogue');
  const spinner = useSpinnerHold();
  const navigate = useNavigate();
  const vendorId = useSelector(selectVendor)?._id;
  const reopened = useReopenedWrite(vendorId);
  const draft = `editProduct:${product._id}`;
  useEffect(() => whenIdle(preloadWrites), []);
  /** Kept on the phone rather than sent: say so, and go back to the list, where it waits. */
  const queued = () => {
    dropDraft(vendorId, draft);
    toast.success(queueMessages.savedOnPhone);
    navigate(paths.dashboard);
  };
  const { submit, busy } = useSubmit({
    send: (values: FormDraft<EditProductValues>) => ({
      unwrap: async () => {
        const cast = editProductSchema.cast(values);
        const changes = { ...cast, category: cast.category };
        if (reopened && vendorId) {
          await (await loadWrites()).resendWrite(vendorId, reopened.key, changes);
          return { queued: reopened };
        }
        return sendOrQueue(vendorId ?? '', { operation: 'update', productId: product._id, body: changes }, (key) =>
          updateProduct({ 'Idempotency-Key': key, productUpdate: { id: product._id, ...changes } }).unwrap(),
        );
      },
    }),
    failure: () => null, // the toast is the whole message
    failureToast: text.updateFailed,
    fieldsFromServer: sameNames('title', 'description', 'price', 'deliveryPrice', 'category', 'brand', 'quantity'),
    onFailure: spinner.hold,
    onSuccess: (outcome) => {
      if ('queued' in outcome) return queued();
      dropDraft(vendorId, draft);
      toast.success(text.updated);
      navigate(paths.dashboard);
    },
  });

  async function confirmDelete() {
    try {
      const outcome = await sendOrQueue(vendorId ?? '', { operation: 'delete', productId: product._id }, (key) =>
        deleteProduct({ 'Idempotency-Key': key, idBody: { id: product._id } }).unwrap(),
      );
      if ('queued' in outcome) return queued();
      dropDraft(vendorId, draft);
      toast.success(text.deleted);
      navigate(paths.dashboard);
    } catch {
      setConfirming(false);
      toast.error(text.deleteFailed);
      spinner.hold();
    }
  }

  // A write named in the address is read before the form shows its values.
  if (reopened === undefined) return <PageHeading>{text.heading}</PageHeading>;
  return (
    <>
      <PageHeading>{text.heading}</PageHeading>
      {reopened?.state === 'refused' && (
        <ErrorText>
          {queueMessages.reopenedNote} {reopened.refusal?.message}
        </ErrorText>
      )}
      <ProductPicture product={product} />
      <Formik
        initialValues={{ ...valuesOf(product), ...(reopened?.body as Partial<FormDraft<EditProductValues>>) }}
        initialStatus={refusalStatus(reopened)}
        validationSchema={editProductSchema}
        onSubmit={submit}
      >
        <FormStack noValidate aria-label={text.heading}>
          {!reopened && <DraftKeeper vendorId={vendorId} form={draft} />}
          <TextField name="title" label={text.titleLabel} />
          <TextAreaField name="description" label={text.descriptionLabel} maxLength={DESCRIPTION_MAX_LENGTH} />
          <TextField name="price" label={text.priceLabel} inputMode="decimal" />
          <TextField name="deliveryPrice" label={text.deliveryPriceLabel} inputMode="decimal" />
          <TextField name="brand" label={text.brandLabel} />
          <SelectField
            name="category"
            label={text.categoryLabel}
            options={categoryOptions}
            placeholder={text.categoryPlaceholder}
          />
          <TextField name="quantity" label={text.quantityLabel} inputMode="numeric" />
          <Cluster>
            <Button type="submit" busy={busy || spinner.held}>
              {reopened ? queueMessages.resend : text.update}
            </Button>
            {mayDelete && (
              <Button variant="secondary" danger onClick={() => setConfirming(true)}>
                {text.delete}
              </Button>
            )}
            <BackLink to={panelHref('products')} arrow={false}>
              {text.cancel}
            </BackLink>
          </Cluster>
        </FormStack>
      </Formik>
      <ConfirmDialog
        open={confirming}
        title={text.deleteDialogTitle}
        cancelLabel={text.cancel}
        confirmLabel={text.confirmDelete}
        danger
        subject={product.title}
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      >
        {text.deleteDialogBody}
      </ConfirmDialog>
      <SpinnerOverlay visible={busy || deleting || spinner.held} />
    </>
  );
}

/**
 * The product's picture, replaced through the same upload as Add Product Images; the new one shows
 * here once it is in (the product list is asked again after an upload).
 */
function ProductPicture({ product }: { product: Product }) {
  const headingId = useId();
  return (
    <PictureSection aria-labelledby={headingId}>
      <h2 id={headingId}>{text.pictureHeading}</h2>
      <CodeLoadBoundary showing={product._id} onRetry={PictureUpload.reset}>
        <Suspense fallback={<PicturePlaceholder />}>
          <PictureUpload.Component
            productId={product._id}
            current={product.images[0]}
            currentAlt={productsMessages.imageAlt(product.title)}
            productTitle={product.title}
            buttonVariant="secondary"
          />
        </Suspense>
      </CodeLoadBoundary>
    </PictureSection>
  );
}

const PictureSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Where the picture will be while the picker's code arrives. */
const PicturePlaceholder = styled.div`
  width: ${IMAGE_PREVIEW_SIZE_PX}px;
  height: ${IMAGE_PREVIEW_SIZE_PX}px;
`;
