import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { InboxOnceQuery } from '../../../../contracts/generated/api.ts';
import type { DocumentRow } from '../../../db/documents.ts';
import { AppError } from '../../../errors.ts';
import { onceLinkTexts } from '../../../messages.ts';
import { signedIn } from '../../../plugins/auth.ts';
import { ref, responses } from '../../../schemas.ts';
import { kstDigits } from '../../../time.ts';
import { ownDocuments } from '../readable.ts';
import { hash, ONCE_LINK_TTL_MS, type OnceLinks } from './links.ts';

/** Paid and my-data certificates cannot be shared (000 §5). My-data ones came through a partner's package. */
const isShareable = (row: Pick<DocumentRow, 'is_paid' | 'package_id'>): boolean => row.is_paid === 0 && row.package_id === null;

/** GET /api/v2/inbox/once (000 §7): the owner makes a one-time link to some of their documents, and its PIN. */
export function makeLinkRoute(app: FastifyInstance, links: OnceLinks): void {
  app.get<{ Querystring: InboxOnceQuery }>(
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
      if (!rows.every(isShareable)) throw new AppError('ERROR', { status: 409, text: onceLinkTexts.notShareable });
      const id = `sh_${randomBytes(12).toString('hex')}`;
      const token = randomBytes(32).toString('base64url');
      const pinCode = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now + ONCE_LINK_TTL_MS).toISOString();
      const createdAt = new Date(now).toISOString();
      // The link and its owner's event are one write: neither stands without the other.
      await app.db.transaction(async () => {
        const documentIds = rows.map((row) => row.id);
        await links.repo.create({ id, ownerUserId: user.id, tokenHash: hash(token), pinHash: links.pinHash(id, pinCode), createdAt, expiresAt, documentIds });
        const documents = rows.map((row) => ({ id: row.id, name: row.name }));
        await app.repos.activity.record({ kind: 'ONCE_LINK_CREATED', at: createdAt, owner: { userId: user.id, name: user.name }, documents, onceLinkId: id });
      });
      await links.repo.deleteExpiredSessions(new Date(now).toISOString());
      return { result: { url: `${request.protocol}://${request.host}/shared/${token}`, pinCode, expiresAt: kstDigits(expiresAt) } };
    },
  );
}
