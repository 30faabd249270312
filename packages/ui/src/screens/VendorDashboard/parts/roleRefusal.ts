import { errorCodeOf, errorMessageOf } from '@sika/api-client';

/**
 * A money panel's error line: the server's own sentence when the person's role no longer includes
 * the panel (changed since they logged in: docs/product.md, Team), else `fallback`.
 */
export const refusalOr = (error: unknown, fallback: string): string =>
  errorCodeOf(error) === 'ROLE_NOT_ALLOWED' ? errorMessageOf(error, fallback) : fallback;
