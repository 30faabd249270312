import {
  listPollingOptions,
  useGetAllVendorsQuery,
  useSendRegistrationEmailMutation,
  useUpdateVendorMutation,
} from '@sika/api-client';
import {
  messages,
  signupStepThreeInitialValues,
  signupStepThreeSchema,
  STORAGE_KEYS,
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
  const { data: vendors } = useGetAllVendorsQuery(undefined, listPollingOptions);
  const [updateVendor, { isLoading }] = useUpdateVendorMutation();
  const [sendRegistrationEmail] = useSendRegistrationEmailMutation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const vendor = vendors?.find((entry) => entry._id === id);

  useEffect(() => {
    localStorage.setItem(STORAGE_KEYS.vendorId, id);
  }, [id]);

  async function submit(values: SignupStepThreeValues) {
    setFailed(false);
    try {
      await updateVendor({
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
    if (vendor) {
      sendRegistrationEmail({ registrationEmailBody: { BusinessName: vendor.BusinessName, email: vendor.email } })
        .unwrap()
        .catch((error: unknown) => console.error('Registration e-mail not sent:', error));
    } else {
      console.error(`Registration e-mail not sent: vendor ${id} is not in the vendors list.`);
    }
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
