// The e-mails the api sends, each as plain text plus simple HTML. Anything a vendor typed (business
// name, product title) is escaped in the HTML; links are built here from PUBLIC_URL only, each to
// the page its e-mail talks about (docs/product.md, E-mails), with the paths of @sika/domain.
import {
  formatMoney,
  isWholePesewas,
  MAX_PRICE_GHS,
  parseMoneyText,
  paths,
  SHIP_REMINDER_HOURS,
  VERIFICATION_PROMISE_HOURS,
  INVITE_VALID_DAYS,
  TEAM_ROLE_LABELS,
  type InvitableRole,
} from '@sika/domain';
import type { MailMessage } from './transport.ts';

export const BRAND = 'Sika';

export const RESET_LINK_VALID_HOURS = 1;
/** How long the link confirming a new e-mail address works (auth/email-change.ts). */
export const EMAIL_CHANGE_LINK_VALID_HOURS = 24;

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One paragraph of text, or a link: the same content renders as text and as HTML. */
type Block = string | { link: string; label: string };

function render(to: string, subject: string, greeting: string, blocks: Block[]): MailMessage {
  const footer = `© ${new Date().getFullYear()}, powered by ${BRAND}.`;
  const text = [greeting, ...blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.link}`)), footer].join(
    '\n\n',
  );
  const paragraphs = blocks.map((b) =>
    typeof b === 'string'
      ? `<p>${escapeHtml(b)}</p>`
      : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a><br><small>${escapeHtml(b.link)}</small></p>`,
  );
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5">',
    `<h1 style="font-size: 20px">${BRAND}</h1>`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs,
    `<p style="color: #666; font-size: 12px">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  const links = blocks.flatMap((b) => (typeof b === 'string' ? [] : [b.link]));
  return { to, subject, text, html, links };
}

function greet(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? 'Hello,' : `Hello ${trimmed},`;
}

/**
 * The price as the portal shows it ('GHS 1,450.50', 'GHS 95'), or undefined when it is not a price
 * the api would store: more than two decimals is refused rather than rounded, and above
 * MAX_PRICE_GHS is not a price.
 */
export function formatPrice(price: string | number): string | undefined {
  // A JSON number is judged as a number (0.1 + 0.2 is 0.30); text as the product form reads it
  // (parseMoneyText: '3,500' and ' 95.5 ' are amounts, '4e-9' is not).
  const value = typeof price === 'string' ? parseMoneyText(price) : price;
  if (!isWholePesewas(value) || value < 0 || value > MAX_PRICE_GHS) return undefined;
  return formatMoney(value);
}

/** The message builders, bound to the portal's public address. */
export function mailMessages(publicUrl: string) {
  return {
    registrationReceived(to: string, businessName: string): MailMessage {
      return render(to, `${BRAND}: we received your registration`, greet(businessName), [
        `Thank you for signing up to ${BRAND}. We have received your registration.`,
        `We verify every business within ${VERIFICATION_PROMISE_HOURS} hours, and we will e-mail you as soon as your account is verified.`,
      ]);
    },

    passwordReset(to: string, token: string): MailMessage {
      const link = `${publicUrl}${paths.resetPassword(token)}`;
      return render(to, `${BRAND}: reset your password`, 'Hello,', [
        `Someone asked to reset the password of your ${BRAND} vendor account. Use this link to choose a new one:`,
        { link, label: 'Reset your password' },
        `The link is valid for ${RESET_LINK_VALID_HOURS} hour and works once.`,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ]);
    },

    accountVerified(to: string, businessName: string): MailMessage {
      return render(to, `${BRAND}: your account is verified`, greet(businessName), [
        `Good news: your ${BRAND} vendor account is verified. You can now log in and list your products.`,
        { link: `${publicUrl}${paths.login}`, label: `Log in to ${BRAND}` },
      ]);
    },

    productCreated(to: string, businessName: string, title: string, price: string): MailMessage {
      return render(to, `${BRAND}: product created`, greet(businessName), [
        `Your product "${title.trim()}" (${price}) was created on ${BRAND}.`,
        'Buyers can now pay for it in instalments. You can edit it at any time from your dashboard.',
        { link: `${publicUrl}${paths.dashboard}`, label: 'Open your dashboard' },
      ]);
    },

    /**
     * Sent to the address on file before a change of e-mail, password or payout details is applied,
     * so a vendor whose session was stolen learns of it while the old address still reaches them.
     */
    /** To the new address of a change: the change waits for this link. */
    emailChangeConfirm(to: string, businessName: string, token: string): MailMessage {
      const link = `${publicUrl}${paths.confirmEmail(token)}`;
      return render(to, `${BRAND}: confirm your new e-mail address`, greet(businessName), [
        `You asked to use this address for your ${BRAND} vendor account. Follow this link to confirm it:`,
        { link, label: 'Confirm this e-mail address' },
        `Until then your account keeps its current address. The link is valid for ${EMAIL_CHANGE_LINK_VALID_HOURS} hours and works once.`,
        'If you did not ask for this, ignore this e-mail: nothing changes.',
      ]);
    },

    accountChanging(to: string, businessName: string, changes: readonly string[]): MailMessage {
      return render(to, `${BRAND}: your account details are changing`, greet(businessName), [
        `The following details of your ${BRAND} vendor account are being changed: ${changes.join(', ')}.`,
        'If you made this change, there is nothing to do.',
        `If you did not, your account may be in someone else's hands: reset your password now, and contact ${BRAND} so we can hold your payouts.`,
        { link: `${publicUrl}${paths.forgotPassword}`, label: 'Reset your password' },
      ]);
    },

    /** Orders placed two days ago and not yet shipped (docs/product.md, Order actions): sent once. */
    ordersToShip(
      to: string,
      businessName: string,
      orders: ReadonlyArray<{ id: string; orderNumber: string; productTitle: string }>,
    ): MailMessage {
      const one = orders.length === 1 ? orders[0] : undefined;
      return render(
        to,
        one
          ? `${BRAND}: order ${one.orderNumber} is waiting to be shipped`
          : `${BRAND}: ${orders.length} orders are waiting to be shipped`,
        greet(businessName),
        [
          `${one ? 'This order was' : 'These orders were'} placed more than ${SHIP_REMINDER_HOURS} hours ago and ${one ? 'is' : 'are'} not shipped yet:`,
          ...orders.map((order) => ({
            link: `${publicUrl}${paths.orderDetails(order.id)}`,
            label: `${order.orderNumber}: ${order.productTitle}`,
          })),
          'Your buyers are waiting. Mark each order as shipped from its page once it is on its way, or cancel it if you cannot send it.',
        ],
      );
    },

    orderPlaced(
      to: string,
      businessName: string,
      order: {
        id: string;
        orderNumber: string;
        title: string;
        duration: string;
        totalGhs: number;
        paymentsGhs: number[];
      },
    ): MailMessage {
      // The amounts the buyer pays, to the pesewa, as Order details shows them.
      const payments = order.paymentsGhs.map((amount) => formatMoney(amount)).join(' + ');
      return render(to, `${BRAND}: new order ${order.orderNumber}`, greet(businessName), [
        `You have a new order on ${BRAND}: ${order.orderNumber}.`,
        `Item: ${order.title}. Plan: monthly instalments over ${order.duration}, ${formatMoney(order.totalGhs)} in total (${payments}).`,
        { link: `${publicUrl}${paths.orderDetails(order.id)}`, label: 'See this order' },
      ]);
    },

    /** An invitation to a shop's team (docs/product.md, Team): the link where the invitee sets a password. */
    teamInvite(to: string, businessName: string, role: InvitableRole, token: string): MailMessage {
      const link = `${publicUrl}${paths.joinTeam(token)}`;
      const shop = businessName.trim() === '' ? `a shop on ${BRAND}` : `${businessName.trim()} on ${BRAND}`;
      return render(to, `${BRAND}: join ${shop}`, 'Hello,', [
        `You are invited to join ${shop} as ${TEAM_ROLE_LABELS[role].toLowerCase()}. Follow this link to choose your password:`,
        { link, label: 'Join the team' },
        `The link is valid for ${INVITE_VALID_DAYS} days and works once.`,
        'If you did not expect this, ignore this e-mail.',
      ]);
    },

    /** A payout was made (docs/product.md, The ledger): what, where to and the SMS's reference. */
    payoutMade(
      to: string,
      businessName: string,
      payout: { reference: string; amountGhs: number; momoMasked: string; instalments: number; refundsGhs: number },
    ): MailMessage {
      const refunds = payout.refundsGhs > 0 ? `, less ${formatMoney(payout.refundsGhs)} of refunds` : '';
      return render(to, `${BRAND}: payout ${payout.reference}`, greet(businessName), [
        `We have paid ${formatMoney(payout.amountGhs)} to your MoMo number ${payout.momoMasked}.`,
        `Reference: ${payout.reference} (the MoMo SMS shows it). It pays ${payout.instalments} instalment${payout.instalments === 1 ? '' : 's'} your buyers paid${refunds}.`,
        { link: `${publicUrl}${paths.dashboard}`, label: 'Open your dashboard' },
      ]);
    },
  };
}

export type MailMessages = ReturnType<typeof mailMessages>;
