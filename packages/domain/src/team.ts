import type { DashboardPanel } from './paths.ts';

// A shop's people (docs/product.md, Team): the owner, who may do everything; managers, who run the
// shop but not its payout number, its team or its account; attendants, who look after products and
// get orders out of the door. The roles each operation allows are declared in the api contract.

export const TEAM_ROLES = ['owner', 'manager', 'attendant'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation may give: the owner role only ever moves by a hand-over. */
export const INVITABLE_ROLES = ['manager', 'attendant'] as const satisfies readonly TeamRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** How long an invitation link works (once). */
export const INVITE_VALID_DAYS = 7;

/** What the api answers (403), and the dashboard shows, when a role does not include an operation or a panel. */
export const roleNotAllowed = (role: string) =>
  `Your role in this shop (${role}) does not allow this. Ask the shop's owner.`;

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  attendant: 'Attendant',
};

/**
 * What the portal offers each role beyond adding and editing products and shipping and delivering
 * orders, which every role does (docs/product.md, Team): the table there, read by the screens to
 * hide what the server would refuse. The server's own lists are the contract's `x-roles`.
 */
export type RoleCapability =
  /** delete products, import a catalogue */
  | 'manageCatalogue'
  /** cancel an order or take a return (both refund the buyer) */
  | 'refund'
  /** Earnings, Payouts, the orders CSV */
  | 'seeMoney'
  /** the shop's details, payout number, password and e-mail; deleting the account */
  | 'ownShop'
  /** the team */
  | 'manageTeam';

const CAPABILITIES: Record<TeamRole, readonly RoleCapability[]> = {
  owner: ['manageCatalogue', 'refund', 'seeMoney', 'ownShop', 'manageTeam'],
  manager: ['manageCatalogue', 'refund', 'seeMoney'],
  attendant: [],
};

/** Whether `role` may do what `capability` names. */
export const roleMay = (role: TeamRole, capability: RoleCapability): boolean => CAPABILITIES[role].includes(capability);

const PANEL_NEEDS: Partial<Record<DashboardPanel, RoleCapability>> = {
  earnings: 'seeMoney',
  payouts: 'seeMoney',
  import: 'manageCatalogue',
  team: 'manageTeam',
  activity: 'manageTeam',
};

/** Whether a role's menus show a dashboard panel; the others answer with `roleNotAllowed`. */
export function roleSeesPanel(role: TeamRole, panel: DashboardPanel): boolean {
  const needs = PANEL_NEEDS[panel];
  return needs === undefined || roleMay(role, needs);
}
