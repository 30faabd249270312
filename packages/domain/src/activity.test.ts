import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_KINDS,
  activitySays,
  PAYOUT_NUMBER_CHANGED,
  type ActivityKind,
} from './activity.ts';

describe('what Activity says of a record (docs/product.md, Activity)', () => {
  it('files every action under a known kind, and every kind but the payout number has an action', () => {
    const kinds = new Set<ActivityKind>(Object.values(ACTIVITY_ACTIONS).map((action) => action.kind));
    expect(ACTIVITY_KINDS.filter((kind) => !kinds.has(kind))).toEqual(['payoutNumber']);
  });

  it('says a payout number change as such, whatever its action, and names an unknown action as it is', () => {
    expect(activitySays('updateVendor', 'payoutNumber')).toBe(PAYOUT_NUMBER_CHANGED);
    expect(activitySays('updateVendor', 'shop')).toBe('Changed the shop’s details');
    expect(activitySays('shipOrder', 'order')).toBe('Shipped an order');
    expect(activitySays('somethingNew', 'shop')).toBe('somethingNew');
  });
});
