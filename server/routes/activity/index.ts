import type { FastifyInstance } from 'fastify';
import type { ActivityQuery } from '../../../contracts/generated/api.ts';
import { exportCsv, exportJson } from '../../activity/export.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { kstDigits } from '../../time.ts';
import { attachment } from '../inbox/download.ts';
import { inboxSince } from '../inbox/readable.ts';

/** The log's page size, like the inbox's. */
export const ACTIVITY_PAGE_SIZE = 20;
/** The held documents an export lists: the whole inbox (000 §9 keeps 90 days of documents). */
const EXPORT_DOCUMENTS = 10_000;

/** The query as the schema leaves it: a page and its size filled in by their defaults. */
type ListQuery = ActivityQuery & Required<Pick<ActivityQuery, 'pageNumber' | 'pageSize'>>;

/**
 * The citizen's own activity log (이용 기록): their events, newest first, filtered by document and
 * kind; the documents its filter offers; and the whole log with the held documents as a JSON or
 * CSV file. Only the signed-in user's events: another user's never show.
 */
export default async function activityRoutes(app: FastifyInstance): Promise<void> {
  const { activity } = app.repos;

  app.get<{ Querystring: ListQuery }>(
    '/api/v2/activity',
    { config: { auth: 'wallet' }, schema: { querystring: ref('activity-query'), response: responses('activity-list-response') } },
    async (request) => {
      const { user } = signedIn(request);
      const { pageNumber, pageSize, documentId, kind } = request.query;
      const page = await activity.page(user.id, { documentId, kinds: kind }, { limit: pageSize, offset: (pageNumber - 1) * pageSize });
      return {
        result: page.items.map((event) => ({ ...event, at: kstDigits(event.at) })),
        totalCount: page.totalCount,
      };
    },
  );

  app.get(
    '/api/v2/activity/documents',
    { config: { auth: 'wallet' }, schema: { response: responses('activity-documents-response') } },
    async (request) => ({ result: await activity.documents(signedIn(request).user.id) }),
  );

  // A file the browser saves (the viewer's save path): the same url works in the messenger's browser.
  app.get<{ Querystring: { format: 'json' | 'csv' } }>(
    '/api/v2/activity/export',
    { config: { auth: 'wallet', rateLimit: {} }, schema: { querystring: ref('activity-export-query') } },
    async (request, reply) => {
      const { user } = signedIn(request);
      const now = Date.now();
      const [events, held] = await Promise.all([
        activity.all(user.id),
        app.repos.documents.inbox(user.id, inboxSince(now), { limit: EXPORT_DOCUMENTS, offset: 0 }, now),
      ]);
      const data = { holder: user.name, exportedAt: now, events, documents: held.items };
      const { format } = request.query;
      const day = kstDigits(now).slice(0, 8);
      return reply
        .header('content-type', format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachment(`전자증명서 이용기록 ${day}`, `jigap-activity-${day}`, format))
        .send(format === 'json' ? exportJson(data) : exportCsv(data));
    },
  );
}
