import type { RequestLike } from '@openid4vc/oauth2';
import { Oauth2ErrorCodes } from '@openid4vc/oauth2';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { ActivityRepo } from '../db/activity.ts';
import type { CredentialOffersRepo } from '../db/credential-offers.ts';
import type { Database } from '../db/database.ts';
import type { IssuedDocument, IssuedDocumentsRepo } from '../db/issued-documents.ts';
import type { UsersRepo } from '../db/users.ts';
import type { StoredCredential, WalletCredentialsRepo } from '../db/wallet-credentials.ts';
import { isoNow, remainingDays } from '../time.ts';
import type { CredentialIssuer } from './credential-issuer.ts';
import { oauthError, type MadeOffer, type Oid4vciProtocol } from './oid4vci.ts';
import { publicMembers } from './sd-jwt.ts';

/** The caller of a wallet call: the user and the device (the browser) whose key the credentials are bound to. */
export interface Holder {
  userId: string;
  name: string;
  deviceId: string;
}

export interface CredentialsDeps {
  db: Database;
  documents: IssuedDocumentsRepo;
  users: UsersRepo;
  wallet: WalletCredentialsRepo;
  offers: CredentialOffersRepo;
  activity: ActivityRepo;
  issuer: CredentialIssuer;
  protocol: Oid4vciProtocol;
}

const usable = (document: IssuedDocument, now: number) => !document.revokedAt && remainingDays(document.expiresAt, now) >= 0;

/**
 * The credentials of the citizens' documents: Jigap's own wallet (a credential bound to the key the
 * citizen's browser holds, issued with the document, bound again after a device change), offers to
 * other wallets and their redemption, and the agency's revocation. The activity log records each
 * offer made and taken, and each revocation, in the same write.
 */
export class Credentials {
  constructor(readonly deps: CredentialsDeps) {}

  get issuer(): CredentialIssuer {
    return this.deps.issuer;
  }

  get protocol(): Oid4vciProtocol {
    return this.deps.protocol;
  }

  /**
   * Registers the key the holder's browser made (a jwt key proof with a c_nonce of the nonce
   * endpoint, as any wallet proves its key) and binds the holder's credentials to it: those bound to
   * another key (the old device's) are issued again. Answers the key's thumbprint.
   */
  async registerKey(holder: Holder, proof: string, now = Date.now()): Promise<{ thumbprint: string; rebound: number }> {
    const jwk = publicMembers(await this.protocol.verifyProof(proof, now));
    const thumbprint = await calculateJwkThumbprint(jwk);
    await this.deps.wallet.putKey({ userId: holder.userId, deviceId: holder.deviceId, thumbprint, jwk: jwk as Record<string, unknown>, createdAt: isoNow(now) });
    let rebound = 0;
    for (const documentId of await this.deps.wallet.boundElsewhere(holder.userId, thumbprint)) {
      const document = await this.deps.documents.findById(documentId);
      if (document && this.issuer.typeOf(document)) {
        await this.store(document, thumbprint, jwk, now);
        rebound += 1;
      }
    }
    return { thumbprint, rebound };
  }

  private async store(document: IssuedDocument, thumbprint: string, jwk: JWK, now: number): Promise<StoredCredential> {
    const credential = await this.issuer.issue(document, jwk, now);
    return this.deps.wallet.putCredential({ documentId: document.id, thumbprint, credential, issuedAt: isoNow(now) }, document.ownerUserId);
  }

  /** The holder's credential of a document, bound to this device's key (issued now if it was not yet); null when the device has no key. */
  async walletCredential(holder: Holder, document: IssuedDocument, now = Date.now()): Promise<StoredCredential | null> {
    const key = await this.deps.wallet.key(holder.userId, holder.deviceId);
    if (!key || !this.issuer.typeOf(document)) return null;
    return (await this.deps.wallet.credential(document.id, key.thumbprint)) ?? (await this.store(document, key.thumbprint, key.jwk as JWK, now));
  }

  /**
   * A document just issued also goes into the wallet as a credential, bound to the key of the
   * owner's main device when it has one (in the issuing transaction; without a key, the credential
   * is issued when the device registers one).
   */
  async storeIssued(documentId: string, now = Date.now()): Promise<void> {
    const document = await this.deps.documents.findById(documentId);
    const owner = document && (await this.deps.users.findById(document.ownerUserId));
    const key = owner?.mainDeviceId ? await this.deps.wallet.key(owner.id, owner.mainDeviceId) : undefined;
    if (!document || !key || !this.issuer.typeOf(document)) return;
    await this.store(document, key.thumbprint, key.jwk as JWK, now);
  }

  /** An offer of the document's credential to another wallet, and its event in the owner's log. */
  async makeOffer(holder: Pick<Holder, 'userId' | 'name'>, document: IssuedDocument, now = Date.now()): Promise<MadeOffer | null> {
    const type = this.issuer.typeOf(document);
    if (!type || !usable(document, now)) return null;
    const { made, stored } = await this.protocol.offer(document.id, type.slug, now);
    await this.deps.db.transaction(async () => {
      await this.deps.offers.create({ ...stored, ownerUserId: holder.userId });
      await this.deps.activity.record({ kind: 'CREDENTIAL_OFFERED', at: stored.createdAt, owner: { userId: holder.userId, name: holder.name }, documents: [{ id: document.id, name: document.name }] });
    });
    return made;
  }

  /**
   * The credential endpoint: checks the request (OpenID4VCI), takes the offer once, issues the
   * credential bound to the wallet's key and records that it was taken — or refuses with an OAuth error.
   */
  async takeCredential(request: RequestLike, body: Record<string, unknown>, now = Date.now()) {
    const { offer, parsed, proof, tokenId } = await this.protocol.credentialRequest(request, body, now);
    const document = await this.deps.documents.findById(offer.documentId);
    const type = document && this.issuer.typeOf(document);
    if (!document || !type) throw oauthError(Oauth2ErrorCodes.CredentialRequestDenied, 'The document is no longer held.');
    if (parsed.credentialConfigurationId !== undefined && parsed.credentialConfigurationId !== type.slug) {
      throw oauthError(Oauth2ErrorCodes.UnknownCredentialConfiguration, `The offer is for ${type.slug}.`);
    }
    if (!usable(document, now)) throw oauthError(Oauth2ErrorCodes.CredentialRequestDenied, 'The document was revoked or has expired.');
    const holderJwk = publicMembers(await this.protocol.verifyProof(proof, now));
    const credential = await this.issuer.issue(document, holderJwk, now);
    const taken = await this.deps.db.transaction(async () => {
      if (!(await this.deps.offers.take(offer.id, tokenId, isoNow(now)))) return false;
      const owner = await this.deps.users.findById(document.ownerUserId);
      await this.deps.activity.record({ kind: 'CREDENTIAL_TAKEN', at: isoNow(now), owner: { userId: document.ownerUserId, name: owner?.name ?? null }, documents: [{ id: document.id, name: document.name }] });
      return true;
    });
    if (!taken) throw oauthError(Oauth2ErrorCodes.InvalidToken, 'The access token was used already.', 401);
    return this.protocol.credentialResponse(parsed, credential);
  }

  /**
   * The issuing agency revokes a document (폐기): from now on its status bit reads revoked, its PDF
   * checks as 폐기된 증명서, and the owner's log says so. False when it was revoked already or is unknown.
   */
  async revoke(documentId: string, now = Date.now()): Promise<boolean> {
    return this.deps.db.transaction(async () => {
      const document = await this.deps.documents.findById(documentId);
      if (!document || !(await this.deps.documents.revoke(documentId, isoNow(now)))) return false;
      const owner = await this.deps.users.findById(document.ownerUserId);
      await this.deps.activity.record({ kind: 'REVOKED', at: isoNow(now), owner: { userId: document.ownerUserId, name: owner?.name ?? null }, other: { userId: null, name: document.issuerName }, documents: [{ id: document.id, name: document.name }] });
      return true;
    });
  }
}
