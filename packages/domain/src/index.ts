// @sika/domain: business rules with no React and no I/O.
export * from './constants.ts';
export * from './categories.ts';
export * from './money.ts';
export * from './csv.ts';
export * from './dates.ts';
export * from './instalments.ts';
export * from './orders.ts';
export * from './earnings.ts';
export * from './messages.ts';
export * from './schemas/index.ts';
export * from './passwords.ts';
export * from './paths.ts';
export * from './phones.ts';
export * from './signup.ts';
export * from './serverMessages.ts';
