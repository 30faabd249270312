import { describe, expect, it } from 'vitest';
import { DASHBOARD_PANELS } from './paths.ts';
import { roleMay, roleSeesPanel, TEAM_ROLES } from './team.ts';

describe('what each role is offered (docs/product.md, Team)', () => {
  it('shows the owner every panel, a manager all but Team and Activity, an attendant no money, import or team', () => {
    const seen = Object.fromEntries(
      TEAM_ROLES.map((role) => [role, DASHBOARD_PANELS.filter((panel) => roleSeesPanel(role, panel))]),
    );
    expect(seen).toEqual({
      owner: [...DASHBOARD_PANELS],
      manager: DASHBOARD_PANELS.filter((panel) => panel !== 'team' && panel !== 'activity'),
      attendant: ['products', 'add', 'images', 'orders', 'profile'],
    });
  });

  it('lets only the owner change the shop itself, and keeps refunds from attendants', () => {
    expect(TEAM_ROLES.filter((role) => roleMay(role, 'ownShop'))).toEqual(['owner']);
    expect(TEAM_ROLES.filter((role) => roleMay(role, 'refund'))).toEqual(['owner', 'manager']);
    expect(TEAM_ROLES.filter((role) => roleMay(role, 'seeMoney'))).toEqual(['owner', 'manager']);
  });
});
