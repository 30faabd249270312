import {
  rememberVendorId,
  useGetAllVendorsQuery,
  useSendRegistrationEmailMutation,
  useUpdateVendorMutation,
  type Vendor,
} from '@sika/api-client';
import {
  messages,
  signupStepThreeInitialValues,
  signupStepThreeSchema,
  type SignupStepThreeValues,
} from '@sika/domain';
import { Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AuthLayout,
  Button,
  ErrorText,
  FormStack,
  PageHeading,
  SpinnerOverlay,
  TextField,
} from '../../components/index.ts';

const text = messages.signupThree;

/**
 * Sign-up step three (route /signup-page-three/:id): the payout details of vendor {id}, which is kept
 * as vid. On success registration is complete, the "registration received" e-mail is sent (its
 * failure is only logged and never holds the vendor up) and the vendor goes to the approval page.
 * On failure the spinner goes and a red 'Something went wrong!' shows, with what was typed kept.
 */
export function SignupStepThree({ footerYear }: { footerYear?: number }) {
  const { id = '' } = useParams();
  // Read once: a form page has no reason to poll.
  const { data: vendors } = useGetAllVendorsQuery();
  const [updateVendor, { isLoading }] = useUpdateVendorMutation();
  const [sendRegistrationEmail] = useSendRegistrationEmailMutation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => rememberVendorId(id), [id]);

  async function submit(values: SignupStepThreeValues) {
    setFailed(false);
    let updated: Vendor;
    try {
      updated = await updateVendor({
        vendorUpdate: {
          id,
          momo_mobile_name: values.business_momo_name,
          momo_mobile: values.business_momo_mobile,
          registrationCompleted: true,
        },
      }).unwrap();
    } catch {
      setFailed(true);
      return;
    }
    // The spec reads the record from the cached vendors list; the update's answer is the same
    // record, so the e-mail still goes when the list has not arrived yet.
    const vendor = vendors?.find((entry) => entry._id === id) ?? updated;
    sendRegistrationEmail({ registrationEmailBody: { BusinessName: vendor.BusinessName, email: vendor.email } })
      .unwrap()
      .catch((error: unknown) => console.error('Registration e-mail not sent:', error));
    navigate('/vendor-approval-page');
  }

  return (
    <AuthLayout footerYear={footerYear}>
      <title>{text.pageTitle}</title>
      <PageHeading>{text.heading}</PageHeading>
      <Formik initialValues={signupStepThreeInitialValues} validationSchema={signupStepThreeSchema} onSubmit={submit}>
        <FormStack noValidate aria-label={text.heading}>
          <TextField name="business_momo_name" label={text.momoNameLabel} autoComplete="name" />
          <TextField name="business_momo_mobile" type="tel" label={text.momoNumberLabel} autoComplete="tel" />
          {failed && <ErrorText>{text.failed}</ErrorText>}
          <Button type="submit" busy={isLoading}>
            {text.next}
          </Button>
        </FormStack>
      </Formik>
      <SpinnerOverlay visible={isLoading} />
    </AuthLayout>
  );
}
