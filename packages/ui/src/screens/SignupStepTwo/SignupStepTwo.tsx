import { isTransportError, useGetAllVendorsQuery, useUpdateVendorMutation, type Vendor } from '@sika/api-client';
import {
  BUSINESS_CATEGORIES,
  formatGhanaPhone,
  messages,
  paths,
  SIGNUP_STEP_COUNT,
  signupStepTwoInitialValues,
  signupStepTwoSchema,
  toOptions,
  type FormDraft,
  type SignupStepTwoValues,
  signupTwoMessages,
} from '@sika/domain';
import { Formik } from 'formik';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AuthLayout,
  Combobox,
  FormStack,
  FormSubmit,
  PhoneField,
  SpinnerOverlay,
  StepIndicator,
  TextField,
} from '../../components/index.ts';
import { DraftKeeper, dropDraft } from '../../connected/WriteQueue/DraftKeeper.tsx';
import { useAnsweredOnce } from '../../hooks/useAnsweredOnce.ts';
import { useSubmit } from '../../hooks/useSubmit.ts';

const text = signupTwoMessages;
const categoryOptions = toOptions(BUSINESS_CATEGORIES);
/** The name this form's draft is kept under (DraftKeeper): what was typed survives a reload and Back. */
const DRAFT = 'signupTwo';
/** The update's names of this form's fields, for the server's per-field messages. */
const apiFields = {
  BusinessName: 'business_name',
  BusinessCategory: 'business_category',
  BusinessAddress: 'business_address',
  mobile: 'business_mobile',
} as const;

/** The form as the server's record left it: what a vendor who comes back (Back, a reload) saved before. */
function valuesOf(record: Vendor | undefined): FormDraft<SignupStepTwoValues> {
  if (!record) return signupStepTwoInitialValues;
  return {
    business_name: record.BusinessName,
    business_category: BUSINESS_CATEGORIES.find((category) => category === record.BusinessCategory) ?? '',
    business_address: record.BusinessAddress,
    business_mobile: formatGhanaPhone(record.mobile),
  };
}

/**
 * Sign-up step two (route /signup-page-two/:id): the business details of vendor {id}, filled in from
 * the server's record when the vendor comes back (the form waits for it; without one it starts
 * empty). On success the vendor moves to step three; on failure the spinner goes and a red
 * 'Something went wrong!' shows, with what was typed kept. Back leads to step one. What was typed
 * and not yet sent is kept on the phone until it is, and given back over a reload or Back
 * ('Restored what you typed').
 */
export function SignupStepTwo({ footerYear }: { footerYear?: number }) {
  const { id = '' } = useParams();
  // Read once: a form page has no reason to poll.
  const { data: vendors, isFetching } = useGetAllVendorsQuery();
  // Wait for a request in flight too: coming Back from the next step, the cached record may be the
  // one from before the save, and the form is filled from its first answer only.
  const formReady = useAnsweredOnce(isFetching);
  const [updateVendor] = useUpdateVendorMutation();
  const navigate = useNavigate();
  const { submit, busy, failure } = useSubmit({
    send: (values: FormDraft<SignupStepTwoValues>) => {
      // Formik submits only valid values; the cast narrows the category to the contract's type.
      const business = signupStepTwoSchema.cast(values);
      return updateVendor({
        vendorUpdate: {
          id,
          BusinessName: business.business_name,
          BusinessCategory: business.business_category,
          BusinessAddress: business.business_address,
          mobile: business.business_mobile,
        },
      });
    },
    onSuccess: () => {
      dropDraft(id, DRAFT);
      navigate(paths.signupThree(id));
    },
    // Offline it says so, as the login does (docs/product.md, Sign-up).
    failure: (error) => (isTransportError(error) ? messages.network.unreachable : text.failed),
    fieldsFromServer: apiFields,
  });

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);

  return (
    <AuthLayout heading={text.heading} title={text.pageTitle} footerYear={footerYear}>
      <StepIndicator step={2} count={SIGNUP_STEP_COUNT} back={paths.signupOne} />
      {formReady && (
        <Formik
          initialValues={valuesOf(vendors?.find((vendor) => vendor._id === id))}
          validationSchema={signupStepTwoSchema}
          onSubmit={submit}
        >
          <FormStack noValidate aria-label={text.heading}>
            <DraftKeeper<FormDraft<SignupStepTwoValues>> vendorId={id || undefined} form={DRAFT} />
            <TextField name="business_name" label={text.businessNameLabel} autoComplete="organization" />
            <Combobox
              name="business_category"
              label={text.businessCategoryLabel}
              options={categoryOptions}
              noMatchText={text.noCategoryFound}
              placeholder={text.businessCategoryPlaceholder}
            />
            <TextField name="business_address" label={text.businessAddressLabel} autoComplete="street-address" />
            <PhoneField name="business_mobile" label={text.businessMobileLabel} />
            <FormSubmit failure={failure} busy={busy} label={text.next} />
          </FormStack>
        </Formik>
      )}
      <SpinnerOverlay visible={busy || !formReady} />
    </AuthLayout>
  );
}
