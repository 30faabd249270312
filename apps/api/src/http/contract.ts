// Request and response types of the contract's operations, from the types openapi-typescript
// generates out of openapi.yaml (packages/api-client/src/generated/contract.ts): handlers never
// restate a shape by hand, so a contract change that breaks one fails the typecheck.
import type { components, operations } from '@sika/api-client/contract';

export type Schemas = components['schemas'];
export type ErrorCode = Schemas['ErrorCode'];
export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;

/** The JSON body of an operation's request (the contract's first content type). */
export type BodyOf<Op extends OperationId> = JsonOf<operations[Op]['requestBody']>;

/** What an operation answers with `status`. */
export type ReplyOf<Op extends OperationId, Status extends keyof operations[Op]['responses']> = JsonOf<
  operations[Op]['responses'][Status]
>;

// An operation without such parameters has `never`/`undefined` there; optional ones add `| undefined`.
type Defined<P> = [NonNullable<P>] extends [never] ? unknown : NonNullable<P>;

/** Fastify's route generic for a handler of the operation: its body, path and query parameters. */
export interface RouteOf<Op extends OperationId> {
  Body: BodyOf<Op>;
  Params: operations[Op]['parameters']['path'] extends infer P ? Defined<P> : never;
  Querystring: operations[Op]['parameters']['query'] extends infer Q ? Defined<Q> : never;
}
