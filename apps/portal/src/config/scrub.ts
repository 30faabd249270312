/**
 * Reset links carry a secret in their path: the page (/reset-password/{token}) and the api call it
 * makes (/api/vendor/reset-vendor-password/{token}). Either may sit in a URL, a breadcrumb, a
 * transaction name or a message, raw or percent-encoded inside another URL, so the whole event text
 * is scrubbed, not chosen fields.
 */
const RESET_TOKEN = /((?:\/|%2F)reset(?:-vendor)?-password(?:\/|%2F))[^/?#&\s"'\\]+/gi;

export function scrubSecrets(text: string): string {
  return text.replace(RESET_TOKEN, '$1[token]');
}
