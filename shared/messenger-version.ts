/**
 * The messenger and its version, as both sides read them (DESIGN §6): the client's startup check
 * (000 §4.1) and the server, which sends an old messenger to /error/invalid_version before it
 * draws anything.
 */

/** Numeric dotted versions: '10.10.0' > '10.9.9'; missing parts count as 0. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = parts(a);
  const pb = parts(b);
  const length = Math.max(pa.length, pb.length);
  for (let i = 0; i < length; i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

function parts(version: string): number[] {
  return version
    .trim()
    .split('.')
    .map((part) => {
      const n = Number.parseInt(part, 10);
      return Number.isFinite(n) ? n : 0;
    });
}

export function isAtLeast(version: string | null, minimum: string): boolean {
  return version !== null && compareVersions(version, minimum) >= 0;
}

/** Spec 000 §9 "Messenger versions". */
export const MIN_VERSIONS = {
  /** Below this the wallet does not run (/error/invalid_version). */
  general: '10.5.0',
  /** The startup environment check. */
  environment: '9.7.5',
  /** The open-in-browser helper. */
  openInBrowser: '9.8.0',
  /**
   * The spec lists 10.7.0 "for some flows" without naming them. We apply it where a newer
   * native call is needed and keep the flows that use it together under this one name.
   */
  flowA: '10.7.0',
  externalChanneling: '11.2.0',
  /** The spec says a QR-scan minimum exists but does not give it: ours is the 10.7.0 above. */
  qrScan: '10.7.0',
} as const;

export interface MessengerInfo {
  isMessenger: boolean;
  version: string | null;
  /** True inside the real messenger; false for the demo cookie on an ordinary browser. */
  native: boolean;
}

const UA_PATTERN = /KAKAOTALK[ /](\d+(?:\.\d+)*)/i;
const COOKIE_NAME = 'jigap_messenger';

/** DESIGN §6: the user agent's `KAKAOTALK <version>`, else the demo cookie `jigap_messenger=<version>`. */
export function detectMessenger(input: { userAgent: string; cookie: string } | string, cookieArg = ''): MessengerInfo {
  const { userAgent, cookie } = typeof input === 'string' ? { userAgent: input, cookie: cookieArg } : input;
  const fromUa = UA_PATTERN.exec(userAgent ?? '');
  if (fromUa?.[1]) return { isMessenger: true, version: fromUa[1], native: true };
  const fromCookie = readCookie(cookie ?? '', COOKIE_NAME);
  if (fromCookie && /^\d+(?:\.\d+)*$/.test(fromCookie)) return { isMessenger: true, version: fromCookie, native: false };
  return { isMessenger: false, version: null, native: false };
}

function readCookie(cookie: string, name: string): string | null {
  for (const pair of cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Step 1 of spec 000 §4.1, the environment check: not the messenger (the bridge page), too old a one, or on. */
export function environmentCheck(env: MessengerInfo): 'root' | 'invalid-version' | 'continue' {
  if (!env.isMessenger || !env.version) return 'root';
  if (compareVersions(env.version, MIN_VERSIONS.general) < 0) return 'invalid-version';
  return 'continue';
}
