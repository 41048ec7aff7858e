import { globalPlugin } from './global-plugin.ts';

/**
 * A strict policy for every response: no inline or eval'd script (the client precompiles its
 * validators), images from data:/blob: for QR codes and PDF pages, workers from blob: for pdf.js.
 * `styleNonce` lets one style element of a response in: a page the server rendered carries its
 * style attributes as classes there (src/app/rendered-styles.ts).
 */
export const contentSecurityPolicy = (styleNonce?: string): string => [
  "default-src 'self'",
  "script-src 'self'",
  styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' kakaotalk:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
} as const;

/**
 * JSON answers are never rendered as documents: a short policy that forbids everything keeps
 * them safe if opened directly (nothing loads, nothing frames them) and nosniff keeps them JSON,
 * without sending the page policy's bytes on every API call. The page headers that govern what
 * a document does (referrer, permissions, the legacy frame option) have nothing to govern here.
 */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
} as const;

export const securityHeadersPlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_SECURITY_HEADERS : SECURITY_HEADERS);
    done();
  });
});
