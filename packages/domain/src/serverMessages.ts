// Every text the api sends: error bodies, message answers and per-field sentences. The api and the
// MSW mocks both take their texts from here, so a mock cannot say something the server never says.
// None of these is in the original product (docs/product.md, Error messages lists what screens
// show); screens show them as sent.

import { passwordWeaknessMessages } from './passwords.ts';
import { roleNotAllowed } from './team.ts';

export const serverMessages = {
  // Error bodies (`message` and `msg`).
  unauthorized: 'Please log in to continue.',
  sessionExpired: 'Your session has expired.',
  invalidCredentials: 'Invalid email or password.',
  /** A login by phone number (docs/product.md, Login): one answer for an unknown number and a wrong password. */
  invalidPhoneCredentials: 'Invalid phone number or password.',
  loginEmailOrPhone: 'Log in with an e-mail address or a phone number: give one of the two, not both.',
  emailTaken: 'An account with this email already exists.',
  vendorNotFound: 'Vendor not found.',
  productNotFound: 'Product not found.',
  orderNotFound: 'Order not found.',
  payoutNotFound: 'Payout not found.',
  deliveryCodeWrong: "That is not the buyer's delivery code. Check it with the buyer and try again.",
  deliveryCodeLocked: (minutes: number) =>
    `Too many wrong delivery codes for this order. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  wrongPassword: 'The current password is not correct.',
  imageNotFound: 'Image not found.',
  imageMissing: 'Send one image in the form field "images".',
  handoverPhotoMissing: 'Send one photo in the form field "photo".',
  imageEmpty: 'The image file is empty.',
  imageTooMany: 'Send only one image.',
  imageTooLarge: 'The image is too large: 10 MB at most.',
  notAnImage: 'The file is not an image.',
  imageFormat: 'Only photos in JPEG, PNG, WebP, GIF or AVIF can be uploaded.',
  imageTooManyPixels: 'The image has too many pixels: 50 megapixels at most.',
  imageSideTooLong: 'The image is too long or too wide: 12,000 pixels at most on each side.',
  imageTooSlow: 'The image took too long to process; save it at a smaller size and try again.',
  imagesBusy: 'The server is busy with other pictures; try this upload again in a few seconds.',
  imageUnreadable: 'The image could not be read; it may be damaged.',
  badInput: 'Some fields are not valid.',
  bodyNotObject: 'The request body must be a JSON object.',
  registrationIncomplete: 'Complete your business and payment details first.',
  badJson: 'The request body is not valid JSON.',
  bodyRequired: 'A request body is required.',
  unsupportedMedia: 'This content type is not accepted here.',
  unsupportedCharset: 'Send the request body as UTF-8: this character set is not accepted.',
  badUtf8: 'The request body is not valid UTF-8 text.',
  tooLarge: 'The request is too large.',
  headersTooLarge: 'The request headers are too large.',
  badRequest: 'The request could not be read.',
  timeout: 'The request took too long to arrive.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  /** Locked out of logging in (this account from untrusted clients, or this browser). */
  loginLocked: (minutes: number) =>
    `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or reset your password.`,
  badUrl: 'The address is not valid.',
  uriTooLong: 'The address is too long.',
  // The Idempotency-Key header (a write kept on the device and sent again).
  idempotencyInFlight: 'This change is still being saved; try again in a moment.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different request: make a new key for each change.',
  invalidResetToken: 'This reset link is invalid or has expired.',
  invalidResetCode: 'This code is wrong, used or expired (it works 10 minutes, 5 tries). Ask for a new one.',
  resetEmailOrPhone: 'Give the e-mail address or the phone number you log in with, not both.',
  invalidEmailToken: 'This confirmation link is invalid or has expired.',
  emailChanged: 'Your e-mail address is changed: log in with the new one from now on.',
  // A weak new password: the same sentence as the forms' (passwords.ts), in `message` and the field.
  commonPassword: passwordWeaknessMessages.common,
  notVerified: 'Your account is not verified yet.',
  // Team (docs/product.md, Team).
  roleNotAllowed,
  personNotFound: 'Person not found.',
  inviteNotUsable: 'This invitation link has expired or was already used. Ask the shop for a new one.',
  alreadyInTeam: 'This person already has a login on Sika.',
  inviteEmailOrPhone: 'Give an e-mail address or a phone number, not both.',
  ownerStays: "The owner can't be removed or lose the owner role. Hand the shop over first.",
  handOverToSelf: 'You are already the owner.',
  handOverNeedsEmail: "The new owner needs an e-mail address: the shop's mail goes there.",
  inviteSent: 'Invitation sent.',
  inviteAccepted: 'Welcome to the team. You can now log in.',
  personRemoved: 'Removed from the team.',
  ownershipHandedOver: 'The shop has a new owner. Please log in again.',
  smsFailed: 'We could not send the text message. Please try again later.',
  mailFailed: 'We could not send the e-mail. Please try again later.',
  databaseDown: 'The database is not answering.',
  imagesDown: 'The image storage is not answering.',
  routeNotFound: 'Not found.',
  methodNotAllowed: 'This address does not take that method: the Allow header lists the ones it takes.',
  notImplemented: 'This feature is not available yet.',
  // Importing products from a file (docs/product.md, Bulk catalogue).
  importRefused: 'Some rows are not valid, so nothing was imported.',
  importTooManyRows: (max: number) => `A file can hold at most ${max} products.`,
  serverError: 'Something went wrong',

  // Answers of operations that only say something (MessageResponse).
  loggedOut: 'Logged out.',
  mailSent: 'The e-mail is on its way.',
  resetLinkOnItsWay: 'If that address has an account, a reset link is on its way.',
  resetCodeOnItsWay: 'If that number has a login, a reset code is on its way by SMS.',
  passwordChanged: 'Your password has been changed.',
  productDeleted: 'Product deleted.',
  accountDeleted: 'Your account has been deleted.',
  pushKept: 'Order pings are on for this device.',
  pushForgotten: 'Order pings are off for this device.',
  // Order pings refused (docs/product.md, Order pings).
  pushEndpointHeld:
    'This browser gets order pings for another account. Log out of that account here, then turn order pings on.',
  pushDeviceLimit: (max: number) =>
    `Order pings are on for ${max} other devices. Turn them off on one of them (or log out there) first.`,

  // Web Push notifications (order pings): the title and body the phone shows.
  pushNewOrderTitle: 'New order',
  pushNewOrderBody: (orderNumber: string, title: string) => `${orderNumber}: ${title}`,
  pushPayoutTitle: 'Payout sent',
  pushPayoutBody: (amount: string, momoMasked: string, reference: string) =>
    `${amount} to ${momoMasked}, reference ${reference}`,
  // The buyer's text message with the delivery code (docs/product.md, Order actions).
  smsDeliveryCode: (orderNumber: string, title: string, code: string) =>
    `Sika: your order ${orderNumber} (${title}). When you receive it, give the seller this delivery code: ${code}. Do not share it before.`,
  // The text message with a password reset code (docs/product.md, Forgot password).
  smsResetCode: (code: string, minutes: number) =>
    `Sika: your password reset code is ${code}. It works for ${minutes} minutes, once. Do not share it: Sika never asks for it.`,
  pushToShipTitle: 'Waiting to be shipped',
  pushToShipBody: (orders: number, first: string, hours: number) =>
    orders === 1
      ? `${first} has waited over ${hours} hours to be shipped`
      : `${orders} orders have waited over ${hours} hours to be shipped`,
  pushVerifiedTitle: 'Your account is verified',
  pushVerifiedBody: 'You can now list your products on Sika.',

  // Per-field sentences of a 400's `fields`.
  fields: {
    required: 'This field is required.',
    email: 'Enter a valid email address.',
    // The Ghana phone rule of the forms (phones.ts), with the forms a number may take.
    ghanaMobile: 'Must be a Ghana mobile number, like 024 412 3456 or +233 24 412 3456.',
    ghanaPhone: 'Must be a Ghana phone number, like 024 412 3456 or +233 30 212 3456.',
    noNul: 'Must not contain a NUL character.',
    noControl: 'Must not contain control characters (such as ESC or backspace) or text-direction overrides.',
    invisibleOnly: 'Must contain visible characters, not only invisible ones.',
    price: 'Must be an amount in GHS, like 450 or 95.50.',
    format: (format: string) => `Must be a valid ${format}.`,
    minLength: (limit: number) => `Must be at least ${limit} characters.`,
    maxLength: (limit: number) => `Must be at most ${limit} characters.`,
    minimum: (limit: number) => `Must be at least ${limit}.`,
    maximum: (limit: number) => `Must be at most ${limit}.`,
    oneOf: (allowed: readonly unknown[]) => `Must be one of: ${allowed.join(', ')}.`,
    type: (type: string) => `Must be ${type === 'integer' ? 'a whole number' : `a ${type}`}.`,
    invalid: 'Not valid.',
    currentPassword: 'Enter your current password to change your e-mail, password or mobile-money details.',
    wrongPassword: 'The current password is not correct.',
    /** Sign-up step one with a taken e-mail and not its password (an unfinished sign-up continues with it). */
    notThisAccountsPassword:
      'This is not the password of the account with this e-mail. Type the one you chose to continue signing up, or log in.',
    orderCursor: 'Must be the _id of an order from the previous page.',
    activityCursor: 'Must be the nextCursor of the page before, as it was sent.',
    statementMonth: 'Must be this month or an earlier one: a statement of a month to come has nothing in it.',
    courierNameRequired: "Enter the courier's name.",
    courierOnly: 'Only a courier has a name and a tracking number.',
    cancelNoteRequired: 'Say why the order is cancelled.',
    returnNoteRequired: 'Say why the order is returned.',
    /** A return's amount above what the buyer has not had back (`most` already formatted, GHS …). */
    refundTooMuch: (most: string) => `At most ${most} can be refunded on this order.`,
    refundPesewas: 'Must be an amount in GHS with at most two decimals, like 150 or 95.50.',
    importIdNotYours: 'No product of yours has this id.',
    importIdRepeated: (firstRow: number) => `This id is already on row ${firstRow}: a product can be on one row only.`,
    unknownField: 'This field is not accepted here.',
    pushEndpoint: 'Must be the https address of a push service, as the browser gives it.',
    commonPassword: passwordWeaknessMessages.common,
  },
} as const;

type Values<T> = T[keyof T];
/** A fixed text of the catalogue (top-level, not a per-field sentence nor one made from a figure). */
export type ServerMessage = Exclude<
  Values<typeof serverMessages>,
  typeof serverMessages.fields | ((...args: never[]) => string)
>;

/** Every fixed text of the catalogue, field sentences included (for tests that check a text is in it). */
export function fixedServerMessages(): string[] {
  const fixed = (values: readonly unknown[]) => values.filter((value): value is string => typeof value === 'string');
  return [...fixed(Object.values(serverMessages)), ...fixed(Object.values(serverMessages.fields))];
}
