// The shop's team and its Activity (docs/product.md, Team; Activity), the owner's alone, and the
// invitee's page: injected into the same api when the Team panel's code (or the join page's)
// imports this module (`@sika/api-client/team`), so no other screen carries them.
import { teamApi as generatedTeamApi } from './generated/teamApi.ts';

const teamTag = { type: 'Vendor' as const, id: 'TEAM' };

export const teamApi = generatedTeamApi.enhanceEndpoints({
  endpoints: {
    // Each change the owner makes reads the team again.
    getTeam: { providesTags: [teamTag] },
    invitePerson: { invalidatesTags: [teamTag] },
    changePersonRole: { invalidatesTags: [teamTag] },
    removePerson: { invalidatesTags: [teamTag] },
  },
});

export const {
  useGetTeamQuery,
  useGetActivityQuery,
  useInvitePersonMutation,
  useAcceptInviteMutation,
  useHandOverShopMutation,
  useChangePersonRoleMutation,
  useRemovePersonMutation,
} = teamApi;
export type * from './generated/teamApi.ts';
