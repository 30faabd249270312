import {
  isTransportError,
  useGetAllVendorsQuery,
  useRememberVendorId,
  useSendRegistrationEmailMutation,
  useUpdateVendorMutation,
  type Vendor,
} from '@sika/api-client';
import {
  formatGhanaPhone,
  messages,
  paths,
  SIGNUP_STEP_COUNT,
  signupStepThreeInitialValues,
  signupStepThreeSchema,
  type ReturnToState,
  type SignupStepThreeValues,
  signupThreeMessages,
} from '@sika/domain';
import { Formik } from 'formik';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  AuthLayout,
  FormStack,
  FormSubmit,
  PhoneField,
  SpinnerOverlay,
  StepIndicator,
  TextField,
  TextLink,
} from '../../components/index.ts';
import { useAnsweredOnce } from '../../hooks/useAnsweredOnce.ts';
import { useSubmit } from '../../hooks/useSubmit.ts';

const text = signupThreeMessages;
/** The update's names of this form's fields, for the server's per-field messages. */
const apiFields = { momo_mobile_name: 'business_momo_name', momo_mobile: 'business_momo_mobile' } as const;

/** 401/403 after the base query's one refresh: the session is gone, not the server broken. */
const isSessionRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && (error.status === 401 || error.status === 403);

/** The form as the server's record left it: what a vendor who comes back (a reload, a resumed sign-up) saved before. */
function valuesOf(record: Vendor | undefined): SignupStepThreeValues {
  if (!record) return signupStepThreeInitialValues;
  return {
    ...signupStepThreeInitialValues,
    business_momo_name: record.momo_mobile_name,
    business_momo_mobile: formatGhanaPhone(record.momo_mobile),
  };
}

/**
 * Sign-up step three (route /signup-page-three/:id): the payout details of vendor {id}, which is kept
 * as vid. The form is filled in from the server's record (it waits for it; without one it starts
 * empty), and Back leads to step two. On success registration is complete, the "registration
 * received" e-mail is sent (its failure is only logged and never holds the vendor up) and the vendor
 * goes to the approval page.
 * On failure the spinner goes and a red 'Something went wrong!' shows, with what was typed kept;
 * without a session the vendor is asked to log in, and the login brings them back here.
 */
export function SignupStepThree({ footerYear }: { footerYear?: number }) {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  // Read once: a form page has no reason to poll.
  const { data: vendors, isFetching } = useGetAllVendorsQuery();
  // Wait for a request in flight too: coming Back from the next step, the cached record may be the
  // one from before the save, and the form is filled from its first answer only.
  const formReady = useAnsweredOnce(isFetching);
  const [updateVendor] = useUpdateVendorMutation();
  const [sendRegistrationEmail] = useSendRegistrationEmailMutation();
  const navigate = useNavigate();
  useRememberVendorId(id);
  const { submit, busy, failure } = useSubmit({
    send: (values: SignupStepThreeValues) =>
      updateVendor({
        vendorUpdate: {
          id,
          momo_mobile_name: values.business_momo_name,
          momo_mobile: values.business_momo_mobile,
          registrationCompleted: true,
        },
      }),
    onSuccess: (updated) => {
      // The original product read the record from the cached vendors list; the update's answer is
      // the same record, so the e-mail still goes when the list has not arrived yet.
      const vendor = vendors?.find((entry) => entry._id === id) ?? updated;
      sendRegistrationEmail({ registrationEmailBody: { BusinessName: vendor.BusinessName, email: vendor.email } })
        .unwrap()
        .catch((error: unknown) => console.error('Registration e-mail not sent:', error));
      navigate(paths.vendorApproval);
    },
    // Offline it says so, as the login does (docs/product.md, Sign-up).
    failure: (error) =>
      isSessionRefusal(error)
        ? text.loginToContinue
        : isTransportError(error)
          ? messages.network.unreachable
          : text.failed,
    fieldsFromServer: apiFields,
  });
  const returnHere: ReturnToState = { returnTo: pathname };

  return (
    <AuthLayout heading={text.heading} title={text.pageTitle} footerYear={footerYear}>
      <StepIndicator step={3} count={SIGNUP_STEP_COUNT} back={paths.signupTwo(id)} />
      {formReady && (
        <Formik
          initialValues={valuesOf(vendors?.find((vendor) => vendor._id === id))}
          validationSchema={signupStepThreeSchema}
          onSubmit={submit}
        >
          <FormStack noValidate aria-label={text.heading}>
            <TextField name="business_momo_name" label={text.momoNameLabel} autoComplete="name" />
            <PhoneField name="business_momo_mobile" label={text.momoNumberLabel} />
            {/* Typed twice, never filled in: a typo would send payouts astray. */}
            <PhoneField name="business_momo_mobile_confirm" label={text.momoNumberConfirmLabel} autoComplete="off" />
            <FormSubmit failure={failure} busy={busy} label={text.next}>
              {failure === text.loginToContinue && (
                <TextLink to={paths.login} state={returnHere}>
                  {messages.session.loginAgain}
                </TextLink>
              )}
            </FormSubmit>
          </FormStack>
        </Formik>
      )}
      <SpinnerOverlay visible={busy || !formReady} />
    </AuthLayout>
  );
}
