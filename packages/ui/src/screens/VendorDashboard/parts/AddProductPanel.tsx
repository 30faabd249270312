import {
  selectVendor,
  useCreateProductMutation,
  useSendProductCreatedEmailMutation,
  type Product,
} from '@sika/api-client';
import {
  addProductInitialValues,
  DESCRIPTION_MAX_LENGTH,
  paths,
  PRODUCT_CATEGORIES,
  toOptions,
  type AddProductValues,
  type FormDraft,
  addProductMessages,
  parseMoneyText,
  queueMessages,
} from '@sika/domain';
import { Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  ErrorText,
  FormStack,
  InstalmentPlans,
  PageHeading,
  SelectField,
  SpinnerOverlay,
  TextAreaField,
  TextField,
  toast,
} from '../../../components/index.ts';
import { DraftKeeper, dropDraft } from '../../../connected/WriteQueue/DraftKeeper.tsx';
import {
  loadWrites,
  preloadWrites,
  sendOrQueue,
  type SentOrQueued,
  useWriteQueueRunning,
} from '../../../connected/WriteQueue/sendOrQueue.ts';
import { refusalStatus, useReopenedWrite } from '../../../connected/WriteQueue/useReopenedWrite.ts';
import { lazySchema } from '../../../hooks/lazySchema.ts';
import { sameNames, useSubmit } from '../../../hooks/useSubmit.ts';
import { whenIdle } from '../../../hooks/whenIdle.ts';
import { panelHref } from './panels.ts';

const text = addProductMessages;
/** The name this form's draft is kept under (DraftKeeper). */
const DRAFT = 'addProduct';

// The form's yup schema (and yup, ~13 kB gzip) is not part of the dashboard's first load (All
// Products needs none): it is fetched when this panel is first idle.
const addProductSchema = lazySchema(async () => (await import('@sika/domain/schemas/addProduct')).addProductSchema);
const categoryOptions = toOptions(PRODUCT_CATEGORIES);

/** The plan cards follow the price field as it is typed. */
function PlansForPrice() {
  const { values } = useFormikContext<FormDraft<AddProductValues>>();
  return <InstalmentPlans price={values.price} />;
}

/**
 * Add New Products: the form with instalment previews. Success: the product is kept as productKey
 * (the store's listener writes it), a toast says so, the form closes and the image step opens; the
 * product-created e-mail is requested and its failure only logged. Failure: a toast, and every
 * typed value stays. Offline (or when the request never arrives) the product is kept on the phone
 * and sent when the connection is back; reopened from All Products (?queued=...), the form holds
 * what was kept and the server's sentences, and sends it again (docs/product.md, Writes that wait).
 */
export function AddProductPanel({ businessName }: { businessName: string }) {
  useWriteQueueRunning();
  const [createProduct] = useCreateProductMutation();
  const [sendEmail] = useSendProductCreatedEmailMutation();
  const vendor = useSelector(selectVendor);
  const navigate = useNavigate();
  const reopened = useReopenedWrite(vendor?._id);
  useEffect(
    () =>
      whenIdle(() => {
        addProductSchema.preload();
        preloadWrites();
      }),
    [],
  );
  const { submit, busy } = useSubmit({
    // Formik submits only valid values; the cast gives numbers and the contract's category type.
    send: (values: FormDraft<AddProductValues>) => ({
      unwrap: async (): Promise<SentOrQueued<Product>> => {
        const cast = await addProductSchema.schema().then(
          (schema) => schema.cast(values),
          // Offline before the form's checks ever arrived: kept as typed, its numbers read as the
          // checks read them; the server checks every value when it is sent.
          () =>
            ({
              ...values,
              price: parseMoneyText(String(values.price)),
              deliveryPrice: parseMoneyText(String(values.deliveryPrice)),
              quantity: Number(String(values.quantity).replaceAll(',', '')),
            }) as AddProductValues,
        );
        const productInput = { ...cast, category: cast.category };
        if (reopened && vendor) {
          await (await loadWrites()).resendWrite(vendor._id, reopened.key, productInput);
          return { queued: { ...reopened, body: productInput } };
        }
        return sendOrQueue(vendor?._id ?? '', { operation: 'create', body: productInput }, (key) =>
          createProduct({ 'Idempotency-Key': key, productInput }).unwrap(),
        );
      },
    }),
    failure: () => null, // the toast is the whole message
    failureToast: text.failed,
    fieldsFromServer: sameNames('title', 'description', 'price', 'deliveryPrice', 'category', 'brand', 'quantity'),
    onSuccess: (outcome) => {
      dropDraft(vendor?._id, DRAFT);
      if ('queued' in outcome) {
        toast.success(queueMessages.savedOnPhone);
        // A new product gets its picture next, kept on the phone with it; a product sent again goes back to the list.
        navigate(reopened ? panelHref('products') : paths.productPicture(outcome.queued.productId));
        return;
      }
      const product = outcome.sent;
      toast.success(text.created);
      sendEmail({
        productCreatedEmailBody: {
          BusinessName: businessName,
          email: vendor?.email,
          title: product.title,
          price: String(product.price),
        },
      })
        .unwrap()
        .catch((error: unknown) => console.warn('product-created e-mail failed', error));
      // The step's address names the product, so a reload keeps the step for it.
      navigate(paths.productPicture(product._id));
    },
  });

  // A write named in the address is read before the form shows its values.
  if (reopened === undefined) return <PageHeading tabIndex={-1}>{text.heading}</PageHeading>;
  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      {reopened?.state === 'refused' && (
        <ErrorText>
          {queueMessages.reopenedNote} {reopened.refusal?.message}
        </ErrorText>
      )}
      <Formik
        initialValues={reopened?.body ? (reopened.body as FormDraft<AddProductValues>) : addProductInitialValues}
        initialStatus={refusalStatus(reopened)}
        validationSchema={addProductSchema}
        onSubmit={async (values, form) => {
          // The checks pass unchecked while their code cannot be fetched (lazySchema); if it has
          // arrived since, values it rejects get their field messages rather than being sent.
          const errors = await addProductSchema.errorsOf(values);
          if (Object.keys(errors).length > 0) form.setErrors(errors);
          else await submit(values, form);
        }}
      >
        <FormStack noValidate aria-label={text.heading}>
          {!reopened && <DraftKeeper vendorId={vendor?._id} form={DRAFT} />}
          <TextField name="title" label={text.titleLabel} />
          <TextAreaField name="description" label={text.descriptionLabel} maxLength={DESCRIPTION_MAX_LENGTH} />
          <TextField name="price" label={text.priceLabel} inputMode="decimal" hint={text.amountHint} />
          <PlansForPrice />
          <TextField name="deliveryPrice" label={text.deliveryPriceLabel} inputMode="decimal" hint={text.amountHint} />
          <SelectField
            name="category"
            label={text.categoryLabel}
            options={categoryOptions}
            placeholder={text.categoryPlaceholder}
          />
          <TextField name="brand" label={text.brandLabel} />
          <TextField name="quantity" label={text.quantityLabel} inputMode="numeric" />
          <Button type="submit" busy={busy}>
            {reopened ? queueMessages.resend : text.submit}
          </Button>
        </FormStack>
      </Formik>
      <SpinnerOverlay visible={busy} />
    </>
  );
}
