import type { LoggerOptions } from 'pino';

/**
 * What the server's log must never carry (개인정보 보호법 제24조의2: resident numbers are kept
 * encrypted, and a log is kept too): a resident registration number anywhere in a line, the values
 * of a form or a request body, a document's bytes, a query string (a lookup's keyword is an
 * address), the cookies and keys of a request, a database error's copy of the failing row.
 */

/**
 * A resident (or alien) registration number: a date of birth, then 7 digits starting with 1–8,
 * with or without the hyphen — also inside a longer run of digits (a line loses a number rather
 * than keep one).
 */
export const RESIDENT_NUMBER = /\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[-\s]?[1-8]\d{6}/g;
export const RESIDENT_NUMBER_MARK = '[resident number]';
const REDACTED = '[redacted]';

/** Fields whose value is left out whole wherever they are: form values, bodies, document bytes, secrets, a database error's row. */
const HIDDEN_KEYS = new Set([
  'formData',
  'form_data',
  'data',
  'body',
  'payload',
  'pdf',
  'password',
  'pinCode',
  'pin',
  'viewingNumber',
  'detail',
  'parameters',
  'where',
  'query',
]);

export const scrubText = (text: string): string => text.replace(RESIDENT_NUMBER, RESIDENT_NUMBER_MARK);

/** A URL with its query string left out (`/api/v2/lookup/address?…`). */
const pathOnly = (url: string): string => {
  const at = url.indexOf('?');
  return at === -1 ? scrubText(url) : `${scrubText(url.slice(0, at))}?…`;
};

/** An error as the log keeps it: its kind, scrubbed message and stack, its code and cause; nothing else it carries. */
function errorOf(error: Error, depth: number): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(cause instanceof Error && depth < 3 ? { cause: errorOf(cause, depth + 1) } : {}),
  };
}

/** Every string scrubbed, every hidden field and every byte string left out, to a bounded depth. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return errorOf(value, 0);
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  if (depth >= 6) return '[…]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  // Class instances (a request, a reply) are left to their serializers.
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, HIDDEN_KEYS.has(key) ? REDACTED : scrubValue(item, depth + 1)]));
}

interface RequestLike {
  id?: unknown;
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
}

/**
 * pino's options that keep the above out of every line: `redact` (pino's own redaction) for the
 * request's secrets at their known places, serializers for requests (the path, never the query)
 * and errors, and a pass over each line's fields and message for what has no fixed place.
 */
export const redactionOptions: Pick<LoggerOptions, 'redact' | 'serializers' | 'formatters' | 'hooks'> = {
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization', 'res.headers["set-cookie"]'],
    censor: REDACTED,
  },
  serializers: {
    err: (error: unknown) => (error instanceof Error ? errorOf(error, 0) : scrubValue(error)),
    req: (request: RequestLike) => ({ id: request.id, method: request.method, url: pathOnly(String(request.url ?? '')) }),
  },
  formatters: { log: (object) => scrubValue(object) as Record<string, unknown> },
  hooks: {
    logMethod(args, method) {
      method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
    },
  },
};
