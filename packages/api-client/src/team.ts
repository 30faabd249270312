// The shop's team and its Activity (docs/product.md, Team; Activity), the owner's alone, and the
// invitee's page: injected into the same api when the Team panel's code (or the join page's)
// imports this module (`@sika/api-client/team`), so no other screen carries them.
import { ACTIVITY_PAGE_SIZE } from '@sika/domain';
import { teamApi as generatedTeamApi, type ActivityPage, type GetActivityApiArg } from './generated/teamApi.ts';

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

/** Which records Activity pages through: one person's, one kind's, or (neither) all. */
export type ActivityFilter = Pick<GetActivityApiArg, 'person' | 'kind'>;

/**
 * Activity as pages (docs/product.md, Activity): the newest 50 the filter keeps, then each older
 * page from the `nextCursor` of the one before. A refresh refetches every page loaded, each from
 * the cursor its predecessor answers then, so records written meanwhile never make one skip or
 * repeat (as Your Orders' pages do). The call is the contract's getActivity; codegen has no
 * infinite queries.
 */
export const activityApi = teamApi.injectEndpoints({
  endpoints: (build) => ({
    getActivityPages: build.infiniteQuery<ActivityPage, ActivityFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/activity',
        params: { ...queryArg, limit: ACTIVITY_PAGE_SIZE, ...(pageParam === null ? {} : { cursor: pageParam }) },
      }),
    }),
  }),
});

export const { useGetActivityPagesInfiniteQuery } = activityApi;

export const {
  useGetTeamQuery,
  useInvitePersonMutation,
  useAcceptInviteMutation,
  useHandOverShopMutation,
  useChangePersonRoleMutation,
  useRemovePersonMutation,
} = teamApi;
export type * from './generated/teamApi.ts';
