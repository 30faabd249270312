import { selectRole } from '@sika/api-client';
import { roleMay, type RoleCapability } from '@sika/domain';
import { useSelector } from 'react-redux';

/**
 * Whether the signed-in person's role includes `capability` (docs/product.md, Team): a screen
 * leaves out what the server would refuse them. The server decides either way.
 */
export function useRoleMay(capability: RoleCapability): boolean {
  return roleMay(useSelector(selectRole), capability);
}
