import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApplicationIdParams, ApplicationStart } from '../../../contracts/generated/api.ts';
import type { ApplicationStatus } from '../../db/applications.ts';
import { AppError } from '../../errors.ts';
import { startApplication, toView } from '../../issuance/flow.ts';
import { signedIn } from '../../plugins/auth.ts';
import { safeReturnUrl } from '../../return-url.ts';
import { ref, responses } from '../../schemas.ts';
import { POLL_HOLD_MS } from '../../../shared/polling.ts';

/** One application by its id: the poll of its status, and the start of its issuance once signed. */
export default async function applicationStatusRoutes(app: FastifyInstance): Promise<void> {
  const serialized = new WeakMap<ApplicationStatus, Buffer>();
  // A status object is replaced, never changed, when the application moves: its JSON is computed
  // once per state and then served as is (the schema's shape, tested), as UTF-8 bytes, so that no
  // poll measures or encodes its Korean text again.
  const sendStatus = (reply: FastifyReply, status: ApplicationStatus): FastifyReply => {
    let json = serialized.get(status);
    if (json === undefined) {
      json = Buffer.from(JSON.stringify({ result: toView(status) }));
      serialized.set(status, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };

  // The polling call: one indexed read by id and owner; never touches documents or PDFs. Its
  // ~350-byte body is below the compression threshold, so the compression hooks are skipped.
  app.get<{ Params: ApplicationIdParams }>(
    '/api/v2/application/:id',
    {
      config: { auth: 'wallet' },
      compress: false,
      decompress: false,
      schema: { params: ref('application-id-params'), response: responses('application-response') },
    },
    // Not an async handler: a cached status is answered with no promise at all. While the agency
    // works the answer is held until the application moves (POLL_HOLD_MS at most).
    (request, reply) => {
      const ownerId = signedIn(request).user.id;
      const cached = app.issuance.applications.cachedStatus(request.params.id, ownerId);
      if (cached && cached.state !== 'PROCESSING') return sendStatus(reply, cached);
      return app.issuance.applications.statusWhenMoved(request.params.id, ownerId, POLL_HOLD_MS).then((status) => {
        if (!status) throw new AppError('NOT_FOUND');
        return sendStatus(reply, status);
      });
    },
  );

  app.post<{ Params: ApplicationIdParams; Body: ApplicationStart | undefined }>(
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
}
