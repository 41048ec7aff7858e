/**
 * Where a redirect may go back to: shared by the wallet's routes and the simulated agencies, so
 * neither imports the other (the wallet routes never import server/sim).
 */
export const DEFAULT_RETURN_URL = '/home/apply';

/** Only same-origin paths: one leading '/', never '//' or '/\' (open-redirect guard). */
export function safeReturnUrl(value: unknown): string {
  // A repeated query value arrives as an array: not a path, so the default.
  if (typeof value !== 'string' || !value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_URL;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return DEFAULT_RETURN_URL;
  // A Location header carries ASCII only: Korean path segments (edoc names) are percent-encoded.
  return [...value].map((char) => (char.charCodeAt(0) > 0x7e ? encodeURIComponent(char) : char)).join('');
}
