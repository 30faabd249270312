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
 * Whether a role's menus show a dashboard panel (docs/product.md, Team): the team is the owner's;
 * an attendant sees no money (Earnings, Payouts) and imports no catalogue. The server refuses the
 * calls behind a hidden panel anyway; hiding it only spares the person a refusal.
 */
export function roleSeesPanel(role: TeamRole, panel: DashboardPanel): boolean {
  if (panel === 'team') return role === 'owner';
  return role !== 'attendant' || !ATTENDANT_HIDDEN_PANELS.includes(panel);
}

const ATTENDANT_HIDDEN_PANELS: readonly DashboardPanel[] = ['earnings', 'payouts', 'import'];
