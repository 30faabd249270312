import { setApiErrorReporter } from '@sika/api-client';

/**
 * Error reporting (spec section 8): errors other than 401 and 403, with full performance tracing
 * (sample rate 1). @sentry/react is imported lazily and only when a DSN is configured, so it costs
 * the bundle nothing when off.
 */
export async function startErrorReporting(dsn: string | null): Promise<void> {
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({ dsn, tracesSampleRate: 1, integrations: [Sentry.browserTracingIntegration()] });
  setApiErrorReporter((error, endpoint) => {
    Sentry.captureMessage(`API ${endpoint} failed: ${String(error.status)}`, { level: 'error', extra: { error } });
  });
}
