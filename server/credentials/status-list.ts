import { createHeaderAndPayload, StatusList } from '@sd-jwt/jwt-status-list';
import { SignJWT } from 'jose';
import { SIGNING_ALG, type IssuerKey } from './issuer-key.ts';

/** The status list token's media type (draft-ietf-oauth-status-list). */
export const STATUS_LIST_MEDIA_TYPE = 'application/statuslist+jwt';
/** How long a verifier may keep a status list token before asking again (the token's `ttl`, and the HTTP cache's). */
export const STATUS_LIST_TTL_SECONDS = 300;
/** A token is valid for a day: a verifier holding one older than that asks again whatever its `ttl`. */
const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export const REVOKED = 1;

/**
 * The signed status list token (@sd-jwt/jwt-status-list builds and compresses the list; jose signs
 * it with the issuer's key, x5c in the header): one bit per credential, 1 for a revoked document.
 */
export async function statusListToken(options: { uri: string; size: number; revoked: readonly number[]; now: number; key: IssuerKey; issuer: string }): Promise<string> {
  const list = new StatusList(new Array<number>(options.size).fill(0), 1);
  for (const idx of options.revoked) list.setStatus(idx, REVOKED);
  const iat = Math.floor(options.now / 1000);
  const { header, payload } = createHeaderAndPayload(
    list,
    { iss: options.issuer, sub: options.uri, iat, exp: iat + TOKEN_LIFETIME_SECONDS, ttl: STATUS_LIST_TTL_SECONDS },
    { alg: SIGNING_ALG, typ: 'statuslist+jwt', x5c: options.key.x5c, kid: options.key.kid },
  );
  return new SignJWT(payload).setProtectedHeader(header).sign(options.key.privateKey);
}
