import { somethingWentWrongEllipsis } from './common.ts';
import { activityHeading } from './panelHeadings.ts';

// Not in the spec: the owner's Activity panel (docs/product.md, Activity).
export const activityMessages = {
  heading: activityHeading,
  backToTeam: 'Team',
  intro: 'What each person of your shop did, newest first. Every record is kept 400 days, and nobody can delete one.',
  failed: somethingWentWrongEllipsis,
  filtersLabel: 'Show',
  personLabel: 'Person',
  everyone: 'Everyone',
  kindLabel: 'Kind',
  allKinds: 'Everything',
  empty: 'Nothing yet. What you and your team change in the shop shows here.',
  emptyFiltered: 'Nothing matches. Choose another person or kind.',
  listLabel: 'Records',
  by: (who: string, role: string) => `by ${who} (${role})`,
  payoutNumber: (before: string, after: string) => `from ${before} to ${after}`,
  older: 'Show older',
  olderFailed: 'The older records did not load. Try again.',
  end: 'That is everything kept.',
} as const;
