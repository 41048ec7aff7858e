import { randomBytes } from 'node:crypto';
import { Oauth2ErrorCodes, Oauth2ServerErrorResponseError } from '@openid4vc/oauth2';
import { calculateX509HashClientIdPrefixValue, Openid4vpVerifier, parseOpenid4vpAuthorizationResponse } from '@openid4vc/openid4vp';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { ActivityRepo } from '../db/activity.ts';
import type { Database } from '../db/database.ts';
import type { Organisation } from '../db/desk-access.ts';
import type { PresentationRequestRow, PresentationResult, PresentationsRepo } from '../db/presentations.ts';
import { AppError } from '../errors.ts';
import type { SigningAuthority } from '../issuance/signing/authority.ts';
import { isoNow } from '../time.ts';
import { verifierTexts } from './messages.ts';
import { decryptWith, oid4vpCallbacks, REQUEST_SIGNING_ALG, RESPONSE_ENCRYPTION_ALG, RESPONSE_ENCRYPTION_ENCS, signWith } from './oid4vp-callbacks.ts';
import { claimLabel, CREDENTIAL_QUERY_ID, dcqlQueryOf, type PresentationTemplate } from './templates.ts';
import { verifyPresentation, type Expected } from './verify-presentation.ts';

/** A request is answerable this long. */
export const REQUEST_TTL_MS = 5 * 60_000;
/** The wallet-facing endpoints, under the service's origin: the signed request object and the answer's response_uri. */
export const VERIFIER_PATHS = { request: '/oid4vp/requests', response: '/oid4vp/responses' } as const;
/** OpenID4VP 1.0 §5: a request object for any wallet (static discovery) names this audience. */
const SELF_ISSUED_AUDIENCE = 'https://self-issued.me/v2';

/** Who asks at the desk: the organisation, and who pressed the button. */
export interface VerifierCaller {
  organisation: Organisation;
  actor: string;
}

export interface VerifierDeps {
  db: Database;
  repo: PresentationsRepo;
  /** The citizen's log: it says when the desk deleted what it received from them. */
  activity: ActivityRepo;
  authority: SigningAuthority;
  origin: string;
  templates: Map<string, PresentationTemplate[]>;
  /** The credential type of a certificate folder: its vct, its name, and a claim's label (type metadata). */
  credentialType: (certificate: string) => { vct: string; name: string; labelOf: (path: readonly unknown[]) => string | undefined } | undefined;
  /** The status list token at a status uri. */
  statusList: (uri: string) => Promise<string>;
}

const refuse = (description: string, status = 400) => new Oauth2ServerErrorResponseError({ error: Oauth2ErrorCodes.InvalidRequest, error_description: description }, { status });

/**
 * The organisation's desk as an OpenID4VP 1.0 verifier (@openid4vc/openid4vp): a request from a
 * template, signed by the organisation's key whose certificate the demo CA issued (client id
 * `x509_hash`), with a DCQL query, a fresh nonce and `direct_post.jwt` (the answer encrypted to a
 * key made for this request); the request object served at its request_uri; the answer decrypted,
 * checked (verify-presentation.ts) and accepted once, before the request expires.
 */
export class Verifier {
  constructor(private readonly deps: VerifierDeps) {}

  /** The requests the organisation's desk can make: its kind's templates whose certificate has a credential. */
  templatesFor(organisation: Pick<Organisation, 'type'>): PresentationTemplate[] {
    return (this.deps.templates.get(organisation.type) ?? []).filter((template) => this.deps.credentialType(template.certificate));
  }

  private template(organisation: Organisation, id: string): PresentationTemplate {
    const template = this.templatesFor(organisation).find((candidate) => candidate.id === id);
    if (!template) throw new AppError('NOT_FOUND');
    return template;
  }

  /** A template as the desk page lists it: its certificate's name and each claim's label. */
  templateBody(template: PresentationTemplate) {
    const type = this.deps.credentialType(template.certificate);
    return {
      id: template.id,
      name: template.name,
      purpose: template.purpose,
      certificateName: type?.name ?? template.certificate,
      claims: template.claims.map((claim) => ({ label: claimLabel(type, claim.path), optional: claim.optional ?? false })),
    };
  }

  /** A stored request's template: its key is the organisation kind and the template's id. */
  private templateOfKey(key: string): PresentationTemplate | undefined {
    const [type, id] = key.split('/');
    return this.deps.templates.get(type ?? '')?.find((candidate) => candidate.id === id);
  }

  /** The organisation's signing certificate (x5c) and key, and its x509_hash client id. */
  private async signer(organisation: Organisation) {
    const signer = await this.deps.authority.verifier(organisation.name, this.deps.origin);
    const x5c = [signer.certificate.toString('base64')];
    const callbacks = oid4vpCallbacks({ signJwt: signWith(signer.privateKeyPem, x5c) });
    const clientId = `x509_hash:${await calculateX509HashClientIdPrefixValue({ x509Certificate: x5c[0]!, hash: callbacks.hash })}`;
    return { x5c, callbacks, clientId };
  }

  /** A new request of a template: stored pending; answers its id and the openid4vp:// link a wallet opens. */
  async create(caller: VerifierCaller, templateId: string, now = Date.now()): Promise<{ id: string; uri: string; expiresAt: string }> {
    const template = this.template(caller.organisation, templateId);
    const type = this.deps.credentialType(template.certificate)!;
    const { x5c, callbacks, clientId } = await this.signer(caller.organisation);
    const id = `pr_${randomBytes(12).toString('hex')}`;
    const { publicKey, privateKey } = await generateKeyPair(RESPONSE_ENCRYPTION_ALG, { crv: 'P-256', extractable: true });
    const encryptionJwk = { ...(await exportJWK(publicKey)), kty: 'EC', kid: `${id}-enc`, use: 'enc', alg: RESPONSE_ENCRYPTION_ALG };
    const payload = {
      response_type: 'vp_token' as const,
      client_id: clientId,
      response_uri: `${this.deps.origin}${VERIFIER_PATHS.response}/${id}`,
      response_mode: 'direct_post.jwt' as const,
      nonce: randomBytes(24).toString('base64url'),
      state: randomBytes(16).toString('base64url'),
      dcql_query: dcqlQueryOf(template, type.vct),
      client_metadata: {
        client_name: caller.organisation.name,
        jwks: { keys: [encryptionJwk] },
        encrypted_response_enc_values_supported: RESPONSE_ENCRYPTION_ENCS,
        vp_formats_supported: { 'dc+sd-jwt': { 'sd-jwt_alg_values': [REQUEST_SIGNING_ALG] as [string], 'kb-jwt_alg_values': [REQUEST_SIGNING_ALG] as [string] } },
      },
    };
    const created = await new Openid4vpVerifier({ callbacks }).createOpenId4vpAuthorizationRequest({
      authorizationRequestPayload: payload,
      jar: {
        requestUri: `${this.deps.origin}${VERIFIER_PATHS.request}/${id}`,
        jwtSigner: { method: 'x5c', x5c, alg: REQUEST_SIGNING_ALG },
        expiresInSeconds: REQUEST_TTL_MS / 1000,
        additionalJwtPayload: { aud: SELF_ISSUED_AUDIENCE, iat: Math.floor(now / 1000), exp: Math.floor((now + REQUEST_TTL_MS) / 1000) },
      },
      now: new Date(now),
    });
    await this.deps.repo.createRequest({
      id,
      organisationId: caller.organisation.id,
      templateId: `${caller.organisation.type}/${templateId}`,
      requestedBy: caller.actor,
      clientId,
      nonce: payload.nonce,
      state: payload.state,
      requestObject: created.jar!.authorizationRequestJwt,
      payload: JSON.stringify(created.authorizationRequestPayload),
      responseKey: JSON.stringify(await exportJWK(privateKey)),
      createdAt: isoNow(now),
      expiresAt: isoNow(now + REQUEST_TTL_MS),
    });
    return { id, uri: created.authorizationRequest, expiresAt: isoNow(now + REQUEST_TTL_MS) };
  }

  /** The openid4vp:// link of a stored request (the desk shows it again while it waits). */
  linkOf(row: Pick<PresentationRequestRow, 'id' | 'clientId'>): string {
    const query = new URLSearchParams({ client_id: row.clientId, request_uri: `${this.deps.origin}${VERIFIER_PATHS.request}/${row.id}` });
    return `openid4vp://?${query.toString()}`;
  }

  /**
   * The signed request object a wallet fetches at the request_uri: while the request waits, and
   * after it expired (its `exp` says so); an answered one is gone (410), an unknown one not found.
   */
  async requestObject(id: string): Promise<string> {
    const row = await this.deps.repo.request(id);
    if (!row) throw refuse('Unknown request.', 404);
    if (row.status === 'ANSWERED') throw refuse(verifierTexts.refusal.answered, 410);
    return row.requestObject;
  }

  /**
   * The answer at the response_uri (`response`, a JWE): decrypted with the request's key, parsed
   * (@openid4vc/openid4vp), its presentation checked; accepted once while the request waits. A
   * refusal changes nothing but the refusal the desk shows.
   */
  async receive(id: string, body: Record<string, unknown>, now = Date.now()): Promise<void> {
    const row = await this.deps.repo.request(id);
    if (!row) throw refuse('Unknown request.', 404);
    if (row.status === 'ANSWERED') throw refuse(verifierTexts.refusal.answered);
    if (row.expiresAt <= isoNow(now)) throw refuse(verifierTexts.refusal.expired);
    const presentation = await this.presentationOf(row, body);
    const expected = this.expectedOf(row);
    const verified = await verifyPresentation(presentation, expected.expected, { rootPem: await this.deps.authority.rootPem(), statusList: this.deps.statusList, now });
    if (!verified.accepted) {
      await this.deps.repo.refuse(id, verified.reason);
      throw refuse(verified.reason);
    }
    const accepted = await this.deps.db.transaction(async () => {
      if (!(await this.deps.repo.answer(id, isoNow(now)))) return false;
      await this.deps.repo.putResult({
        requestId: id,
        organisationId: row.organisationId,
        credentialName: expected.credentialName,
        claims: verified.claims,
        checks: verified.checks,
        presentedAt: isoNow(verified.presentedAt),
        receivedAt: isoNow(now),
      });
      return true;
    });
    if (!accepted) throw refuse(verifierTexts.refusal.answered);
  }

  /** The one SD-JWT VC presentation of the answer's vp_token, for the request's credential query. */
  private async presentationOf(row: PresentationRequestRow, body: Record<string, unknown>): Promise<string> {
    const request = JSON.parse(row.payload) as Parameters<typeof parseOpenid4vpAuthorizationResponse>[0]['authorizationRequestPayload'];
    const callbacks = oid4vpCallbacks({ decryptJwe: decryptWith(JSON.parse(row.responseKey) as JWK) });
    let parsed;
    try {
      parsed = await parseOpenid4vpAuthorizationResponse({ authorizationResponse: body, authorizationRequestPayload: request, callbacks });
    } catch (error) {
      const reason = error instanceof Oauth2ServerErrorResponseError ? (error.errorResponse.error_description ?? error.message) : verifierTexts.refusal.malformed;
      await this.deps.repo.refuse(row.id, verifierTexts.refusal.malformed);
      throw refuse(reason);
    }
    const entries = parsed.type === 'dcql' ? parsed.dcql.presentations[CREDENTIAL_QUERY_ID] : undefined;
    if (!entries || entries.length !== 1 || typeof entries[0] !== 'string' || parsed.authorizationResponsePayload.state !== row.state) {
      await this.deps.repo.refuse(row.id, verifierTexts.refusal.malformed);
      throw refuse(verifierTexts.refusal.malformed);
    }
    return entries[0];
  }

  /** What the stored request asked: the template's claims with their labels, its nonce and client id. */
  private expectedOf(row: PresentationRequestRow): { expected: Expected; credentialName: string; template: PresentationTemplate | undefined } {
    const request = JSON.parse(row.payload) as { dcql_query: ReturnType<typeof dcqlQueryOf> };
    const query = request.dcql_query.credentials[0]!;
    const template = this.templateOfKey(row.templateId);
    const type = template && this.deps.credentialType(template.certificate);
    const optional = new Set(query.claim_sets ? query.claims.map((claim) => claim.id).filter((claimId) => !query.claim_sets!.every((set) => set.includes(claimId))) : []);
    const claims = query.claims.map((claim) => ({ path: claim.path, label: claimLabel(type, claim.path), optional: optional.has(claim.id) }));
    return { expected: { nonce: row.nonce, clientId: row.clientId, vct: query.meta.vct_values[0]!, claims }, credentialName: type?.name ?? '', template };
  }

  /** The organisation's request as the desk page reads it: waiting, answered (what was received) or expired. */
  async view(organisation: Pick<Organisation, 'id'>, id: string, now = Date.now()) {
    const row = await this.deps.repo.request(id);
    if (!row || row.organisationId !== organisation.id) throw new AppError('NOT_FOUND');
    const result = row.status === 'ANSWERED' ? await this.deps.repo.result(id) : undefined;
    const { template } = this.expectedOf(row);
    const status = row.status === 'ANSWERED' ? 'ANSWERED' : row.expiresAt <= isoNow(now) ? 'EXPIRED' : 'PENDING';
    return { row, status, result, template, link: this.linkOf(row) } as const;
  }

  /** Deletes a received presentation its citizen asked to delete (409 DELETION_NOT_REQUESTED otherwise). */
  async deleteOnRequest(organisation: Pick<Organisation, 'id'>, id: string, now = Date.now()): Promise<void> {
    const result = await this.deps.repo.result(id);
    if (!result || result.organisationId !== organisation.id) throw new AppError('NOT_FOUND');
    if (!result.deletionRequestedAt) throw new AppError('DELETION_NOT_REQUESTED');
    await this.deleteReceived(id, 'REQUESTED', isoNow(now));
  }

  /**
   * Deletes what a request received, in one transaction with what the citizen is told: their
   * record (보낸 내역) says 삭제됨 and their log 받는 곳에서 삭제됨, with why. False when it was gone already.
   */
  async deleteReceived(requestId: string, reason: 'REQUESTED' | 'RETENTION', at: string): Promise<boolean> {
    return this.deps.db.transaction(async () => {
      const records = await this.deps.repo.holderRecordsOfRequest(requestId);
      if (!(await this.deps.repo.deleteResult(requestId))) return false;
      for (const record of records) {
        if (!(await this.deps.repo.markVerifierDeleted(record.id, at))) continue;
        await this.deps.activity.record({
          kind: 'RECIPIENT_DELETED',
          at,
          owner: { userId: record.ownerUserId },
          other: { userId: null, name: record.verifierName },
          documents: record.documentId ? [{ id: record.documentId, name: record.documentName ?? '' }] : [],
          distributionId: record.id,
          detail: reason,
        });
      }
      return true;
    });
  }

  /** The retention round: what was received before `keptFrom` goes (each as deleteReceived), and requests that expired unanswered. */
  async purgeBefore(keptFrom: string, at: string): Promise<number> {
    let deleted = 0;
    for (;;) {
      const due = await this.deps.repo.receivedBefore(keptFrom, 50);
      for (const requestId of due) if (await this.deleteReceived(requestId, 'RETENTION', at)) deleted += 1;
      if (due.length < 50) break;
    }
    await this.deps.repo.purgeUnansweredBefore(keptFrom);
    return deleted;
  }

  async results(organisation: Pick<Organisation, 'id'>, page: { limit: number; offset: number }): Promise<{ items: PresentationResult[]; totalCount: number }> {
    return this.deps.repo.results(organisation.id, page);
  }
}
