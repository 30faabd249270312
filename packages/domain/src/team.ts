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

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  attendant: 'Attendant',
};

/**
 * The portal's page for an invitation link (the link sent by SMS or e-mail). Kept here, beside the
 * rules, until the portal's route table takes it into `paths`.
 */
export const acceptInvitePath = (token: string) => `/join/${token}`;
