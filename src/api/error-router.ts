import { paths } from '../config/paths';
import { errorMessages } from './messages';
import type { ApiError } from './types';
import type { NormalizedError } from './normalize-error';

/**
 * Spec 000 §8.2 as one pure function: (error, where it happened) → what the user gets.
 * The rows are tested one by one in error-router.test.ts.
 */
export type ErrorContext = {
  /** Current location: pathname + search. */
  url: string;
  /** The channeling page, the viewer and the preview popup send every error to the error page. */
  where?: 'default' | 'channeling' | 'viewer' | 'preview';
  /** Set inside the partner flow: its errors go to /error/papas/{papas}. */
  papas?: string;
  /** The caller renders these codes itself (e.g. a tab shows TAB_MAINTENANCE in place). */
  inlineCodes?: readonly string[];
};

export type ErrorAction =
  | { type: 'ignore' }
  | { type: 'inline' }
  | { type: 'navigate'; to: string; replace: true }
  | { type: 'hard-redirect'; to: string }
  | { type: 'login'; to: string }
  | { type: 'popup'; code: string; body: ApiError | null };

/** One popup of §8.4: its fixed text and what follows it, when the spec says so. */
export interface PopupRow {
  /** The spec's text; without one the popup shows the server's title and message. */
  message?: string;
  /** Shown on the viewer and the preview too, where §8.2 step 3 sends other errors to the error page. */
  shownOnViewers?: boolean;
  /** What follows the answer: `document-gone` refreshes the inbox and closes the viewer (wired by src/app). */
  then?: 'document-gone';
}

/** The popup codes of §8.1, one row each (§8.4). */
export const POPUPS = {
  ERROR: {},
  DISTRIBUTION_ERROR: {},
  UNREGISTERED_WALLET: {},
  UNREGISTERED_DEVICE: {},
  APPLICATION_NOT_QUALIFIED: {},
  DOCUMENT_NOT_FOUND: { message: errorMessages.documentNotFound, shownOnViewers: true, then: 'document-gone' },
  DOCUMENT_EXPIRED: { message: errorMessages.documentExpired, shownOnViewers: true, then: 'document-gone' },
  REQUIRED_TO_RENEW_SERVICE_TERM: {},
  REQUIRED_TO_RENEW_PRIVACY_TERM: {},
  REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM: {},
} as const satisfies Record<string, PopupRow>;

export type PopupCode = keyof typeof POPUPS;
export const POPUP_CODES = Object.keys(POPUPS) as PopupCode[];

export const popupRow = (code: string): PopupRow | undefined =>
  Object.hasOwn(POPUPS, code) ? (POPUPS as Record<string, PopupRow>)[code] : undefined;

/** The popup codes whose row is followed by `then`. */
export const popupCodesThen = (then: NonNullable<PopupRow['then']>): PopupCode[] => POPUP_CODES.filter((code) => (POPUPS[code] as PopupRow).then === then);

/** Codes that first bring the user to the apply tab, where their popup is shown (§8.2 step 5). */
export const APPLY_TAB_CODES = [
  'UNREGISTERED_WALLET',
  'UNREGISTERED_DEVICE',
  'REQUIRED_TO_RENEW_SERVICE_TERM',
  'REQUIRED_TO_RENEW_PRIVACY_TERM',
  'REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM',
] as const;

/** The {hash} popup: the portal answers with a hash as the code for a non-member (§8.4). */
export const isHashCode = (code: string): boolean => /^[0-9a-f]{16,}$/i.test(code);

const APPLY_TAB = paths.home.getHref('apply');

/** The request of a partner-flow page (/papas/{papas}/…): its calls' errors belong to the partner error page. */
export function papasOfPath(pathname: string): string | undefined {
  const match = /^\/papas\/([^/]+)\//.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

export function routeError(error: NormalizedError, context: ErrorContext): ErrorAction {
  // 1. Cancelled requests and time-outs are ignored.
  if (error.kind === 'cancelled' || error.kind === 'timeout') return { type: 'ignore' };

  // Stryker disable next-line ConditionalExpression: equivalent, only an http error has a body (the others read undefined)
  const body = error.kind === 'http' ? error.body : null;
  // Stryker disable next-line ConditionalExpression: equivalent, only an http error has a status
  const status = error.kind === 'http' ? error.status : undefined;
  const code = body?.code;
  // Stryker disable next-line StringLiteral: equivalent, split always answers a first part
  const pathname = context.url.split('?')[0] ?? '';
  // Any call made on a partner-flow page (its own, the agreement layer's, the wallet check) is in the partner flow.
  const papas = context.papas ?? papasOfPath(pathname);
  const toErrorPage = (query: Record<string, string | number | undefined>): ErrorAction => ({
    type: 'navigate',
    replace: true,
    to: papas ? paths.papasError.getHref(papas, query) : paths.error.getHref(query),
  });

  // 2. A response with a reason.
  if (body?.reason) {
    if (body.reason === 'UNAUTHENTICATED') {
      const login = body.returnUrl || paths.simLogin.path;
      const separator = login.includes('?') ? '&' : '?';
      return { type: 'login', to: `${login}${separator}returnUrl=${encodeURIComponent(context.url)}` };
    }
    return toErrorPage({ code: code ?? body.reason, message: body.message, status });
  }

  // 3. The channeling page, the viewer and the preview popup: everything to the error page,
  //    except the popups that close the viewer themselves (§8.4 DOCUMENT_NOT_FOUND/EXPIRED).
  if (context.where && context.where !== 'default' && !(code && popupRow(code)?.shownOnViewers)) {
    return toErrorPage({
      status: status ?? 0,
      code: code ?? (error.kind === 'network' ? 'NETWORK' : 'ERROR'),
      path: pathname,
      message: body?.message,
      returnUrl: body?.returnUrl ?? context.url,
    });
  }

  if (code && context.inlineCodes?.includes(code)) return { type: 'inline' };

  // 4. Invalid input goes to invalid-path.
  if (code === 'INVALID_PARAM') return { type: 'navigate', replace: true, to: paths.invalidPath.getHref() };

  // 5. Unregistered wallet, term renewal, unregistered device: the apply tab, hard. In the
  // partner flow they are wallet popups in place, and they block the start page's Next (001 §8).
  if (code && (APPLY_TAB_CODES as readonly string[]).includes(code)) {
    return pathname === APPLY_TAB || papas ? { type: 'popup', code, body } : { type: 'hard-redirect', to: APPLY_TAB };
  }

  // 6. Popup codes show a popup.
  if (code && (popupRow(code) || isHashCode(code))) {
    return { type: 'popup', code, body };
  }

  // TAB_MAINTENANCE is shown in place of the tab, never as a page of its own.
  if (code === 'TAB_MAINTENANCE') return { type: 'inline' };

  // 7. Everything else: no network → refresh page, missing route → invalid path, else the error page.
  if (error.kind === 'network') return { type: 'navigate', replace: true, to: paths.refresh.getHref(context.url) };
  if (status === 404 && (!code || code === 'NOT_FOUND')) {
    // The partner error page says 'page not found' itself (001 §8 "Status 404").
    if (papas) return toErrorPage({ code: code ?? 'NOT_FOUND', status });
    return { type: 'navigate', replace: true, to: paths.invalidPath.getHref() };
  }
  return toErrorPage({ code, message: body?.message, status });
}
