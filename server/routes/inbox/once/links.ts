import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OnceLink, OnceLinkDocument } from '../../../../contracts/generated/api.ts';
import { ActivityDueRepo } from '../../../db/activity-due.ts';
import type { DocumentRow } from '../../../db/documents.ts';
import { OnceLinksRepo, type OnceLinkRow } from '../../../db/once-links.ts';
import { serverSecret } from '../../../db/server-secrets.ts';
import { AppError } from '../../../errors.ts';
import { isoNow, kstDigits } from '../../../time.ts';
import { verifyHeldPdf } from '../../verify/verification.ts';
import { isExpired } from '../readable.ts';
import { MAX_PIN_TRIES, onceLinkState, remainingTries } from './link-state.ts';

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
  private readonly linkDocuments: ActivityDueRepo;

  private constructor(
    private readonly app: FastifyInstance,
    private readonly pinSecret: Buffer,
  ) {
    this.repo = new OnceLinksRepo(app.db);
    this.linkDocuments = new ActivityDueRepo(app.db);
  }

  static async open(app: FastifyInstance): Promise<OnceLinks> {
    // The secret is stored under the name it was made with: another name would orphan every live link's PIN.
    return new OnceLinks(app, await serverSecret(app.db, app.sealer, 'share-pins'));
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

  /** The link's documents as its owner's log names them (deleted ones too: the link was made with them). */
  documentsOf(link: OnceLinkRow): Promise<{ id: string; name: string }[]> {
    return this.linkDocuments.onceLinkDocuments(link.id);
  }

  /**
   * One wrong PIN, counted with its owner's event; the fifth locks the link, and that is the event.
   */
  async countWrongPin(link: OnceLinkRow): Promise<void> {
    const { db, repos } = this.app;
    await db.transaction(async () => {
      if (!(await this.repo.countWrongPin(link.id, MAX_PIN_TRIES))) return;
      const tried = (await this.repo.byId(link.id))?.failed_attempts ?? MAX_PIN_TRIES;
      const locked = tried >= MAX_PIN_TRIES;
      await repos.activity.record({
        kind: locked ? 'ONCE_LINK_LOCKED' : 'ONCE_LINK_WRONG_PIN',
        at: isoNow(),
        owner: { userId: link.owner_user_id },
        documents: await this.documentsOf(link),
        onceLinkId: link.id,
        detail: locked ? null : String(MAX_PIN_TRIES - tried),
      });
    });
  }

  /**
   * The right PIN: spends the link and opens this browser's reading session, with its owner's
   * event, in one write; answers when the session ends, or nothing when another try spent it first.
   */
  async claim(request: FastifyRequest, reply: FastifyReply, link: OnceLinkRow): Promise<string | undefined> {
    const at = isoNow();
    const secret = randomBytes(32).toString('base64url');
    const sessionEnds = new Date(Date.parse(at) + READING_SESSION_TTL_MS).toISOString();
    const opened = await this.app.db.transaction(async () => {
      if (!(await this.repo.claim(link.id, at, MAX_PIN_TRIES))) return false;
      await this.repo.openSession(hash(secret), link.id, at, sessionEnds);
      await this.app.repos.activity.record({ kind: 'ONCE_LINK_OPENED', at, owner: { userId: link.owner_user_id }, documents: await this.documentsOf(link), onceLinkId: link.id });
      return true;
    });
    if (!opened) return undefined;
    reply.setCookie(READING_SESSION_COOKIE, secret, {
      path: '/api/v2/',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: READING_SESSION_TTL_MS / 1000,
    });
    return sessionEnds;
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
