import { errorTexts, isErrorCode, unknownErrorText, type ErrorCode, type ErrorText } from '../../../shared/error-texts';

/**
 * The error page of each code (spec 000 §8.3, 001 §8), found by the code itself. Its words are the
 * code's, said once in shared/error-texts.ts (the server sends the same); this table adds what the
 * page offers. `useServerMessage`: the server's message replaces the code's when it has one.
 */
export interface ErrorPageContent extends ErrorText {
  useServerMessage?: boolean;
  button?: 'home' | 'login' | 'retry' | 'update';
}

type PageOptions = Pick<ErrorPageContent, 'useServerMessage' | 'button'>;

/**
 * Codes whose page is not the usual one (the code's words and the home button): a blocked account
 * gets no button (nothing in the wallet opens it), INVALID_ACCOUNT the login button, and the
 * codes whose server message may say more (the maintenance's end, the agency's or the package's failure).
 */
const PAGE_OPTIONS: Partial<Record<ErrorCode, PageOptions>> = {
  UNDER_14: {},
  KAKAOTALK_KR_ONLY: {},
  MAIN_DEVICE_ONLY: {},
  RESTRICTED_ACCOUNT: {},
  INVALID_ACCOUNT: { button: 'login' },
  MAINTENANCE: { useServerMessage: true },
  MOIS_ERROR: { useServerMessage: true, button: 'home' },
  PACKAGE_APPLICATION_FAILED: { useServerMessage: true, button: 'home' },
};

const pageOf = (code: ErrorCode): ErrorPageContent => ({ ...errorTexts[code], ...(PAGE_OPTIONS[code] ?? { button: 'home' }) });

/** Every code's page, the wallet's and the partner flow's alike (one text per code). */
export const errorPages = Object.fromEntries((Object.keys(errorTexts) as ErrorCode[]).map((code) => [code, pageOf(code)])) as Record<ErrorCode, ErrorPageContent>;

/** 000 §8.3's default: a code no table knows. */
export const DEFAULT_ERROR_PAGE: ErrorPageContent = { ...unknownErrorText, button: 'home' };

/** Status 404 and a missing route: the NOT_FOUND code's page. */
export const NOT_FOUND_PAGE: ErrorPageContent = errorPages.NOT_FOUND;

export function errorPageFor(query: { code?: string | null; status?: string | null; message?: string | null }): ErrorPageContent {
  const fromCode = query.code && isErrorCode(query.code) ? errorPages[query.code] : undefined;
  const base = fromCode ?? (query.status === '404' ? NOT_FOUND_PAGE : DEFAULT_ERROR_PAGE);
  if (base.useServerMessage && query.message) return { ...base, message: query.message };
  return base;
}
