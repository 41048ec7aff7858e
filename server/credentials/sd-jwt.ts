import { digest, ES256, generateSalt } from '@sd-jwt/crypto-nodejs';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import type { DisclosureFrame as LibraryFrame } from '@sd-jwt/types';
import type { JWK } from 'jose';
import { disclosureFrameOf, type Claims } from './claims.ts';
import { SIGNING_ALG, type IssuerKey } from './issuer-key.ts';

/** The SD-JWT VC media type and JOSE `typ` (draft-ietf-oauth-sd-jwt-vc), and OpenID4VCI's format identifier. */
export const SD_JWT_VC_FORMAT = 'dc+sd-jwt';

export interface CredentialToIssue {
  /** The credential issuer identifier (the service's origin). */
  issuer: string;
  vct: string;
  claims: Claims;
  /** The holder's public key: the credential is bound to it (`cnf.jwk`). */
  holderJwk: JWK;
  status: { idx: number; uri: string };
  /** When the document expires (ISO): the credential expires with it. */
  expiresAt: string;
  /** When it is issued (ISO). */
  issuedAt: string;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** A holder's public JWK as a credential carries it: the public members only. */
export function publicMembers(jwk: JWK): JWK {
  const { kty, crv, x, y } = jwk;
  return { kty, crv, x, y };
}

/**
 * Issues the SD-JWT VC (with @sd-jwt/sd-jwt-vc): every claim selectively disclosable, lists element
 * by element, signed with the issuer's key, its certificate chain in `x5c`.
 */
export async function issueSdJwtVc(credential: CredentialToIssue, key: IssuerKey): Promise<string> {
  const sdjwt = new SDJwtVcInstance({
    signer: await ES256.getSigner(key.privateJwk),
    signAlg: SIGNING_ALG,
    hasher: digest,
    hashAlg: 'sha-256',
    saltGenerator: generateSalt,
  });
  const payload = {
    ...credential.claims,
    iss: credential.issuer,
    iat: seconds(credential.issuedAt),
    exp: seconds(credential.expiresAt),
    vct: credential.vct,
    cnf: { jwk: publicMembers(credential.holderJwk) },
    status: { status_list: credential.status },
  };
  const frame = (disclosureFrameOf(credential.claims) ?? {}) as LibraryFrame<typeof payload>;
  return sdjwt.issue(payload, frame, { header: { typ: SD_JWT_VC_FORMAT, x5c: key.x5c } });
}
