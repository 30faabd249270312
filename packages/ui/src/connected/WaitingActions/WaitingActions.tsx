import { selectToken } from '@sika/api-client';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '../../components/index.ts';
import { LogoutButton } from '../LogoutButton/index.ts';

/**
 * The pages a vendor waits on before the dashboard (approval, incomplete registration): 'Check
 * again' asks for the vendor's record at once, and the log out is the usual one (the session and
 * the device's data cleared), so a shared phone is free for another account and a vendor can start
 * again with another e-mail (docs/product.md, Waiting for approval). Only with a session.
 */
export function WaitingActions({
  checkLabel,
  logoutLabel,
  checking,
  onCheck,
}: {
  checkLabel: string;
  logoutLabel: string;
  checking: boolean;
  onCheck: () => void;
}) {
  const signedIn = useSelector(selectToken) !== null;
  if (!signedIn) return null;
  return (
    <Row>
      <Button busy={checking} onClick={onCheck}>
        {checkLabel}
      </Button>
      <LogoutButton label={logoutLabel} />
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
