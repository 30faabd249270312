import { useUpdateVendorMutation } from '@sika/api-client';
import {
  BUSINESS_CATEGORIES,
  messages,
  paths,
  signupStepTwoInitialValues,
  signupStepTwoSchema,
  toOptions,
  type FormDraft,
  type SignupStepTwoValues,
} from '@sika/domain';
import { Formik } from 'formik';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AuthLayout, Combobox, FormStack, FormSubmit, SpinnerOverlay, TextField } from '../../components/index.ts';
import { useSubmit } from '../../hooks/useSubmit.ts';

const text = messages.signupTwo;
const categoryOptions = toOptions(BUSINESS_CATEGORIES);
/** The update's names of this form's fields, for the server's per-field messages. */
const apiFields = {
  BusinessName: 'business_name',
  BusinessCategory: 'business_category',
  BusinessAddress: 'business_address',
  mobile: 'business_mobile',
} as const;

/**
 * Sign-up step two (route /signup-page-two/:id): the business details of vendor {id}. On success
 * the vendor moves to step three; on failure the spinner goes and a red 'Something went wrong!'
 * shows, with what was typed kept.
 */
export function SignupStepTwo({ footerYear }: { footerYear?: number }) {
  const { id = '' } = useParams();
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
    onSuccess: () => navigate(paths.signupThree(id)),
    failure: () => text.failed,
    fieldsFromServer: apiFields,
  });

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);

  return (
    <AuthLayout heading={text.heading} title={text.pageTitle} footerYear={footerYear}>
      <Formik initialValues={signupStepTwoInitialValues} validationSchema={signupStepTwoSchema} onSubmit={submit}>
        <FormStack noValidate aria-label={text.heading}>
          <TextField name="business_name" label={text.businessNameLabel} autoComplete="organization" />
          <Combobox
            name="business_category"
            label={text.businessCategoryLabel}
            options={categoryOptions}
            noMatchText={text.noCategoryFound}
            placeholder={text.businessCategoryPlaceholder}
          />
          <TextField name="business_address" label={text.businessAddressLabel} autoComplete="street-address" />
          <TextField name="business_mobile" type="tel" label={text.businessMobileLabel} autoComplete="tel" />
          <FormSubmit failure={failure} busy={busy} label={text.next} />
        </FormStack>
      </Formik>
      <SpinnerOverlay visible={busy} />
    </AuthLayout>
  );
}
