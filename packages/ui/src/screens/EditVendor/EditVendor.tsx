import {
  errorMessageOf,
  selectVendor,
  useFreshLists,
  useGetAllVendorsQuery,
  useUpdateVendorMutation,
  type Vendor,
  type VendorUpdate,
} from '@sika/api-client';
import {
  EDIT_VENDOR_CATEGORIES,
  editVendorSchema,
  formatGhanaPhone,
  isBusinessCategory,
  messages,
  momoNumberChanged,
  needsCurrentPassword,
  toOptions,
  type EditVendorValues,
  type FormDraft,
  editVendorMessages,
} from '@sika/domain';
import { Formik, useFormikContext, validateYupSchema, yupToFormErrors } from 'formik';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import {
  BackLink,
  Button,
  Cluster,
  ErrorText,
  FormStack,
  PageHeading,
  PhoneField,
  QueryState,
  SelectField,
  SpinnerOverlay,
  Stack,
  TextField,
  toast,
} from '../../components/index.ts';
import { PageShapes, panelHref, VendorFrame } from '../../connected/index.ts';
import { DraftKeeper, dropDraft } from '../../connected/WriteQueue/DraftKeeper.tsx';
import { sameNames, useSubmit } from '../../hooks/useSubmit.ts';

const text = editVendorMessages;
const categoryOptions = toOptions(EDIT_VENDOR_CATEGORIES);
type Values = FormDraft<EditVendorValues>;

/** The name this form's draft is kept under (DraftKeeper): what was typed survives a reload. */
const DRAFT = 'editVendor';
/** Passwords are never written to the phone: a restored draft asks for them again. */
const NOT_KEPT = ['password', 'confirmPassword', 'currentPassword'] as const;

const valuesOf = (vendor: Vendor): Values => ({
  BusinessName: vendor.BusinessName,
  email: vendor.email,
  password: '',
  confirmPassword: '',
  // Stored as E.164, shown in the national form (an old number that does not parse, as stored).
  mobile: formatGhanaPhone(vendor.mobile),
  momo_mobile: formatGhanaPhone(vendor.momo_mobile),
  momo_mobile_confirm: '',
  momo_mobile_name: vendor.momo_mobile_name,
  BusinessCategory: isBusinessCategory(vendor.BusinessCategory) ? vendor.BusinessCategory : '',
  BusinessAddress: vendor.BusinessAddress,
  currentPassword: '',
});

/**
 * Edit vendor (route /edit-vendor/:id, behind the vendor gate), in the dashboard's frame with a way
 * back to the profile: the fields of docs/product.md, Edit vendor, prefilled from the vendor's own
 * record. The id in the route must be the signed-in vendor's: another id edits nothing and says so.
 * Success says so and goes back to Profile; a failure keeps every value and toasts, except a wrong
 * current password, which its field alone says.
 */
export function EditVendor({ footerYear }: { footerYear?: number }) {
  const { id = '' } = useParams();
  const stored = useSelector(selectVendor);
  const polling = useFreshLists({ skip: !stored });
  const vendors = useGetAllVendorsQuery(undefined, { ...polling, skip: !stored });

  return (
    <VendorFrame footerYear={footerYear} current="profile" within>
      <title>{text.heading}</title>
      <Stack maxWidth="640px">
        <BackLink to={panelHref('profile')}>{text.backToProfile}</BackLink>
        <QueryState
          query={vendors}
          placeholder={
            <>
              <PageHeading>{text.heading}</PageHeading>
              <PageShapes page="editVendor" />
            </>
          }
          errorHeading={<PageHeading>{text.heading}</PageHeading>}
          errorMessage={messages.generic.somethingWentWrongEllipsis}
          select={(list) => list.find((entry) => entry._id === stored?._id)}
        >
          {(vendor) =>
            vendor._id === id ? (
              <EditForm key={vendor._id} vendor={vendor} />
            ) : (
              <>
                <PageHeading>{text.notYoursHeading}</PageHeading>
                <p>{text.notYoursBody}</p>
              </>
            )
          }
        </QueryState>
      </Stack>
    </VendorFrame>
  );
}

/** The api's answer to a wrong current password (a 400 WRONG_PASSWORD): its field says so. */
function wrongCurrentPassword(error: unknown): boolean {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  return typeof data === 'object' && data !== null && (data as { code?: unknown }).code === 'WRONG_PASSWORD';
}

/** What is sent: the original payload, a new password only when typed, the current one only when needed. */
function updateOf(vendor: Vendor, values: Values): VendorUpdate {
  const {
    password,
    confirmPassword: _confirm,
    momo_mobile_confirm: _momoConfirm,
    currentPassword,
    BusinessCategory,
    BusinessAddress = '',
    ...fields
  } = values;
  return {
    id: vendor._id,
    ...fields,
    ...(BusinessCategory ? { BusinessCategory } : {}),
    // A record without an address (and none typed) sends none; an emptied one is sent, and refused.
    ...(BusinessAddress.trim() || vendor.BusinessAddress ? { BusinessAddress } : {}),
    ...(password ? { password } : {}),
    ...(needsCurrentPassword(vendor, values) && currentPassword ? { currentPassword } : {}),
  };
}

function EditForm({ vendor }: { vendor: Vendor }) {
  const [updateVendor] = useUpdateVendorMutation();
  const navigate = useNavigate();
  const { submit, busy, failure } = useSubmit({
    send: (values: Values) => updateVendor({ vendorUpdate: updateOf(vendor, values) }),
    // A wrong current password is said under its field alone; anything else also toasts.
    failure: (error) =>
      typeof error === 'object' && error !== null && 'status' in error && error.status === 400
        ? errorMessageOf(error, text.updateFailed)
        : null,
    onFailure: (error) => {
      if (!wrongCurrentPassword(error)) toast.error(text.updateFailed);
    },
    fieldsFromServer: sameNames(
      'BusinessName',
      'email',
      'password',
      'mobile',
      'momo_mobile',
      'momo_mobile_name',
      'BusinessCategory',
      'BusinessAddress',
      'currentPassword',
    ),
    onSuccess: (saved, values) => {
      dropDraft(vendor._id, DRAFT);
      // A new address is not saved yet: it waits for the link the server mailed to it.
      const asked = (values.email ?? '').trim().toLowerCase();
      toast.success(text.updated);
      if (asked && asked !== saved.email.toLowerCase()) toast.success(text.emailPending(asked));
      // Back to the record just changed, where the vendor sees it (and a waiting address).
      navigate(panelHref('profile'));
    },
  });

  // The current password is asked for only when a sensitive field changed (the schema's context).
  const validate = (values: Values) =>
    validateYupSchema(values, editVendorSchema, false, {
      needsCurrentPassword: needsCurrentPassword(vendor, values),
      momoNumberChanged: momoNumberChanged(vendor, values),
    }).then(
      () => ({}),
      (error: unknown) => yupToFormErrors(error),
    );

  return (
    <>
      <PageHeading>{text.heading}</PageHeading>
      <Formik initialValues={valuesOf(vendor)} validate={validate} onSubmit={submit}>
        <FormStack noValidate aria-label={text.heading}>
          <DraftKeeper<Values> vendorId={vendor._id} form={DRAFT} notKept={NOT_KEPT} />
          <TextField name="BusinessName" label={text.businessNameLabel} autoComplete="organization" />
          <TextField name="email" label={text.emailLabel} type="email" autoComplete="email" />
          <TextField
            name="password"
            label={text.passwordLabel}
            type="password"
            autoComplete="new-password"
            hint={text.passwordHint}
          />
          <TextField
            name="confirmPassword"
            label={text.confirmPasswordLabel}
            type="password"
            autoComplete="new-password"
          />
          <PhoneField name="mobile" label={text.mobileLabel} />
          <PhoneField name="momo_mobile" label={text.momoMobileLabel} autoComplete="off" />
          <MomoNumberAgain vendor={vendor} />
          <TextField name="momo_mobile_name" label={text.momoNameLabel} />
          <SelectField
            name="BusinessCategory"
            label={text.categoryLabel}
            options={categoryOptions}
            placeholder={text.categoryPlaceholder}
          />
          <TextField name="BusinessAddress" label={text.businessAddressLabel} autoComplete="street-address" />
          <CurrentPassword vendor={vendor} />
          {failure && <ErrorText>{failure}</ErrorText>}
          <Cluster>
            <Button type="submit" busy={busy}>
              {text.submit}
            </Button>
            <BackLink to={panelHref('profile')} arrow={false}>
              {text.cancel}
            </BackLink>
          </Cluster>
        </FormStack>
      </Formik>
      <SpinnerOverlay visible={busy} />
    </>
  );
}

/** A changed MoMo number is typed twice (a typo would send payouts astray); unchanged, it is not asked. */
function MomoNumberAgain({ vendor }: { vendor: Vendor }) {
  const { values } = useFormikContext<Values>();
  if (!momoNumberChanged(vendor, values)) return null;
  return <PhoneField name="momo_mobile_confirm" label={text.momoMobileConfirmLabel} autoComplete="off" />;
}

/** Shown only once the e-mail, the password or a mobile-money field differs from the saved record. */
function CurrentPassword({ vendor }: { vendor: Vendor }) {
  const { values } = useFormikContext<Values>();
  if (!needsCurrentPassword(vendor, values)) return null;
  return (
    <TextField
      name="currentPassword"
      label={text.currentPasswordLabel}
      type="password"
      autoComplete="current-password"
      hint={text.currentPasswordHint}
    />
  );
}
