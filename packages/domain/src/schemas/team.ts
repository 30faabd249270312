// The Team panel's invitation form (docs/product.md, Team): a Ghana mobile number or an e-mail
// address, and the role it gives.
import * as yup from 'yup';
import { teamMessages as m } from '../messages/team.ts';
import { messages } from '../messages.ts';
import { INVITABLE_ROLES, type InvitableRole } from '../team.ts';
import { ghanaPhoneTest } from './phoneFields.ts';

export const INVITE_CHANNELS = ['phone', 'email'] as const;
export type InviteChannel = (typeof INVITE_CHANNELS)[number];

export type InviteValues = { by: InviteChannel; phone: string; email: string; role: InvitableRole | '' };

export const inviteInitialValues: InviteValues = { by: 'phone', phone: '', email: '', role: '' };

// Formik hands Yup an empty field as undefined: the field of the channel not chosen may be either.
export const inviteSchema = yup.object({
  by: yup.mixed<InviteChannel>().oneOf(INVITE_CHANNELS).required(),
  // Only the channel chosen is checked (and sent): the other field may keep what was typed.
  phone: yup.string().when('by', {
    is: 'phone',
    then: (field) => field.required(m.phoneRequired).test(ghanaPhoneTest('mobile', messages.phones.mobileInvalid)),
  }),
  email: yup
    .string()
    .when('by', { is: 'email', then: (field) => field.trim().required(m.emailRequired).email(m.emailInvalid) }),
  role: yup.mixed<InvitableRole | ''>().oneOf(INVITABLE_ROLES, m.roleRequired).required(m.roleRequired),
});
