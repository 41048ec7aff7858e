import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApplicationCreate } from '../../../contracts/generated/api.ts';
import type { ApplicationStatus } from '../../db/applications.ts';
import { AppError } from '../../errors.ts';
import { createApplication, issuableForm, signUrl, startApplication, toView, validatedFormData } from '../../issuance/flow.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { safeReturnUrl } from '../../return-url.ts';
import { DAY_MS } from '../../time.ts';
import { loadLookupData } from '../../lookup-data/index.ts';
import { invalidParamMessage } from '../../messages.ts';
import guestRoutes from './guest.ts';

/** The application list and count cover the last 90 days (000 §9). */
export const APPLICATION_DAYS = 90;

/** Applications (000 §7, issue 4): create → sign → start → poll, the list and the count. */
export default async function applicationRoutes(app: FastifyInstance): Promise<void> {
  const serialized = new WeakMap<ApplicationStatus, string>();
  // A status object is replaced, never changed, when the application moves: its JSON is computed
  // once per state and then served as is (the schema's shape, tested).
  const sendStatus = (reply: FastifyReply, status: ApplicationStatus): FastifyReply => {
    let json = serialized.get(status);
    if (json === undefined) {
      json = JSON.stringify({ result: toView(status) });
      serialized.set(status, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };
  const institutions = loadLookupData().qrPassInstitutions;
  // The institution offering the pass: the one named, or the first that offers it.
  const institutionOfPass = (qrPassCode: string, named: string | undefined): string | undefined =>
    institutions.find((i) => (named === undefined || i.institutionCode === named) && i.passes.some((p) => p.qrPassCode === qrPassCode))
      ?.institutionCode;
  const since = () => new Date(Date.now() - APPLICATION_DAYS * DAY_MS).toISOString();

  app.post<{ Body: ApplicationCreate }>(
    '/api/v2/application',
    { config: { auth: 'wallet', idempotent: true }, schema: { body: ref('application-create'), response: responses('application-create-response') } },
    async (request) => {
      const { user } = signedIn(request);
      const { data, qrPassCode, institutionCode } = request.body;
      const form = issuableForm(app, data.문서종류);
      const formData = validatedFormData(app, form.path, data);
      if (qrPassCode !== undefined && !(form.qrPass ?? []).includes(qrPassCode)) {
        throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage('qrPassCode') } });
      }
      const institution = qrPassCode === undefined ? undefined : institutionOfPass(qrPassCode, institutionCode);
      if (qrPassCode !== undefined && !institution) {
        throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage('institutionCode') } });
      }
      const returnUrl = safeReturnUrl(request.body.returnUrl);
      const id = await createApplication(app, {
        user,
        form,
        formData,
        returnUrl,
        state: 'SIGN_REQUESTED',
        signStatus: 'PREPARE',
        qrPassCode: qrPassCode ?? null,
        institutionCode: institution ?? null,
        answerWaitingTwin: true,
      });
      return { result: { code: 'REDIRECT', url: signUrl(id, returnUrl), id } };
    },
  );

  app.get(
    '/api/v2/application/count',
    { config: { auth: 'wallet' }, schema: { response: responses('application-count-response') } },
    async (request) => ({ result: await app.issuance.applications.count(signedIn(request).user.id, since()) }),
  );

  app.get<{ Querystring: { pageNumber: number; pageSize: number } }>(
    '/api/v2/application',
    { config: { auth: 'wallet' }, schema: { querystring: ref('application-list-query'), response: responses('application-list-response') } },
    async (request) => {
      const { user } = signedIn(request);
      const { pageNumber, pageSize } = request.query;
      const from = since();
      const { totalCount } = await app.issuance.applications.count(user.id, from);
      const page = await app.issuance.applications.list(user.id, from, { limit: pageSize, offset: (pageNumber - 1) * pageSize });
      // A partner package's application names its package (issue 8): one indexed read per row of the page.
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

  // The polling call: one indexed read by id and owner; never touches documents or PDFs. Its
  // ~350-byte body is below the compression threshold, so the compression hooks are skipped.
  app.get<{ Params: { id: string } }>(
    '/api/v2/application/:id',
    {
      config: { auth: 'wallet' },
      compress: false,
      decompress: false,
      schema: { params: ref('application-id-params'), response: responses('application-response') },
    },
    // Not an async handler: a cached status is answered with no promise at all.
    (request, reply) => {
      const ownerId = signedIn(request).user.id;
      const cached = app.issuance.applications.cachedStatus(request.params.id, ownerId);
      if (cached) return sendStatus(reply, cached);
      return app.issuance.applications.status(request.params.id, ownerId).then((status) => {
        if (!status) throw new AppError('NOT_FOUND');
        return sendStatus(reply, status);
      });
    },
  );

  app.post<{ Params: { id: string }; Body: { returnUrl?: string } | undefined }>(
    '/api/v2/application/:id',
    {
      config: { auth: 'wallet' },
      schema: { params: ref('application-id-params'), body: ref('application-start'), response: responses('application-start-response') },
      // The spec's start call has no payload; an optional { returnUrl } may come.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const application = await app.issuance.applications.find(request.params.id, user.id);
      if (!application) throw new AppError('NOT_FOUND');
      const given = request.body?.returnUrl;
      const returnUrl = given === undefined ? application.returnUrl : safeReturnUrl(given);
      return { result: await startApplication(app, user, application, returnUrl) };
    },
  );

  await app.register(guestRoutes);
}
