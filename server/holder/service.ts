import { randomBytes } from 'node:crypto';
import { Oauth2ServerErrorResponseError } from '@openid4vc/oauth2';
import { createOpenid4vpAuthorizationResponse, resolveOpenid4vpAuthorizationRequest, submitOpenid4vpAuthorizationResponse } from '@openid4vc/openid4vp';
import { digest } from '@sd-jwt/crypto-nodejs';
import { decodeSdJwt, getClaims } from '@sd-jwt/decode';
import { DcqlQuery } from 'dcql';
import { decodeJwt } from 'jose';
import type { ActivityRepo } from '../db/activity.ts';
import type { Database } from '../db/database.ts';
import type { IssuedDocument, IssuedDocumentsRepo } from '../db/issued-documents.ts';
import type { HeldPresentation, PresentationsRepo } from '../db/presentations.ts';
import type { StoredCredential } from '../db/wallet-credentials.ts';
import type { PresentationRecord } from '../../contracts/generated/api.ts';
import { AppError } from '../errors.ts';
import { isoNow, kstDigits } from '../time.ts';
import { oid4vpCallbacks, RESPONSE_ENCRYPTION_ALG, RESPONSE_ENCRYPTION_ENCS, REQUEST_SIGNING_ALG } from '../verifier/oid4vp-callbacks.ts';
import { chainedLeaf, verifyPresentation } from '../verifier/verify-presentation.ts';
import { organisationOf } from '../verifier/messages.ts';
import { holderTexts } from './messages.ts';
import { boundedFetch } from './bounded-fetch.ts';
import { outboundRefusalIn, type OutboundRefused } from './outbound-fetch.ts';
import { requestedClaims, type RequestedClaim } from './requested-claims.ts';
import { claimValueAt } from '../../shared/presentation.ts';

/** The citizen and the device whose key holds their credentials. */
export interface HolderCaller {
  userId: string;
  name: string;
  deviceId: string;
}

/** A credential type as the wallet reads it: the certificate it belongs to and its claims' labels. */
export interface HeldType {
  slug: string;
  name: string;
  edocPath: string;
  labelOf: (path: readonly unknown[]) => string | undefined;
}

export interface HolderDeps {
  db: Database;
  repo: PresentationsRepo;
  documents: IssuedDocumentsRepo;
  activity: ActivityRepo;
  rootPem: () => Promise<string>;
  typeOfVct: (vct: string) => HeldType | undefined;
  /** The holder's credential of a document, bound to this device's key (null without a key). */
  credentialOf: (caller: HolderCaller, document: IssuedDocument) => Promise<StoredCredential | null>;
  statusList: (uri: string) => Promise<string>;
  fetch: typeof fetch;
  /** The request id of this service's own desk a response_uri names, or undefined for another verifier. */
  ownRequestOf: (responseUri: string) => string | undefined;
}

/** What the wallet keeps of an opened request to answer it later. */
interface StoredRequest {
  payload: Record<string, unknown>;
  queryId: string;
  vct: string;
  claims: RequestedClaim[];
}

/** How far ahead of this server's clock a request object's nbf may be: its verifier's clock rounding up. */
const NBF_GRACE_MS = 2_000;

const refused = (text: { title: string; message: string }, code: string, status = 409) => new AppError('ERROR', { status, text, bodyCode: code });

/** The request's parameters from an `openid4vp://` link, a Jigap page's link with the same query, or the query alone. */
export function requestParams(uri: string): Record<string, string> {
  const query = uri.includes('?') ? uri.slice(uri.indexOf('?') + 1) : uri;
  return Object.fromEntries(new URLSearchParams(query));
}

/** How long the wallet keeps a request that names no expiry (its exp) open for the citizen. */
const UNDATED_REQUEST_MS = 5 * 60_000;

/**
 * The citizen's wallet as an OpenID4VP 1.0 holder (@openid4vc/openid4vp): it opens a request (the
 * signed request object, its client id checked against its certificate by the library, the
 * certificate's chain to the demo CA by us), shows who asks, why and what, from the credential it
 * holds; then sends the presentation the browser made and signed (its key-binding JWT), encrypted
 * to the verifier, and records it — the activity log (labels, never values) and 보낸 내역.
 */
export class Holder {
  constructor(private readonly deps: HolderDeps) {}

  async open(caller: HolderCaller, uri: string, now = Date.now()) {
    const { resolved, leafName } = await this.resolve(uri, now);
    const payload = resolved.authorizationRequestPayload as Record<string, unknown> & { nonce: string; response_mode?: string; response_uri?: string };
    if (!resolved.dcql || !['direct_post', 'direct_post.jwt'].includes(String(payload.response_mode)) || !payload.response_uri) throw refused(holderTexts.unsupported, 'PRESENTATION_UNSUPPORTED', 400);
    const query = this.queryOf(resolved.dcql.query);
    const type = this.deps.typeOfVct(query.vct);
    const expiresAt = isoNow(typeof resolved.jar?.authorizationRequestPayload.exp === 'number' ? resolved.jar.authorizationRequestPayload.exp * 1000 : now + UNDATED_REQUEST_MS);
    const stored: StoredRequest = { payload, queryId: query.id, vct: query.vct, claims: requestedClaims(query, type) };
    const record = await this.deps.repo.openForHolder({
      id: `wp_${randomBytes(12).toString('hex')}`,
      ownerUserId: caller.userId,
      deviceId: caller.deviceId,
      verifierName: leafName,
      clientId: resolved.client.effective,
      nonce: payload.nonce,
      purpose: query.purpose,
      request: JSON.stringify(stored),
      createdAt: isoNow(now),
      expiresAt,
    });
    return this.view(caller, record, now);
  }

  /** The request resolved by the library, its signer's certificate chained to the demo CA; refusals in words. */
  private async resolve(uri: string, now: number) {
    const seen: { status?: number; exp?: number; nbf?: number; unsafe?: OutboundRefused | undefined } = {};
    const fetchObserved: typeof fetch = async (input, init) => {
      const response = await boundedFetch(this.deps.fetch, input, init).catch((error: unknown) => {
        seen.unsafe = outboundRefusalIn(error);
        throw error;
      });
      seen.status = response.status;
      if (response.ok) {
        const text = await response.clone().text();
        try {
          ({ exp: seen.exp, nbf: seen.nbf } = decodeJwt(text));
        } catch {
          // not a JWT: the library says why
        }
      }
      return response;
    };
    const resolving = () => resolveOpenid4vpAuthorizationRequest({ authorizationRequestPayload: requestParams(uri), callbacks: oid4vpCallbacks({ fetch: fetchObserved }) });
    let resolved;
    try {
      resolved = await resolving().catch(async (error: unknown) => {
        // A verifier whose clock runs a moment ahead (its nbf rounded up): resolved again once that moment has passed.
        const ahead = seen.nbf === undefined ? 0 : seen.nbf * 1000 - Date.now();
        if (ahead <= 0 || ahead > NBF_GRACE_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, ahead + 50));
        return resolving();
      });
    } catch (error) {
      if (seen.unsafe) throw refused(holderTexts.unsafe(seen.unsafe.reason), 'PRESENTATION_UNSAFE_ADDRESS', 400);
      if (seen.status === 410) throw refused(holderTexts.answered, 'PRESENTATION_ANSWERED', 410);
      if (seen.exp !== undefined && seen.exp * 1000 <= now) throw refused(holderTexts.expired, 'PRESENTATION_EXPIRED', 410);
      if (seen.status === 404) throw refused(holderTexts.notFound, 'PRESENTATION_NOT_FOUND', 404);
      throw refused(holderTexts.invalid(error instanceof Oauth2ServerErrorResponseError ? error.errorResponse.error : 'invalid_request'), 'PRESENTATION_INVALID', 400);
    }
    const client = resolved.client;
    const leaf = 'x5c' in client && client.x5c ? chainedLeaf(client.x5c, await this.deps.rootPem(), now) : undefined;
    if (!leaf) throw refused(holderTexts.untrusted, 'PRESENTATION_UNTRUSTED', 403);
    return { resolved, leafName: organisationOf(leaf.subject) };
  }

  /** The one SD-JWT VC credential query Jigap answers, and the purpose its credential set gives. */
  private queryOf(raw: unknown) {
    let query: DcqlQuery;
    try {
      query = DcqlQuery.parse(raw as DcqlQuery.Input);
      DcqlQuery.validate(query);
    } catch {
      throw refused(holderTexts.unsupported, 'PRESENTATION_UNSUPPORTED', 400);
    }
    const [credential, ...others] = query.credentials;
    const vct = credential && 'meta' in credential && credential.meta && 'vct_values' in credential.meta ? credential.meta.vct_values?.[0] : undefined;
    if (!credential || others.length > 0 || !['dc+sd-jwt', 'vc+sd-jwt'].includes(credential.format) || !vct) throw refused(holderTexts.unsupported, 'PRESENTATION_UNSUPPORTED', 400);
    const purpose = query.credential_sets?.map((set) => set.purpose).find((value) => typeof value === 'string');
    return { id: credential.id, vct, claims: (credential as { claims?: { id?: string; path: (string | number | null)[] }[] }).claims ?? [], claimSets: (credential as { claim_sets?: string[][] }).claim_sets, purpose: typeof purpose === 'string' ? purpose : '' };
  }

  /** The holder's newest usable credential of the type, with its disclosed-all claims. */
  private async heldCredential(caller: HolderCaller, type: HeldType | undefined, now: number) {
    if (!type) return undefined;
    for (const document of await this.deps.documents.heldOf(caller.userId, type.edocPath)) {
      if (Date.parse(document.expiresAt) <= now) continue;
      const stored = await this.deps.credentialOf(caller, document);
      if (!stored) continue;
      const decoded = await decodeSdJwt(stored.credential, digest);
      const claims = await getClaims<Record<string, unknown>>(decoded.jwt.payload, decoded.disclosures, digest);
      return { document, credential: stored.credential, claims };
    }
    return undefined;
  }

  /** The request as the citizen's page reads it: who, why, each claim with its value, or what is missing. */
  async view(caller: HolderCaller, record: HeldPresentation, now = Date.now()) {
    const stored = JSON.parse(record.request) as StoredRequest;
    const type = this.deps.typeOfVct(stored.vct);
    const held = await this.heldCredential(caller, type, now);
    const status = record.status === 'PRESENTED' ? 'PRESENTED' : record.expiresAt <= isoNow(now) ? 'EXPIRED' : held ? 'READY' : 'MISSING';
    return {
      id: record.id,
      status,
      verifier: record.verifierName,
      purpose: record.purpose,
      expiresAt: kstDigits(record.expiresAt),
      presentedAt: record.presentedAt ? kstDigits(record.presentedAt) : null,
      certificate: { name: type?.name ?? holderTexts.unknownCertificate, edocPath: type?.edocPath ?? null },
      documentId: held?.document.id ?? null,
      credential: status === 'READY' ? held!.credential : null,
      audience: record.clientId,
      nonce: record.nonce,
      claims: stored.claims.map((claim) => ({ ...claim, value: held ? displayValue(claimValueAt(held.claims, claim.path)) : null })),
    };
  }

  /** A presentation as 보낸 내역 shows it: to whom, why, the claim labels (never values), when, its deletion. */
  recordBody(record: HeldPresentation): PresentationRecord {
    return {
      type: 'PRESENTED',
      id: record.id,
      name: record.documentName ?? '',
      receiver: record.verifierName,
      purpose: record.purpose,
      documentId: record.documentId,
      claimLabels: record.claimLabels ?? [],
      presentedAt: kstDigits(record.presentedAt ?? record.createdAt),
      deletionRequestedAt: record.deletionRequestedAt ? kstDigits(record.deletionRequestedAt) : null,
      recipientDeletedAt: record.verifierDeletedAt ? kstDigits(record.verifierDeletedAt) : null,
      deletionByWallet: this.ownRequestOf(record) !== undefined,
    };
  }

  /** The citizen's presentations, newest first (보낸 내역 lists them among the documents sent). */
  async records(userId: string, page: { limit: number; offset: number }): Promise<{ items: PresentationRecord[]; totalCount: number }> {
    const { items, totalCount } = await this.deps.repo.presentedBy(userId, page);
    return { items: items.map((record) => this.recordBody(record)), totalCount };
  }

  /** One presentation of the caller's (an unanswered request is no record yet: not found). */
  async sentRecord(caller: HolderCaller, id: string): Promise<PresentationRecord> {
    const record = await this.record(caller, id);
    if (record.status !== 'PRESENTED') throw new AppError('NOT_FOUND');
    return this.recordBody(record);
  }

  /** The request id of this service's own desk the record answered; undefined for another verifier. */
  private ownRequestOf(record: HeldPresentation): string | undefined {
    return this.deps.ownRequestOf(String((JSON.parse(record.request) as StoredRequest).payload.response_uri));
  }

  async record(caller: HolderCaller, id: string): Promise<HeldPresentation> {
    const record = await this.deps.repo.holderRecord(id, caller.userId);
    if (!record) throw new AppError('NOT_FOUND');
    return record;
  }

  /**
   * Sends the presentation the browser made (the SD-JWT with the disclosures the citizen chose and
   * a key-binding JWT its key signed): checked first as the verifier will (nothing more than asked,
   * bound to this request), then encrypted to the verifier and posted to its response_uri; recorded
   * once the verifier took it.
   */
  async answer(caller: HolderCaller, id: string, presentation: string, now = Date.now()) {
    const record = await this.record(caller, id);
    if (record.status === 'PRESENTED') throw refused(holderTexts.answered, 'PRESENTATION_ANSWERED');
    if (record.expiresAt <= isoNow(now)) throw refused(holderTexts.expired, 'PRESENTATION_EXPIRED', 410);
    const stored = JSON.parse(record.request) as StoredRequest;
    const type = this.deps.typeOfVct(stored.vct);
    const held = await this.heldCredential(caller, type, now);
    if (!held || !type) throw refused(holderTexts.missing, 'PRESENTATION_MISSING');
    const expected = { nonce: record.nonce, clientId: record.clientId, vct: stored.vct, claims: stored.claims };
    const checked = await verifyPresentation(presentation, expected, { rootPem: await this.deps.rootPem(), statusList: this.deps.statusList, now });
    if (!checked.accepted) throw new AppError('INVALID_PARAM', { text: { message: checked.reason } });
    await this.submit(stored, presentation);
    const presentedAt = isoNow(checked.presentedAt);
    const labels = checked.claims.map((claim) => claim.label);
    await this.deps.db.transaction(async () => {
      if (!(await this.deps.repo.markPresented(id, { documentId: held.document.id, documentName: held.document.name, claimLabels: labels, presentedAt }))) return;
      await this.deps.activity.record({
        kind: 'PRESENTED',
        at: presentedAt,
        owner: { userId: caller.userId, name: caller.name },
        other: { userId: null, name: record.verifierName },
        documents: [{ id: held.document.id, name: held.document.name }],
        // The record it opens from (보낸 내역's presentation), where a submission's events name their distributionId.
        distributionId: record.id,
        detail: holderTexts.activityDetail(record.purpose, labels),
      });
    });
    return { presentedAt: kstDigits(presentedAt), claims: labels };
  }

  /**
   * The citizen asks the verifier to delete what it received (삭제 요청): this service's own desk
   * (the result is marked, the desk's 요청대로 삭제 or its next retention round deletes it), recorded
   * on the citizen's record and in their log. Asking again answers the record and changes nothing.
   */
  async requestDeletion(caller: HolderCaller, id: string, now = Date.now()): Promise<PresentationRecord> {
    const record = await this.record(caller, id);
    // Refused as a sent record's action is (000 §8.4 DISTRIBUTION_ERROR: the words, then the list again).
    const cannot = (text: { title: string; message: string }) => new AppError('DISTRIBUTION_ERROR', { text });
    if (record.status !== 'PRESENTED') throw cannot(holderTexts.notPresented);
    if (record.deletionRequestedAt) return this.recordBody(record);
    // Another verifier cannot be reached by the wallet (OpenID4VP has no deletion request): the citizen asks it directly.
    const requestId = this.ownRequestOf(record);
    if (!requestId) throw cannot(holderTexts.deletionElsewhere);
    if (record.verifierDeletedAt) throw cannot(holderTexts.alreadyDeleted);
    await this.deps.db.transaction(async () => {
      if (!(await this.deps.repo.markHolderDeletionRequested(id, isoNow(now)))) return;
      await this.deps.repo.requestResultDeletion(requestId, isoNow(now));
      await this.deps.activity.record({
        kind: 'DELETION_REQUESTED',
        at: isoNow(now),
        owner: { userId: caller.userId, name: caller.name },
        other: { userId: null, name: record.verifierName },
        documents: record.documentId ? [{ id: record.documentId, name: record.documentName ?? '' }] : [],
        distributionId: record.id,
      });
    });
    return this.recordBody(await this.record(caller, id));
  }

  /** The authorization response, encrypted when the verifier asked (direct_post.jwt), posted to its response_uri. */
  private async submit(stored: StoredRequest, presentation: string): Promise<void> {
    const callbacks = oid4vpCallbacks({ fetch: (input, init) => boundedFetch(this.deps.fetch, input, init) });
    const request = stored.payload as Parameters<typeof createOpenid4vpAuthorizationResponse>[0]['authorizationRequestPayload'];
    const encrypted = stored.payload.response_mode === 'direct_post.jwt';
    const response = await createOpenid4vpAuthorizationResponse({
      authorizationRequestPayload: request,
      authorizationResponsePayload: { vp_token: { [stored.queryId]: [presentation] } },
      ...(encrypted
        ? {
            jarm: {
              encryption: { nonce: randomBytes(16).toString('base64url') },
              serverMetadata: {
                authorization_signing_alg_values_supported: [REQUEST_SIGNING_ALG],
                authorization_encryption_alg_values_supported: [RESPONSE_ENCRYPTION_ALG],
                authorization_encryption_enc_values_supported: RESPONSE_ENCRYPTION_ENCS,
              },
            },
          }
        : {}),
      callbacks,
    }).catch(() => {
      throw refused(holderTexts.unsupported, 'PRESENTATION_UNSUPPORTED', 400);
    });
    const { response: answer } = await submitOpenid4vpAuthorizationResponse({
      authorizationRequestPayload: { response_uri: String(stored.payload.response_uri) },
      authorizationResponsePayload: response.authorizationResponsePayload,
      ...(response.jarm ? { jarm: { responseJwt: response.jarm.responseJwt } } : {}),
      callbacks,
    }).catch((error: unknown) => {
      const unsafe = outboundRefusalIn(error);
      throw unsafe ? refused(holderTexts.unsafe(unsafe.reason), 'PRESENTATION_UNSAFE_ADDRESS', 400) : refused(holderTexts.unreachable, 'PRESENTATION_UNREACHABLE', 502);
    });
    if (!answer.ok) {
      const body = (await answer.json().catch(() => ({}))) as { error_description?: unknown };
      throw refused(holderTexts.verifierRefused(typeof body.error_description === 'string' ? body.error_description : ''), 'PRESENTATION_REFUSED');
    }
  }
}


/** A claim's value as one line of text (a list joined, an object's values joined). */
export function displayValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object') return String(value);
  const parts = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  return parts.map((part) => displayValue(part) ?? '').filter(Boolean).join(', ');
}
