import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedDocument, SharedLink } from '../../../contracts/generated/api.ts';
import type { DocumentRow } from '../../db/documents.ts';
import { serverSecret } from '../../db/server-secrets.ts';
import { SharesRepo, type ShareRow } from '../../db/shares.ts';
import { AppError } from '../../errors.ts';
import { shareTexts } from '../../messages.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { isoNow, kstDigits } from '../../time.ts';
import { isExpired, ownDocuments } from '../inbox/readable.ts';
import { verifyHeldPdf } from '../verify/verification.ts';
import { MAX_PIN_TRIES, remainingTries, shareState } from './share-state.ts';

/** How long a one-time link can be opened: a day, long enough for the reader to get to it. */
export const SHARE_TTL_MS = 24 * 60 * 60_000;
/** How long the reading session a right PIN opens lasts; then the spent link shows nothing more. */
export const SHARE_SESSION_TTL_MS = 10 * 60_000;
export const SHARE_COOKIE = 'jigap_share';
export { MAX_PIN_TRIES };

const hash = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Paid and my-data certificates cannot be shared (000 §5). My-data ones came through a partner's package. */
export const isShareable = (row: Pick<DocumentRow, 'is_paid' | 'package_id'>): boolean => row.is_paid === 0 && row.package_id === null;

/**
 * One-time sharing (000 §7 inbox/once and the messenger share): the owner makes a link and a
 * PIN; whoever opens `/shared/{token}` without a session enters the PIN and reads the
 * documents with their authenticity panel. The first right PIN spends the link and opens a
 * reading session in that browser for 10 minutes; 5 wrong PINs lock it; after a day it expires.
 */
export default async function shareRoutes(app: FastifyInstance): Promise<void> {
  const shares = new SharesRepo(app.db);
  const pinSecret = await serverSecret(app.db, 'share-pins');
  const pinHash = (shareId: string, pin: string) => createHmac('sha256', pinSecret).update(`${shareId}:${pin}`).digest('hex');

  /** This browser's live reading session, if any. */
  const sessionOf = async (request: FastifyRequest) => {
    const value = request.cookies[SHARE_COOKIE];
    return value ? await shares.session(hash(value), isoNow()) : undefined;
  };

  /** The share's documents that can still be read: not deleted by their owner, not expired. */
  const liveDocuments = async (share: ShareRow, now: number): Promise<DocumentRow[]> =>
    (await Promise.all((await shares.documentIds(share.id)).map((id) => app.repos.documents.owned(id, share.owner_user_id))))
      .filter((row): row is DocumentRow => !!row && !row.deleted_at && !isExpired(row, now));

  app.issuance.shareCheck = async (request, shareId, documentId) =>
    (await sessionOf(request))?.shareId === shareId && (await shares.documentIds(shareId)).includes(documentId);

  async function sharedDocument(share: ShareRow, row: DocumentRow): Promise<SharedDocument> {
    const document = await app.issuance.documents.findById(row.id);
    if (!document) throw new AppError('NOT_FOUND');
    const verification = await verifyHeldPdf(app, await app.issuance.issuer.bytes(document));
    return {
      name: verification.name ?? document.name,
      issuerName: verification.issuerName ?? document.issuerName,
      issueDate: verification.issueDate ?? kstDigits(document.issuedAt),
      documentNumber: verification.documentNumber ?? document.documentNumber,
      url: app.issuance.links.url(document.id, { kind: 'share', shareId: share.id }),
      verification,
    };
  }

  /** What the reader sees now; `opened` when this browser holds the share's live session. */
  async function view(share: ShareRow, opened: boolean, sessionEnds?: string): Promise<SharedLink> {
    const now = Date.now();
    const documents = await liveDocuments(share, now);
    const state = shareState(share, { opened, documents: documents.length, now });
    const base = { state, remainingTries: remainingTries(share.failed_attempts), expiresAt: kstDigits(sessionEnds ?? share.expires_at), documentCount: documents.length };
    if (state === 'OPENED') return { ...base, documents: await Promise.all(documents.map((row) => sharedDocument(share, row))) };
    return { ...base, documents: [] };
  }

  const shareOf = async (token: string): Promise<ShareRow> => {
    const share = await shares.byTokenHash(hash(token));
    if (!share) throw new AppError('NOT_FOUND');
    return share;
  };

  app.get<{ Querystring: { documentIds: string[] } }>(
    '/api/v2/inbox/once',
    {
      // A GET that makes a record: limited like the writes.
      config: { auth: 'wallet', idempotent: true, rateLimit: {} },
      schema: { querystring: ref('inbox-once-query'), response: responses('inbox-once-response') },
    },
    async (request) => {
      const { user } = signedIn(request);
      const now = Date.now();
      const rows = await ownDocuments(app, user.id, request.query.documentIds, now);
      if (!rows.every(isShareable)) throw new AppError('ERROR', { status: 409, text: shareTexts.notShareable });
      const id = `sh_${randomBytes(12).toString('hex')}`;
      const token = randomBytes(32).toString('base64url');
      const pinCode = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now + SHARE_TTL_MS).toISOString();
      await shares.create({
        id,
        ownerUserId: user.id,
        tokenHash: hash(token),
        pinHash: pinHash(id, pinCode),
        createdAt: new Date(now).toISOString(),
        expiresAt,
        documentIds: rows.map((row) => row.id),
      });
      await shares.deleteExpiredSessions(new Date(now).toISOString());
      return { result: { url: `${request.protocol}://${request.host}/shared/${token}`, pinCode, expiresAt: kstDigits(expiresAt) } };
    },
  );

  app.get<{ Params: { token: string } }>(
    '/api/v2/shared/:token',
    { config: { auth: 'none' }, schema: { params: ref('shared-token-params'), response: responses('shared-link-response') } },
    async (request, reply) => {
      const share = await shareOf(request.params.token);
      const session = await sessionOf(request);
      reply.header('cache-control', 'no-store');
      return { result: await view(share, session?.shareId === share.id, session?.expiresAt) };
    },
  );

  app.post<{ Params: { token: string }; Body: { pinCode: string } }>(
    '/api/v2/shared/:token/pin',
    {
      config: { auth: 'none' },
      schema: { params: ref('shared-token-params'), body: ref('shared-pin'), response: responses('shared-link-response') },
    },
    async (request, reply) => {
      const share = await shareOf(request.params.token);
      reply.header('cache-control', 'no-store');
      const session = await sessionOf(request);
      if (session?.shareId === share.id) return { result: await view(share, true, session.expiresAt) };
      const before = await view(share, false);
      if (before.state !== 'PIN_REQUIRED') return { result: before };

      const given = Buffer.from(pinHash(share.id, request.body.pinCode));
      if (!timingSafeEqual(given, Buffer.from(share.pin_hash))) {
        await shares.countWrongPin(share.id, MAX_PIN_TRIES);
        return { result: await view(await shares.byId(share.id) ?? share, false) };
      }
      const at = isoNow();
      if (!await shares.claim(share.id, at, MAX_PIN_TRIES)) return { result: await view(await shares.byId(share.id) ?? share, false) };
      const sessionEnds = await openSession(request, reply, share.id, at);
      return { result: await view(await shares.byId(share.id) ?? share, true, sessionEnds) };
    },
  );

  async function openSession(request: FastifyRequest, reply: FastifyReply, shareId: string, at: string): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.parse(at) + SHARE_SESSION_TTL_MS).toISOString();
    await shares.openSession(hash(secret), shareId, at, expiresAt);
    reply.setCookie(SHARE_COOKIE, secret, {
      path: '/api/v2/',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: SHARE_SESSION_TTL_MS / 1000,
    });
    return expiresAt;
  }
}
