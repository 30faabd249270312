import { setApiErrorReporter } from '@sika/api-client';
import { scrubSecrets } from './scrub.ts';

/**
 * Error reporting (docs/product.md, Error messages): errors other than 401 and 403, with full
 * performance tracing (sample rate 1). @sentry/react is imported lazily and only when a DSN is
 * configured, so it costs the bundle nothing when off. Reset tokens are scrubbed from everything
 * that leaves the page.
 */
export async function startErrorReporting(dsn: string | null): Promise<void> {
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  const scrub = <T>(value: T): T => JSON.parse(scrubSecrets(JSON.stringify(value))) as T;
  Sentry.init({
    dsn,
    tracesSampleRate: 1,
    integrations: [Sentry.browserTracingIntegration()],
    beforeSend: (event) => scrub(event),
    beforeSendTransaction: (event) => scrub(event),
    beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
  });
  setApiErrorReporter((error, endpoint) => {
    Sentry.captureMessage(`API ${endpoint} failed: ${String(error.status)}`, { level: 'error', extra: { error } });
  });
}
