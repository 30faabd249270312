// Admin CLI: `pnpm admin <command>` from the repository root (it runs here through pnpm --filter;
// DATA_DIR is resolved against the repository root all the same, see config.ts). Verification
// happens here, outside the portal (ARCHITECTURE). It works whether or not the server is running:
// see backends.ts for how it reaches the database.
// Exit codes: 0 done, 1 failed (e.g. unknown e-mail, server unreachable), 2 bad usage.
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { loadConfigOrExit } from '../config.ts';
import { DEMO_LOGIN } from '../db/seed.ts';
import type { PendingVendor } from '../admin/operations.ts';
import { formatMoney, fromPesewas, ORDER_PLAN_MONTHS, ORDER_STATUSES, type OrderStatus } from '@sika/domain';
import type { Buyer } from '../db/queries/orders.ts';
import { AdminError, openBackend, type AdminBackend, type CreateOrderInput } from './backends.ts';

/** The most orders one create-order places (--count). */
const MAX_ORDER_COUNT = 1000;

const USAGE = `Usage: pnpm admin <command> [arguments]

Commands:
  list-pending     List the vendors that finished sign-up and wait for verification.
  verify <email>   Verify that vendor and e-mail them that they can now log in.
  seed             Create the demo vendor (${DEMO_LOGIN.email}) with products and orders, if absent.
  create-order <product-id> --months 2|3|6 [--buyer "First Last"] [--mobile N] [--company C] [--city C]
               [--count N]
                   Place an order for one item of that product (the buyer side is not part of the
                   portal); plan and amounts from @sika/domain, a plan the price does not qualify
                   for is refused. The vendor is e-mailed. Prints the order number. --count places
                   N such orders one after another (1 to ${MAX_ORDER_COUNT}), e.g. to try paging.
  set-order-status <order-number> <status>
                   Change an order's status; one of: ${ORDER_STATUSES.join(', ')}.
                   Completed only for a Delivered order with every instalment recorded.
  confirm-delivery <order-number> [--show]
                   A vendor whose buyer had no delivery code sent a photo of the handover: the
                   order stays Shipped, 'Delivery to be confirmed', until this makes it Delivered
                   (Completed at once when every instalment is recorded). Prints where the photo
                   is kept; --show only prints that, changing nothing: look at it, then confirm.
  record-payment <order-number> <instalment>
                   The buyer paid that instalment: 1 is the initial payment, 2 to 6 the later ones,
                   as Order details lists them. None counts as collected until it is recorded; a
                   delivered order with every instalment collected becomes Completed.
  pay-out --vendor <email> | --all
                   Pay everything collected and not yet paid out, less refunds, to the vendor's
                   MoMo number (one vendor, or every vendor with something waiting). Prints each
                   payout's reference (SIKA-PO-2026-000123).
  ledger check     Check that, for every vendor, collected - refunded - paid out = balance, and
                   that every payout adds up to what it settled. Exit 1 when something is off.
  help             Show this help.

The CLI reads the same environment as the server (DATA_DIR, DATABASE_URL, SMTP_URL, PUBLIC_URL).
With the embedded database it works through the running server when there is one.
`;

type Command =
  | { name: 'list-pending' }
  | { name: 'verify'; email: string }
  | { name: 'seed' }
  | { name: 'create-order'; input: CreateOrderInput; count: number }
  | { name: 'set-order-status'; orderNumber: string; status: OrderStatus }
  | { name: 'confirm-delivery'; orderNumber: string; show: boolean }
  | { name: 'record-payment'; orderNumber: string; instalment: number }
  | { name: 'pay-out'; target: { email: string } | 'all' }
  | { name: 'ledger-check' };

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

const stdio: Output = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

class UsageError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function parse(args: readonly string[]): Command | 'help' {
  const [name, ...rest] = args;
  if (name === undefined) throw new UsageError('Missing command.');
  if (name === 'help' || name === '--help' || name === '-h') return 'help';
  const noArguments = () => {
    if (rest.length > 0) throw new UsageError(`"${name}" takes no arguments (got ${rest.join(' ')}).`);
  };
  switch (name) {
    case 'list-pending':
      noArguments();
      return { name };
    case 'seed':
      noArguments();
      return { name };
    case 'verify': {
      if (rest.length === 0) throw new UsageError('"verify" needs the e-mail address of the vendor.');
      if (rest.length > 1) throw new UsageError(`"verify" takes one e-mail address (got ${rest.join(' ')}).`);
      const email = rest[0]!.trim();
      if (!EMAIL.test(email)) throw new UsageError(`"${email}" is not an e-mail address.`);
      return { name, email };
    }
    case 'create-order':
      return { name, ...parseCreateOrder(rest) };
    case 'set-order-status': {
      if (rest.length !== 2) throw new UsageError('"set-order-status" needs an order number and a status.');
      const [orderNumber, status] = [rest[0]!.trim(), rest[1]!.trim()];
      // Case-insensitive for the person typing it; stored exactly as the domain spells it.
      const known = ORDER_STATUSES.find((s) => s.toLowerCase() === status.toLowerCase());
      if (!known) throw new UsageError(`"${status}" is not a status; one of: ${ORDER_STATUSES.join(', ')}.`);
      if (orderNumber === '') throw new UsageError('The order number is empty.');
      return { name, orderNumber, status: known };
    }
    case 'confirm-delivery': {
      const { values, positionals } = parseOptions(name, rest, { show: { type: 'boolean' } });
      if (positionals.length !== 1) throw new UsageError('"confirm-delivery" needs one order number.');
      const orderNumber = positionals[0]!.trim();
      if (orderNumber === '') throw new UsageError('The order number is empty.');
      return { name, orderNumber, show: values.show === true };
    }
    case 'record-payment': {
      if (rest.length !== 2) throw new UsageError('"record-payment" needs an order number and an instalment (1 to 6).');
      const [orderNumber, typed] = [rest[0]!.trim(), rest[1]!.trim()];
      if (orderNumber === '') throw new UsageError('The order number is empty.');
      const instalment = /^[1-6]$/.test(typed) ? Number(typed) : NaN;
      if (Number.isNaN(instalment)) {
        throw new UsageError(`"${typed}" is not an instalment: 1 (the initial payment) to 6.`);
      }
      return { name, orderNumber, instalment };
    }
    case 'pay-out':
      return { name, target: parsePayOutTarget(rest) };
    case 'ledger': {
      if (rest.length !== 1 || rest[0] !== 'check') throw new UsageError('"ledger" takes one argument: check.');
      return { name: 'ledger-check' };
    }
    default:
      throw new UsageError(`Unknown command "${name}".`);
  }
}

/**
 * Reads a command's options with node:util's parseArgs. Its own sentences speak of
 * "option arguments"; these say, for the person at the terminal, which option is wrong and how.
 */
function parseOptions<Options extends ParseArgsOptionsConfig>(
  command: string,
  args: readonly string[],
  options: Options,
): ReturnType<typeof parseArgs<{ args: string[]; options: Options; allowPositionals: true; strict: true }>> {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    // A lenient second reading finds the option at fault; nothing of it is used otherwise.
    const { tokens } = parseArgs({ args: [...args], options, allowPositionals: true, strict: false, tokens: true });
    for (const token of tokens) {
      if (token.kind !== 'option') continue;
      if (!Object.hasOwn(options, token.name))
        throw new UsageError(`Unknown option "${token.rawName}" of "${command}".`);
      const wantsValue = options[token.name]!.type === 'string';
      if (wantsValue && (token.value === undefined || token.value.startsWith('--'))) {
        throw new UsageError(`"${token.rawName}" needs a value.`);
      }
      if (!wantsValue && token.value !== undefined) throw new UsageError(`"${token.rawName}" takes no value.`);
    }
    throw new UsageError(`"${command}": ${error.message}`);
  }
}

/** The value of a text option, trimmed; an empty or overlong one is refused. */
function optionText(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text === '') throw new UsageError(`"--${option}" needs a value.`);
  if (text.length > 200) throw new UsageError(`"--${option}" is too long: 200 characters at most.`);
  return text;
}

function parseCreateOrder(args: readonly string[]): { input: CreateOrderInput; count: number } {
  const { values, positionals } = parseOptions('create-order', args, {
    months: { type: 'string' },
    count: { type: 'string' },
    buyer: { type: 'string' },
    mobile: { type: 'string' },
    company: { type: 'string' },
    city: { type: 'string' },
  });
  const [productId, ...extra] = positionals;
  if (productId === undefined) throw new UsageError('"create-order" needs the id of a product.');
  if (extra.length > 0) throw new UsageError(`"create-order" takes one product id (got ${positionals.join(' ')}).`);

  const monthsText = optionText('months', values.months);
  if (monthsText === undefined) throw new UsageError('"create-order" needs --months 2, 3 or 6.');
  const months = Number(monthsText);
  if (!(ORDER_PLAN_MONTHS as readonly number[]).includes(months)) {
    throw new UsageError(`--months must be one of ${ORDER_PLAN_MONTHS.join(', ')} (got ${monthsText}).`);
  }
  const countText = optionText('count', values.count) ?? '1';
  const count = Number(countText);
  if (!Number.isInteger(count) || count < 1 || count > MAX_ORDER_COUNT) {
    throw new UsageError(`--count must be a whole number from 1 to ${MAX_ORDER_COUNT} (got ${countText}).`);
  }

  const buyer: Partial<Buyer> = {};
  const name = optionText('buyer', values.buyer);
  if (name !== undefined) {
    const [first, ...last] = name.split(/\s+/);
    buyer.firstname = first!;
    if (last.length > 0) buyer.lastname = last.join(' ');
  }
  const mobile = optionText('mobile', values.mobile);
  if (mobile !== undefined) buyer.mobile = mobile;
  const company = optionText('company', values.company);
  if (company !== undefined) buyer.company = company;
  const city = optionText('city', values.city);
  if (city !== undefined) buyer.city = city;
  return {
    input: { productId: productId.trim(), months, ...(Object.keys(buyer).length > 0 ? { buyer } : {}) },
    count,
  };
}

function parsePayOutTarget(args: readonly string[]): { email: string } | 'all' {
  const needs = '"pay-out" needs --vendor <email> or --all.';
  let values: { vendor?: string; all?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseOptions('pay-out', args, { vendor: { type: 'string' }, all: { type: 'boolean' } }));
  } catch (error) {
    if (error instanceof UsageError && /needs a value/.test(error.message)) throw new UsageError(needs);
    throw error;
  }
  if (positionals.length > 0)
    throw new UsageError(`"pay-out" takes no other arguments (got ${positionals.join(' ')}).`);
  if (values.all === true && values.vendor === undefined) return 'all';
  if (values.vendor !== undefined && values.all !== true) {
    const email = values.vendor.trim();
    if (!EMAIL.test(email)) throw new UsageError(`"${email}" is not an e-mail address.`);
    return { email };
  }
  throw new UsageError(needs);
}

function registeredAt(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function table(vendors: PendingVendor[]): string {
  const rows = [
    ['E-MAIL', 'BUSINESS NAME', 'REGISTERED AT'],
    ...vendors.map((v) => [v.email, v.businessName || '(none)', registeredAt(v.registeredAt)]),
  ];
  const widths = [0, 1].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => `${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]}`).join('\n');
}

/** Places one order and says so (exit status 0), or says why not (1). */
async function createOneOrder(input: CreateOrderInput, backend: AdminBackend, io: Output): Promise<number> {
  const result = await backend.createOrder(input);
  if (result.outcome === 'unknown-product') {
    io.err(`No product has the id ${input.productId}.\n`);
    return 1;
  }
  if (result.outcome === 'plan-refused') {
    const allowed = result.allowedMonths.length > 0 ? result.allowedMonths.join(', ') : 'none';
    io.err(
      `A ${formatMoney(result.priceGhs)} product does not qualify for ${input.months} months ` +
        `(plans it qualifies for, in months: ${allowed}).\n`,
    );
    return 1;
  }
  const { order } = result;
  io.out(
    `Order ${order.orderNumber} created (${order.id}): ${order.productTitle}, ${order.status}, ` +
      `${order.duration}, ${formatMoney(order.totalGhs)} = ${order.paymentsGhs.map((amount) => formatMoney(amount)).join(' + ')}.\n`,
  );
  // The buyer side hands this code to the buyer, who gives it to the vendor at the handover.
  io.out(`The buyer's delivery code: ${order.deliveryCode}.\n`);
  if (result.mail.sent) {
    io.out(`The vendor (${order.vendorEmail}) was e-mailed (${result.mail.location}).\n`);
  } else {
    io.err(`Warning: the "new order" e-mail to ${order.vendorEmail} could not be sent (${result.mail.error}).\n`);
  }
  if (result.sms?.sent) {
    io.out(`The buyer was sent the code by text message (${result.sms.location}).\n`);
  } else if (result.sms) {
    io.err(
      `Warning: the buyer's delivery code could not be sent by text message (${result.sms.error}); give it to them.\n`,
    );
  }
  return 0;
}

async function confirmDeliveryCommand(
  command: { orderNumber: string; show: boolean },
  backend: AdminBackend,
  io: Output,
): Promise<number> {
  const result = await backend.confirmDelivery(command.orderNumber, command.show);
  switch (result.outcome) {
    case 'unknown-order':
      io.err(`No order has the number ${command.orderNumber}.\n`);
      return 1;
    case 'not-shipped':
      io.err(
        `Order ${result.order.orderNumber} is ${result.order.status}: only a Shipped order whose handover photo waits can be confirmed.\n`,
      );
      return 1;
    case 'no-handover':
      io.err(
        `Order ${result.order.orderNumber} is Shipped with no photo of its handover waiting: the vendor delivers it with the buyer's code.\n`,
      );
      return 1;
    case 'waiting':
      io.out(
        `Order ${result.order.orderNumber} (${result.order.productTitle}, ${result.order.vendorEmail}): ` +
          `a photo of the handover waits since ${registeredAt(result.photo.sentAt)}.\n` +
          `Photo: ${result.photo.location}\n` +
          `Nothing was changed. To confirm the delivery: pnpm admin confirm-delivery ${result.order.orderNumber}\n`,
      );
      return 0;
    case 'confirmed':
      io.out(
        `Order ${result.order.orderNumber}: Shipped -> ${result.order.status}, delivery confirmed from the photo ` +
          `of the handover sent ${registeredAt(result.photo.sentAt)}.\nPhoto (kept): ${result.photo.location}\n`,
      );
      return 0;
  }
}

async function recordPaymentCommand(
  command: { orderNumber: string; instalment: number },
  backend: AdminBackend,
  io: Output,
): Promise<number> {
  const result = await backend.recordPayment(command.orderNumber, command.instalment);
  switch (result.outcome) {
    case 'unknown-order':
      io.err(`No order has the number ${command.orderNumber}.\n`);
      return 1;
    case 'no-such-instalment':
      io.err(
        `Order ${result.orderNumber} has ${result.instalments} instalments (1 to ${result.instalments}); ` +
          `there is no instalment ${command.instalment}.\n`,
      );
      return 1;
    case 'cancelled':
      io.err(`Order ${result.orderNumber} is cancelled: it takes no payment.\n`);
      return 1;
    case 'already-recorded':
      io.out(`Instalment ${result.instalment} of ${result.orderNumber} is already recorded; nothing to do.\n`);
      return 0;
    case 'recorded':
      io.out(
        `Recorded instalment ${result.instalment} of ${result.orderNumber}: ${formatMoney(fromPesewas(result.pesewas))} ` +
          `(${result.collected} of ${result.instalments} collected; the order is ${result.status}).\n`,
      );
      return 0;
  }
}

async function payOutCommand(target: { email: string } | 'all', backend: AdminBackend, io: Output): Promise<number> {
  const result = await backend.payOut(target);
  if (result.outcome === 'unknown-vendor') {
    io.err(`No vendor has the e-mail address ${result.email}.\n`);
    return 1;
  }
  let status = 0;
  if (result.vendors.length === 0) io.out('Nothing is waiting to be paid out.\n');
  for (const v of result.vendors) {
    if (v.outcome === 'bad-number') {
      io.err(
        `Not paid: the payout number of ${v.email} ("${v.momoMobile}") is not a Ghana mobile number. ` +
          'Ask the vendor to correct it in Edit vendor; nothing was paid.\n',
      );
      status = 1;
    } else if (v.outcome === 'nothing') {
      io.out(`Nothing to pay out to ${v.email} (balance ${formatMoney(v.balanceGhs)}).\n`);
    } else {
      const refunds = v.refundsGhs > 0 ? `, less ${formatMoney(v.refundsGhs)} of refunds` : '';
      io.out(
        `Paid ${formatMoney(v.amountGhs)} to ${v.email} on ${v.momoMasked}, reference ${v.reference}: ` +
          `${v.instalments} instalment${v.instalments === 1 ? '' : 's'} of ${v.orders} order${v.orders === 1 ? '' : 's'}${refunds}.\n`,
      );
      if (v.mail?.sent === false) {
        io.err(
          `Warning: the "payout" e-mail to ${v.email} could not be sent (${v.mail.error}); tell them the reference.\n`,
        );
      }
    }
  }
  return status;
}

async function ledgerCheckCommand(backend: AdminBackend, io: Output): Promise<number> {
  const result = await backend.ledgerCheck();
  const figures =
    `${result.vendors} vendor${result.vendors === 1 ? '' : 's'}: collected ${formatMoney(result.collectedGhs)}, ` +
    `refunded ${formatMoney(result.refundedGhs)}, paid out ${formatMoney(result.paidOutGhs)}, ` +
    `balance ${formatMoney(result.balanceGhs)}`;
  if (result.problems.length === 0) {
    io.out(`The ledger holds for ${figures}.\n`);
    return 0;
  }
  io.err(`The ledger does not hold (${figures}):\n${result.problems.map((p) => `  ${p}`).join('\n')}\n`);
  return 1;
}

async function execute(command: Command, backend: AdminBackend, io: Output): Promise<number> {
  switch (command.name) {
    case 'list-pending': {
      const vendors = await backend.pending();
      if (vendors.length === 0) {
        io.out('No vendors are waiting for verification.\n');
      } else {
        const count = vendors.length === 1 ? '1 vendor waits' : `${vendors.length} vendors wait`;
        io.out(`${count} for verification:\n\n${table(vendors)}\n`);
      }
      return 0;
    }
    case 'verify': {
      const result = await backend.verify(command.email);
      if (result.outcome === 'unknown') {
        io.err(`No vendor has the e-mail address ${command.email}.\n`);
        return 1;
      }
      if (result.outcome === 'already-verified') {
        io.out(`${result.email} is already verified; nothing to do.\n`);
        return 0;
      }
      io.out(`Verified ${result.email}.\n`);
      if (!result.registrationCompleted) io.out('Note: this vendor has not finished sign-up yet.\n');
      if (result.mail.sent) {
        io.out(`The "account verified" e-mail was sent (${result.mail.location}).\n`);
      } else {
        io.err(
          `Warning: the "account verified" e-mail could not be sent (${result.mail.error}). ` +
            'The vendor can log in; tell them yourself.\n',
        );
      }
      return 0;
    }
    case 'create-order': {
      for (let placed = 0; placed < command.count; placed += 1) {
        const status = await createOneOrder(command.input, backend, io);
        if (status !== 0) return status;
      }
      return 0;
    }
    case 'set-order-status': {
      const result = await backend.setOrderStatus(command.orderNumber, command.status);
      if (result.outcome === 'unknown-order') {
        io.err(`No order has the number ${command.orderNumber}.\n`);
        return 1;
      }
      if (result.outcome === 'not-paid-up') {
        io.err(
          `Order ${result.order.orderNumber} stays ${result.order.status}: an order becomes Completed by itself once it is Delivered and every instalment is recorded (record-payment).\n`,
        );
        return 1;
      }
      io.out(`Order ${result.order.orderNumber}: ${result.previous} -> ${result.order.status}.\n`);
      return 0;
    }
    case 'confirm-delivery':
      return confirmDeliveryCommand(command, backend, io);
    case 'record-payment':
      return recordPaymentCommand(command, backend, io);
    case 'pay-out':
      return payOutCommand(command.target, backend, io);
    case 'ledger-check':
      return ledgerCheckCommand(backend, io);
    case 'seed': {
      const result = await backend.seed();
      io.out(
        result.created
          ? `Demo vendor created: ${result.email} / ${result.password}\n`
          : `Demo vendor already present: ${result.email} (left unchanged)\n`,
      );
      return 0;
    }
  }
}

export async function runAdmin(args: readonly string[], io: Output = stdio): Promise<number> {
  let command: Command | 'help';
  try {
    command = parse(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command === 'help') {
    io.out(USAGE);
    return 0;
  }

  const config = loadConfigOrExit();
  let backend: AdminBackend;
  try {
    backend = await openBackend(config);
  } catch (error) {
    if (error instanceof AdminError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  try {
    return await execute(command, backend, io);
  } catch (error) {
    if (error instanceof AdminError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await backend.close();
  }
}

if (import.meta.main) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`admin failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
