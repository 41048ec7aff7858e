import type { ApiError, ErrorButton } from '../contracts/generated/api.ts';
import { errorTexts, outageText, type ErrorCode, type ErrorText } from './messages.ts';

const statusOf: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  UNDER_14: 403,
  KAKAOTALK_KR_ONLY: 403,
  RESTRICTED_ACCOUNT: 403,
  INVALID_ACCOUNT: 403,
  MAIN_DEVICE_ONLY: 403,
  UNREGISTERED_USER: 403,
  UNREGISTERED_DEVICE: 409,
  UNREGISTERED_WALLET: 409,
  REQUIRED_TO_RENEW_SERVICE_TERM: 409,
  REQUIRED_TO_RENEW_PRIVACY_TERM: 409,
  REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM: 409,
  MAINTENANCE: 503,
  TAB_MAINTENANCE: 503,
  INVALID_PARAM: 400,
  TOO_MANY_REQUESTS: 429,
  NOT_FOUND: 404,
  DOCUMENT_NOT_FOUND: 404,
  DOCUMENT_EXPIRED: 410,
  ERROR: 500,
  SIGN_REQUIRED: 409,
  REQUIRED_TO_ISSUE_CERTIFICATION: 403,
  MOIS_ERROR: 502,
  NOT_PILSNER_REQUEST: 400,
  PILSNER_HEADER_REQUIRED: 400,
  DISTRIBUTION_ERROR: 409,
  MY_WALLET_ADDRESS: 400,
  INVALID_WALLET_ADDRESS: 400,
  PARTNER_UNAUTHORIZED: 401,
  APPLICATION_NOT_QUALIFIED: 403,
  PACKAGE_APPLICATION_FAILED: 409,
  ORG_UNAUTHORIZED: 401,
  SUBMISSION_LOCKED: 423,
  SUBMISSION_CANCELED: 409,
  SUBMISSION_EXPIRED: 410,
  SUBMISSION_NOT_OPENED: 409,
  DELETION_NOT_REQUESTED: 409,
};

interface AppErrorOptions {
  text?: Partial<ErrorText>;
  buttons?: ErrorButton[];
  reason?: string | null;
  returnUrl?: string | null;
  /** A popup code the client matches by value (the {hash} popup of 000 §8.4); default: `code`. */
  bodyCode?: string;
  /** The HTTP status when it differs from the code's usual one (ERROR as a 409 popup). */
  status?: number;
  /** Sent as Retry-After: when a client may try again (a passing outage, maintenance). */
  retryAfterSeconds?: number;
  /** Refused because the database cannot be reached: counted as the outage's, not logged (server/plugins/db.ts). */
  databaseOutage?: boolean;
}

/** The one error type routes throw; the central error handler turns it into the body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly body: ApiError;
  readonly retryAfterSeconds: number | null;
  readonly databaseOutage: boolean;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const text = { ...errorTexts[code], ...options.text };
    super(text.message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = options.status ?? statusOf[code];
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.databaseOutage = options.databaseOutage ?? false;
    this.body = {
      code: options.bodyCode ?? code,
      message: text.message,
      title: text.title,
      buttons: options.buttons ?? [],
      reason: options.reason ?? null,
      returnUrl: options.returnUrl ?? null,
      status: this.statusCode,
    };
  }
}

/**
 * How long a client is asked to wait (Retry-After) on a 503: the database is checked again at least
 * every second during an outage; maintenance has no end the server knows (its message may say one).
 */
export const OUTAGE_RETRY_AFTER_SECONDS = 2;

/** Maintenance has no end the server knows: a client that honours Retry-After asks again a minute later, not every 2 s. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 60;

/** A 503 the client may repeat later (an outage, maintenance): the one place such an answer gets its Retry-After. */
export const unavailableError = (
  code: ErrorCode,
  options: Omit<AppErrorOptions, 'status' | 'retryAfterSeconds'> = {},
  retryAfterSeconds = OUTAGE_RETRY_AFTER_SECONDS,
): AppError => new AppError(code, { ...options, status: 503, retryAfterSeconds });

/**
 * The answer of any call while the database cannot be reached (server/db/unavailable.ts): 503, the
 * ERROR popup's body with the outage's words, and Retry-After — a passing outage, not Jigap's fault.
 */
export const outageError = (): AppError => unavailableError('ERROR', { text: outageText, databaseOutage: true });
