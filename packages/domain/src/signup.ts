// Sign-up's three steps (docs/product.md, Sign-up): where a vendor stands, and where an unfinished
// sign-up continues. The portal and the fake backend read the record the same way.
import { paths } from './paths.ts';

export const SIGNUP_STEP_COUNT = 3;

/** The vendor record's fields that step two fills in. */
export const SIGNUP_STEP_TWO_FIELDS = ['BusinessName', 'BusinessCategory', 'BusinessAddress', 'mobile'] as const;

/** The part of a vendor record (the contract's Vendor) that says how far sign-up got. */
export type SignupProgress = { _id: string } & Record<(typeof SIGNUP_STEP_TWO_FIELDS)[number], string>;

/** The first step the record still lacks: two until the business details are saved, then three. */
export function firstUnfinishedSignupStep(record: SignupProgress): 2 | 3 {
  return SIGNUP_STEP_TWO_FIELDS.some((name) => record[name].trim() === '') ? 2 : 3;
}

/** Where an unfinished sign-up continues: the route of its first unfinished step. */
export function signupResumePath(record: SignupProgress): string {
  return firstUnfinishedSignupStep(record) === 2 ? paths.signupTwo(record._id) : paths.signupThree(record._id);
}
