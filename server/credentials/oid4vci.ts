import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  decodeJwt,
  Oauth2AuthorizationServer,
  Oauth2ErrorCodes,
  Oauth2ResourceServer,
  Oauth2ServerErrorResponseError,
  preAuthorizedCodeGrantIdentifier,
  type AuthorizationServerMetadata,
  type RequestLike,
} from '@openid4vc/oauth2';
import { Openid4vciIssuer, Openid4vciVersion, type CredentialIssuerMetadata } from '@openid4vc/openid4vci';
import type { JWK } from 'jose';
import type { CredentialNoncesRepo, CredentialOffersRepo, OfferRecord } from '../db/credential-offers.ts';
import { isoNow } from '../time.ts';
import { ISSUER_PATHS, type CredentialIssuer } from './credential-issuer.ts';
import { configurationOf } from './credential-types.ts';
import { SIGNING_ALG } from './issuer-key.ts';
import { issuerCallbacks } from './oauth-callbacks.ts';

/** An offer is redeemable this long, once. */
export const OFFER_TTL_MS = 10 * 60_000;
/** Wrong tx_codes before the offer is spent. */
export const MAX_TX_CODE_TRIES = 5;
export const TX_CODE_LENGTH = 6;
/** A c_nonce is accepted this long after it was handed out, once. */
export const NONCE_TTL_SECONDS = 5 * 60;
/** A key proof's `iat` may be this far from the server's clock (a proof is made just before it is sent). */
export const PROOF_CLOCK_SKEW_SECONDS = 60;
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const txCodeHash = (offerId: string, txCode: string) => sha256(`${offerId}:${txCode}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** An OAuth error answer (RFC 6749 §5.2, OpenID4VCI §8.3.1): thrown, and written as its body by the routes. */
export const oauthError = (error: Oauth2ErrorCodes | string, description: string, status = 400) =>
  new Oauth2ServerErrorResponseError({ error, error_description: description }, { status });

/** An offer made: the link a wallet opens (or scans) and the tx_code the citizen types into it. */
export interface MadeOffer {
  id: string;
  uri: string;
  txCode: string;
  expiresAt: string;
}

export interface Oid4vciDeps {
  issuer: CredentialIssuer;
  offers: CredentialOffersRepo;
  nonces: CredentialNoncesRepo;
}

/**
 * The OpenID4VCI 1.0 protocol of the issuer, on Animo's @openid4vc libraries: metadata, offers with
 * a pre-authorized code and a 6-digit tx_code, the token endpoint, c_nonces, and the checks of a
 * credential request (access token, configuration, jwt key proof: audience, nonce, freshness).
 * What the credential holds is CredentialIssuer's; every state change is one conditional write.
 */
export class Oid4vciProtocol {
  private readonly callbacks;
  private readonly vci;
  private readonly authorizationServer;
  private readonly resourceServer;

  constructor(private readonly deps: Oid4vciDeps) {
    this.callbacks = issuerCallbacks(() => deps.issuer.key(), deps.issuer.url(ISSUER_PATHS.jwks));
    this.vci = new Openid4vciIssuer({ callbacks: this.callbacks });
    this.authorizationServer = new Oauth2AuthorizationServer({ callbacks: this.callbacks });
    this.resourceServer = new Oauth2ResourceServer({ callbacks: this.callbacks });
  }

  private get issuer(): CredentialIssuer {
    return this.deps.issuer;
  }

  /** /.well-known/openid-credential-issuer: one configuration per certificate, its names in Korean (and English). */
  issuerMetadata(): CredentialIssuerMetadata {
    return this.vci.createCredentialIssuerMetadata({
      credential_issuer: this.issuer.identifier,
      authorization_servers: [this.issuer.identifier],
      credential_endpoint: this.issuer.url(ISSUER_PATHS.credential),
      nonce_endpoint: this.issuer.url(ISSUER_PATHS.nonce),
      display: [
        { name: 'Jigap 전자증명서 지갑', locale: 'ko-KR' },
        { name: 'Jigap e-certificate wallet', locale: 'en' },
      ],
      credential_configurations_supported: Object.fromEntries(this.issuer.types().map((type) => [type.slug, configurationOf(type, SIGNING_ALG)])),
    } as CredentialIssuerMetadata);
  }

  /** /.well-known/oauth-authorization-server (RFC 8414): the pre-authorized code grant only, anonymous. */
  authorizationServerMetadata(): AuthorizationServerMetadata {
    return this.authorizationServer.createAuthorizationServerMetadata({
      issuer: this.issuer.identifier,
      token_endpoint: this.issuer.url(ISSUER_PATHS.token),
      jwks_uri: this.issuer.url(ISSUER_PATHS.jwks),
      grant_types_supported: [preAuthorizedCodeGrantIdentifier],
      'pre-authorized_grant_anonymous_access_supported': true,
      token_endpoint_auth_methods_supported: ['none'],
    });
  }

  private metadataResult() {
    const credentialIssuer = this.issuerMetadata();
    return {
      originalDraftVersion: Openid4vciVersion.V1,
      credentialIssuer,
      authorizationServers: [this.authorizationServerMetadata()],
      knownCredentialConfigurations: this.vci.getKnownCredentialConfigurationsSupported(credentialIssuer),
    };
  }

  /** A new offer of a document's credential (the caller stores it: `offers.create` with the returned hashes). */
  async offer(documentId: string, configurationId: string, now = Date.now()) {
    const id = `co_${randomBytes(12).toString('hex')}`;
    const code = randomBytes(32).toString('base64url');
    const txCode = String(randomInt(0, 10 ** TX_CODE_LENGTH)).padStart(TX_CODE_LENGTH, '0');
    const { credentialOffer } = await this.vci.createCredentialOffer({
      issuerMetadata: this.metadataResult(),
      credentialConfigurationIds: [configurationId],
      grants: {
        [preAuthorizedCodeGrantIdentifier]: {
          'pre-authorized_code': code,
          tx_code: { input_mode: 'numeric', length: TX_CODE_LENGTH, description: 'Jigap에 표시된 6자리 숫자를 입력해 주세요.' },
        },
      },
    });
    const expiresAt = isoNow(now + OFFER_TTL_MS);
    const stored = { id, documentId, codeHash: sha256(code), txCodeHash: txCodeHash(id, txCode), createdAt: isoNow(now), expiresAt };
    return { made: { id, uri: credentialOffer, txCode, expiresAt } satisfies MadeOffer, stored };
  }

  /** The token endpoint: the pre-authorized code and its tx_code for an access token, once. */
  async token(request: RequestLike, body: Record<string, unknown>, now = Date.now()) {
    const asMetadata = this.authorizationServerMetadata();
    const parsed = this.authorizationServer.parseAccessTokenRequest({ request, accessTokenRequest: body });
    if (parsed.grant.grantType !== preAuthorizedCodeGrantIdentifier) throw oauthError(Oauth2ErrorCodes.UnsupportedGrantType, 'Only the pre-authorized code grant is supported.');
    const { preAuthorizedCode, txCode } = parsed.grant;
    const offer = await this.liveOffer(preAuthorizedCode, now);
    if (txCode === undefined) throw oauthError(Oauth2ErrorCodes.InvalidRequest, "The offer's tx_code is required.");
    await this.checkTxCode(offer, txCode, now);
    await this.authorizationServer.verifyPreAuthorizedCodeAccessTokenRequest({
      authorizationServerMetadata: asMetadata,
      grant: parsed.grant,
      accessTokenRequest: parsed.accessTokenRequest,
      request,
      expectedPreAuthorizedCode: preAuthorizedCode,
      expectedTxCode: txCode,
      preAuthorizedCodeExpiresAt: new Date(offer.expiresAt),
      now: new Date(now),
    });
    const tokenId = randomBytes(24).toString('base64url');
    if (!(await this.deps.offers.redeem(offer.id, tokenId, isoNow(now)))) throw oauthError(Oauth2ErrorCodes.InvalidGrant, 'The pre-authorized code was already used.');
    return this.authorizationServer.createAccessTokenResponse({
      audience: this.issuer.identifier,
      authorizationServer: this.issuer.identifier,
      expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS,
      signer: { method: 'custom', alg: SIGNING_ALG },
      subject: offer.id,
      now: new Date(now),
      additionalAccessTokenPayload: { jti: tokenId },
    });
  }

  /** The offer of a code, when it can still be redeemed (a used, spent or expired one is invalid_grant). */
  private async liveOffer(code: string, now: number): Promise<OfferRecord> {
    const offer = await this.deps.offers.byCodeHash(sha256(code));
    if (!offer) throw oauthError(Oauth2ErrorCodes.InvalidGrant, 'Unknown pre-authorized code.');
    if (offer.state !== 'OFFERED') throw oauthError(Oauth2ErrorCodes.InvalidGrant, offer.state === 'SPENT' ? 'The offer was spent by wrong tx_codes.' : 'The pre-authorized code was already used.');
    if (offer.expiresAt <= isoNow(now)) throw oauthError(Oauth2ErrorCodes.InvalidGrant, 'The offer has expired.');
    return offer;
  }

  /** A wrong tx_code is counted (the fifth spends the offer) and refused as invalid_grant. */
  private async checkTxCode(offer: OfferRecord, txCode: string, now: number): Promise<void> {
    if (sameHash(txCodeHash(offer.id, txCode), offer.txCodeHash)) return;
    const left = await this.deps.offers.countWrongTxCode(offer.id, MAX_TX_CODE_TRIES, isoNow(now));
    if (left === null || left === 0) throw oauthError(Oauth2ErrorCodes.InvalidGrant, 'Wrong tx_code; the offer is spent.');
    throw oauthError(Oauth2ErrorCodes.InvalidGrant, `Wrong tx_code (${left} tries left).`);
  }

  /** The nonce endpoint: a fresh c_nonce, accepted once within NONCE_TTL_SECONDS. */
  async nonce(now = Date.now()) {
    const cNonce = randomBytes(24).toString('base64url');
    await this.deps.nonces.deleteExpired(isoNow(now));
    await this.deps.nonces.create(cNonce, isoNow(now + NONCE_TTL_SECONDS * 1000));
    return this.vci.createNonceResponse({ cNonce, cNonceExpiresIn: NONCE_TTL_SECONDS });
  }

  /**
   * A key proof (`openid4vci-proof+jwt`, ES256, its key in `jwk`): signed by that key, for this
   * issuer, made now, with a c_nonce this issuer handed out and nobody used. The nonce is used up
   * here. Answers the holder's public key.
   */
  async verifyProof(jwt: string, now = Date.now()): Promise<JWK> {
    let nonce: unknown;
    try {
      nonce = decodeJwt({ jwt }).payload.nonce;
    } catch {
      throw oauthError(Oauth2ErrorCodes.InvalidProof, 'The proof is not a JWT.');
    }
    const expiresAt = typeof nonce === 'string' ? await this.deps.nonces.expiresAt(nonce) : undefined;
    if (typeof nonce !== 'string' || !expiresAt || expiresAt <= isoNow(now)) throw oauthError(Oauth2ErrorCodes.InvalidNonce, 'The proof has no c_nonce this issuer handed out, or it was used or expired; ask the nonce endpoint for a new one.');
    const { header, payload } = await this.vci.verifyCredentialRequestJwtProof({ issuerMetadata: this.metadataResult(), jwt, expectedNonce: nonce, nonceExpiresAt: new Date(expiresAt), now: new Date(now) });
    if (header.alg !== SIGNING_ALG || !header.jwk) throw oauthError(Oauth2ErrorCodes.InvalidProof, `The proof must be ${SIGNING_ALG}, its public key in the header's jwk.`);
    // Fresh: made after its nonce was handed out, and not in the future.
    const age = now / 1000 - payload.iat;
    if (age > NONCE_TTL_SECONDS + PROOF_CLOCK_SKEW_SECONDS || age < -PROOF_CLOCK_SKEW_SECONDS) throw oauthError(Oauth2ErrorCodes.InvalidProof, 'The proof was not made now (iat).');
    if (!(await this.deps.nonces.use(nonce, isoNow(now)))) throw oauthError(Oauth2ErrorCodes.InvalidNonce, 'The c_nonce was already used; ask the nonce endpoint for a new one.');
    return header.jwk as JWK;
  }

  /**
   * The credential endpoint's checks, up to the key to bind: the access token (of a redeemed offer,
   * not yet taken), the requested configuration (the offer's), the key proof. `issue` makes and
   * records the credential once the offer is taken.
   */
  async credentialRequest(request: RequestLike, body: Record<string, unknown>, now = Date.now()) {
    const { tokenPayload } = await this.resourceServer.verifyResourceRequest({ request, resourceServer: this.issuer.identifier, authorizationServers: [this.authorizationServerMetadata()], now: new Date(now) });
    const offer = typeof tokenPayload.sub === 'string' ? await this.deps.offers.byId(tokenPayload.sub) : undefined;
    if (!offer || offer.state !== 'TOKEN_ISSUED' || offer.tokenId !== tokenPayload.jti) throw oauthError(Oauth2ErrorCodes.InvalidToken, 'The access token was used already.', 401);
    const parsed = this.vci.parseCredentialRequest({ issuerMetadata: this.metadataResult(), credentialRequest: body });
    const proofs = parsed.proofs?.jwt ?? [];
    if (proofs.length !== 1) throw oauthError(Oauth2ErrorCodes.InvalidProof, 'One jwt key proof is required.');
    return { offer, parsed, proof: proofs[0]!, tokenId: String(tokenPayload.jti) };
  }

  /** The credential response for an issued credential. */
  credentialResponse(parsed: Awaited<ReturnType<Oid4vciProtocol['credentialRequest']>>['parsed'], credential: string) {
    return this.vci.createCredentialResponse({ credentialRequest: parsed, credentials: [{ credential }] });
  }
}
