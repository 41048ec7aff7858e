import { Oauth2ErrorCodes, Oauth2ResourceUnauthorizedError, Oauth2ServerErrorResponseError } from '@openid4vc/oauth2';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../errors.ts';

/** Requests a client's or a library's check refused: the request is bad, whatever part of it. */
const isValidationError = (error: unknown) => error instanceof Error && (error.name === 'ValidationError' || 'validation' in error);

/**
 * The error answer of the credential issuer's OAuth endpoints: OAuth's error body (RFC 6749 §5.2,
 * OpenID4VCI 1.0 §8.3.1) and status, `WWW-Authenticate` for a refused access token (RFC 6750 §3),
 * `Cache-Control: no-store`; while the database cannot be reached 503 with Retry-After, counted as
 * the other calls' are. `badRequest` is the endpoint's own code for a malformed request.
 */
/** The status and body of a failure: OAuth's own errors as they are, anything else by its kind. */
function answerOf(error: FastifyError, badRequest: string): { status: number; body: { error: string; error_description: string }; challenge?: string } {
  if (error instanceof Oauth2ServerErrorResponseError) return { status: error.status, body: { error_description: '', ...error.errorResponse } };
  if (error instanceof Oauth2ResourceUnauthorizedError) {
    const challenge = error.wwwAuthenticateHeaders[0];
    const body = { error: challenge?.error ?? Oauth2ErrorCodes.InvalidToken, error_description: challenge?.error_description ?? 'An access token is required.' };
    return { status: 401, body, challenge: error.toHeaderValue() };
  }
  // A passing outage of the database: try again shortly (RFC 6749's temporarily_unavailable, Retry-After).
  if (isDatabaseUnavailable(error)) return { status: 503, body: { error: 'temporarily_unavailable', error_description: 'The issuer is briefly unavailable; try again shortly.' } };
  const status = error.statusCode ?? (isValidationError(error) ? 400 : 500);
  if (status === 429) return { status, body: { error: Oauth2ErrorCodes.InvalidRequest, error_description: 'Too many requests; try again in a minute.' } };
  if (status < 500 || isValidationError(error)) return { status: status < 500 ? status : 400, body: { error: badRequest, error_description: 'The request is malformed.' } };
  return { status: 500, body: { error: Oauth2ErrorCodes.ServerError, error_description: 'The issuer could not answer; try again.' } };
}

export function oauthErrorHandler(badRequest: string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const { status, body, challenge } = answerOf(error, badRequest);
    if (status === 503) {
      request.server.db.availability?.refused();
      void reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, 'credential issuer request failed');
    if (challenge) void reply.header('www-authenticate', challenge);
    void reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
  };
}
