import { selectVendor, useCreateProductMutation, useSendProductCreatedEmailMutation } from '@sika/api-client';
import {
  addProductInitialValues,
  DESCRIPTION_MAX_LENGTH,
  paths,
  PRODUCT_CATEGORIES,
  toOptions,
  type AddProductValues,
  type FormDraft,
  addProductMessages,
} from '@sika/domain';
import { Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  FormStack,
  InstalmentPlans,
  PageHeading,
  SelectField,
  SpinnerOverlay,
  TextAreaField,
  TextField,
  toast,
} from '../../../components/index.ts';
import { lazySchema } from '../../../hooks/lazySchema.ts';
import { sameNames, useSubmit } from '../../../hooks/useSubmit.ts';
import { whenIdle } from '../../../hooks/whenIdle.ts';

const text = addProductMessages;

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
 * typed value stays.
 */
export function AddProductPanel({ businessName }: { businessName: string }) {
  const [createProduct] = useCreateProductMutation();
  const [sendEmail] = useSendProductCreatedEmailMutation();
  const vendor = useSelector(selectVendor);
  const navigate = useNavigate();
  useEffect(() => whenIdle(() => addProductSchema.preload()), []);
  const { submit, busy } = useSubmit({
    // Formik submits only valid values; the cast gives numbers and the contract's category type.
    send: (values: FormDraft<AddProductValues>) => ({
      unwrap: async () => {
        const product = (await addProductSchema.schema()).cast(values);
        return createProduct({ productInput: { ...product, category: product.category } }).unwrap();
      },
    }),
    failure: () => null, // the toast is the whole message
    failureToast: text.failed,
    fieldsFromServer: sameNames('title', 'description', 'price', 'deliveryPrice', 'category', 'brand', 'quantity'),
    onSuccess: (product) => {
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

  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <Formik
        initialValues={addProductInitialValues}
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
            {text.submit}
          </Button>
        </FormStack>
      </Formik>
      <SpinnerOverlay visible={busy} />
    </>
  );
}
