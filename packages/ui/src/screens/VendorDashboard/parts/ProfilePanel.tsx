import {
  errorMessageOf,
  isTransportError,
  selectVendor,
  useDeleteVendorMutation,
  useFreshLists,
  useGetAllVendorsQuery,
  type Vendor,
} from '@sika/api-client';
import { nationalGhanaPhoneOfStored, paths, profileMessages } from '@sika/domain';
import type * as PhoneRules from '@sika/domain/phones';
import { Suspense, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { useRoleMay } from '../../../hooks/useRoleMay.ts';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  DialogPassword,
  useDialogPassword,
  PageHeading,
  QueryState,
  TextLink,
  toast,
  VisuallyHidden,
} from '../../../components/index.ts';
import { CodeLoadBoundary } from '../../../components/CodeLoadBoundary/CodeLoadBoundary.tsx';
import { lazyComponent } from '../../../hooks/lazyComponent.tsx';
import { PanelShapes } from './PanelPlaceholder.tsx';

// Order pings bring the Push API's code: fetched when Profile opens, not with the panel.
const PushToggle = lazyComponent(() =>
  import('../../../connected/PushToggle/PushToggle.tsx').then((m) => m.PushToggle),
);

/** The toggle's code, fetched (a story's loader, so the panel shows whole at once). */
export const loadPushToggle = () => PushToggle.load();

const text = profileMessages;

/**
 * The phone rules (libphonenumber-js, ~10 kB): fetched beside the panel's code, not in it, so the
 * panel's own code is small enough for the service worker to keep from the first visit and Profile
 * opens offline from the vendor's saved record (docs/product.md, Offline). Without them (offline
 * on a phone that never fetched them) the numbers are shown in the national form all the same, and
 * only the check of the payout number waits for the connection.
 */
let phoneRules: typeof PhoneRules | undefined;

/** The panel, with the phone rules when they could be fetched (VendorDashboard fetches both at once). */
export function profilePanelWith(rules: typeof PhoneRules | undefined) {
  phoneRules = rules;
  return ProfilePanel;
}

const nationalPhone = (stored: string) =>
  phoneRules ? phoneRules.formatGhanaPhone(stored) : nationalGhanaPhoneOfStored(stored);

/**
 * Profile, 'Account Overview': the vendor's own record from the vendors list the gate already
 * polls, with the 'edit' link, and deleting the account behind a confirmation.
 */
export function ProfilePanel() {
  const stored = useSelector(selectVendor);
  const polling = useFreshLists({ skip: !stored });
  const vendors = useGetAllVendorsQuery(undefined, { ...polling, skip: !stored });

  return (
    <>
      <PageHeading tabIndex={-1}>{text.heading}</PageHeading>
      <QueryState
        query={vendors}
        placeholder={<PanelShapes panel="profile" />}
        errorMessage={text.failed}
        select={(list) => list.find((entry) => entry._id === stored?._id)}
      >
        {(vendor) => <Overview vendor={vendor} />}
      </QueryState>
    </>
  );
}

function Overview({ vendor }: { vendor: Vendor }) {
  const rows: [string, string][] = [
    [text.businessName, vendor.BusinessName],
    [text.password, text.maskedPassword],
    [text.email, vendor.email],
    [text.businessPhone, nationalPhone(vendor.mobile)],
    [text.momoNumber, nationalPhone(vendor.momo_mobile)],
    [text.momoName, vendor.momo_mobile_name],
    [text.businessCategory, vendor.BusinessCategory],
    [text.businessAddress, vendor.BusinessAddress],
  ];
  // A payout number saved before the Ghana phone rule may not reach a wallet: ask for a correct one
  // (known once the phone rules are in).
  const payoutUnreachable =
    phoneRules !== undefined && phoneRules.ghanaPhoneE164(vendor.momo_mobile, 'mobile') === undefined;
  // The shop's details, payout number and account are the owner's to change (docs/product.md, Team).
  const owner = useRoleMay('ownShop');
  return (
    <>
      {owner && payoutUnreachable && (
        <Notice>
          <p>{text.correctPayoutNumber}</p>
          <TextLink to={paths.editVendor(vendor._id)}>{text.correctPayoutLink}</TextLink>
        </Notice>
      )}
      <Card>
        <Fields>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              {label === text.password ? (
                // The mask is not the password: screen readers hear that it is hidden, not eight stars.
                <dd>
                  <span aria-hidden="true">{value}</span>
                  <VisuallyHidden>{text.passwordHidden}</VisuallyHidden>
                </dd>
              ) : label === text.email && vendor.pendingEmail ? (
                <dd>
                  {value}
                  <Pending>{text.emailPending(vendor.pendingEmail)}</Pending>
                </dd>
              ) : (
                <dd>{value}</dd>
              )}
            </div>
          ))}
        </Fields>
        {owner && <TextLink to={paths.editVendor(vendor._id)}>{text.edit}</TextLink>}
      </Card>
      {/* Offline on a phone that never fetched it, the pings card is left out (it needs the network). */}
      <CodeLoadBoundary showing="push" onRetry={PushToggle.reset} quietOffline>
        <Suspense fallback={null}>
          <PushToggle.Component />
        </Suspense>
      </CodeLoadBoundary>
      {owner && <DeleteAccount vendorId={vendor._id} account={`${vendor.BusinessName} (${vendor.email})`} />}
    </>
  );
}

/** `account`: how the dialog names what it deletes. */
function DeleteAccount({ vendorId, account }: { vendorId: string; account: string }) {
  const [deleteVendor, { isLoading }] = useDeleteVendorMutation();
  const [open, setOpen] = useState(false);
  const { password, setError, reset, field } = useDialogPassword();
  const navigate = useNavigate();

  function close() {
    setOpen(false);
    reset();
  }

  async function confirm(event?: FormEvent) {
    event?.preventDefault();
    if (isLoading) return;
    if (!password) {
      setError(text.deletePasswordRequired);
      return;
    }
    try {
      // On success the api-client ends the session (state and storage), as a logout does.
      await deleteVendor({ deleteVendorBody: { id: vendorId, password } }).unwrap();
    } catch (failure) {
      const wrongPassword =
        typeof failure === 'object' && failure !== null && 'status' in failure && failure.status === 400;
      if (wrongPassword) setError(errorMessageOf(failure, text.deleteFailed));
      else if (isTransportError(failure)) {
        // Offline only the server can check the password: say so, as logging out does (the sentence
        // comes with the offline banner's code, which the phone keeps).
        const offline = await import('@sika/domain/messages/offline').catch(() => undefined);
        toast.error(offline?.offlineMessages.deleteAccountNeedsConnection ?? text.deleteFailed);
      } else toast.error(text.deleteFailed);
      return;
    }
    toast.success(text.deleted);
    navigate(paths.login);
  }

  return (
    <>
      <DangerZone>
        {/* A link's weight, as 'edit' has: leaving should not be the page's loudest action. */}
        <Button variant="text" danger onClick={() => setOpen(true)}>
          {text.deleteAccount}
        </Button>
      </DangerZone>
      <ConfirmDialog
        open={open}
        title={text.deleteDialogTitle}
        cancelLabel={text.cancel}
        confirmLabel={text.confirmDelete}
        danger
        subject={account}
        busy={isLoading}
        onCancel={close}
        onConfirm={() => void confirm()}
        fields={
          <DialogPassword label={text.deletePasswordLabel} onSubmit={(event) => void confirm(event)} {...field} />
        }
      >
        {text.deleteDialogBody}
      </ConfirmDialog>
    </>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Notice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

const Fields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

// A waiting address: a line of its own under the e-mail, in the notes' weight and colour.
const Pending = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
`;

const DangerZone = styled.div`
  display: flex;
`;
