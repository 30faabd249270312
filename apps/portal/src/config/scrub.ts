/** Reset links carry a secret in their path (/reset-password/{token}): never let it leave the page. */
const RESET_TOKEN = /(\/reset-password\/)[^/?#\s"']+/g;

export function scrubSecrets(text: string): string {
  return text.replace(RESET_TOKEN, '$1[token]');
}
