import type { FastifyInstance } from 'fastify';
import type { ApplicationListQuery } from '../../../contracts/generated/api.ts';
import { toView } from '../../issuance/flow.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { DAY_MS } from '../../time.ts';

/** The application list and count cover the last 90 days (000 §9). */
export const APPLICATION_DAYS = 90;

const since = () => new Date(Date.now() - APPLICATION_DAYS * DAY_MS).toISOString();

/** The application status tab's calls: how many applications, and a page of them, newest first. */
export default async function applicationListRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v2/application/count',
    { config: { auth: 'wallet' }, schema: { response: responses('application-count-response') } },
    async (request) => ({ result: await app.issuance.applications.count(signedIn(request).user.id, since()) }),
  );

  app.get<{ Querystring: Required<ApplicationListQuery> }>(
    '/api/v2/application',
    { config: { auth: 'wallet' }, schema: { querystring: ref('application-list-query'), response: responses('application-list-response') } },
    async (request) => {
      const { user } = signedIn(request);
      const { pageNumber, pageSize } = request.query;
      const from = since();
      const { totalCount } = await app.issuance.applications.count(user.id, from);
      const page = await app.issuance.applications.list(user.id, from, { limit: pageSize, offset: (pageNumber - 1) * pageSize });
      // A partner package's application names its package: one indexed read per row of the page.
      const applications = await Promise.all(
        page.map(async (status) => {
          const packageId = await app.packages.repo.packageIdOf(status.id);
          const packageName = packageId ? ((await app.packages.repo.findPackageById(packageId))?.packageName ?? null) : null;
          return { ...toView(status), packageId: packageName ? packageId : null, packageName };
        }),
      );
      return { result: { applications }, totalCount };
    },
  );
}
