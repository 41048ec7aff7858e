import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OnceLink, OnceLinkDocument } from '../../../../contracts/generated/api.ts';
import type { DocumentRow } from '../../../db/documents.ts';
import { OnceLinksRepo, type OnceLinkRow } from '../../../db/once-links.ts';
import { serverSecret } from '../../../db/server-secrets.ts';
import { AppError } from '../../../errors.ts';
import { isoNow, kstDigits } from '../../../time.ts';
import { verifyHeldPdf } from '../../verify/verification.ts';
import { isExpired } from '../readable.ts';
import { onceLinkState, remainingTries } from './link-state.ts';

/** How long a one-time link can be opened: a day, long enough for the reader to get to it. */
export const ONCE_LINK_TTL_MS = 24 * 60 * 60_000;
/** How long the reading session a right PIN opens lasts; then the spent link shows nothing more. */
export const READING_SESSION_TTL_MS = 10 * 60_000;
/** The reading session's cookie (its name is what browsers already hold, so it stays). */
export const READING_SESSION_COOKIE = 'jigap_share';

/** Only hashes are kept: neither a link's secret, a PIN nor a reading session's cookie is in the database. */
export const hash = (value: string): string => createHash('sha256').update(value).digest('hex');

/**
 * What both sides of a one-time link share: its records, the PIN's keyed hash, the reader's
 * session in this browser, and what the reader sees of the link now.
 */
export class OnceLinks {
  readonly repo: OnceLinksRepo;

  private constructor(
    private readonly app: FastifyInstance,
    private readonly pinSecret: Buffer,
  ) {
    this.repo = new OnceLinksRepo(app.db);
  }

  static async open(app: FastifyInstance): Promise<OnceLinks> {
    // The secret is stored under the name it was made with: another name would orphan every live link's PIN.
    return new OnceLinks(app, await serverSecret(app.db, 'share-pins'));
  }

  pinHash(linkId: string, pin: string): string {
    return createHmac('sha256', this.pinSecret).update(`${linkId}:${pin}`).digest('hex');
  }

  /** This browser's live reading session, if any. */
  async sessionOf(request: FastifyRequest): Promise<{ linkId: string; expiresAt: string } | undefined> {
    const value = request.cookies[READING_SESSION_COOKIE];
    return value ? await this.repo.session(hash(value), isoNow()) : undefined;
  }

  /** Whether this browser's reading session is the link's, and the link holds the document. */
  async mayRead(request: FastifyRequest, linkId: string, documentId: string): Promise<boolean> {
    return (await this.sessionOf(request))?.linkId === linkId && (await this.repo.documentIds(linkId)).includes(documentId);
  }

  /** The link a token opens; NOT_FOUND for any other token. */
  async byToken(token: string): Promise<OnceLinkRow> {
    const link = await this.repo.byTokenHash(hash(token));
    if (!link) throw new AppError('NOT_FOUND');
    return link;
  }

  /** The link as stored now (after a PIN was counted or the link claimed), or as it was. */
  async fresh(link: OnceLinkRow): Promise<OnceLinkRow> {
    return (await this.repo.byId(link.id)) ?? link;
  }

  /** What the reader sees now; `opened` when this browser holds the link's live session. */
  async view(link: OnceLinkRow, opened: boolean, sessionEnds?: string): Promise<OnceLink> {
    const now = Date.now();
    const documents = await this.liveDocuments(link, now);
    const state = onceLinkState(link, { opened, documents: documents.length, now });
    const base = { state, remainingTries: remainingTries(link.failed_attempts), expiresAt: kstDigits(sessionEnds ?? link.expires_at), documentCount: documents.length };
    if (state === 'OPENED') return { ...base, documents: await Promise.all(documents.map((row) => this.document(link, row))) };
    return { ...base, documents: [] };
  }

  /** Opens this browser's reading session of a link its right PIN spent; answers when the session ends. */
  async openSession(request: FastifyRequest, reply: FastifyReply, linkId: string, at: string): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.parse(at) + READING_SESSION_TTL_MS).toISOString();
    await this.repo.openSession(hash(secret), linkId, at, expiresAt);
    reply.setCookie(READING_SESSION_COOKIE, secret, {
      path: '/api/v2/',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: READING_SESSION_TTL_MS / 1000,
    });
    return expiresAt;
  }

  /** The link's documents that can still be read: not deleted by their owner, not expired. */
  private async liveDocuments(link: OnceLinkRow, now: number): Promise<DocumentRow[]> {
    const rows = await Promise.all((await this.repo.documentIds(link.id)).map((id) => this.app.repos.documents.owned(id, link.owner_user_id)));
    return rows.filter((row): row is DocumentRow => !!row && !row.deleted_at && !isExpired(row, now));
  }

  private async document(link: OnceLinkRow, row: DocumentRow): Promise<OnceLinkDocument> {
    const { issuance } = this.app;
    const document = await issuance.documents.findById(row.id);
    if (!document) throw new AppError('NOT_FOUND');
    const verification = await verifyHeldPdf(this.app, await issuance.issuer.bytes(document));
    return {
      name: verification.name ?? document.name,
      issuerName: verification.issuerName ?? document.issuerName,
      issueDate: verification.issueDate ?? kstDigits(document.issuedAt),
      documentNumber: verification.documentNumber ?? document.documentNumber,
      url: issuance.links.url(document.id, { kind: 'once', linkId: link.id }),
      verification,
    };
  }
}
