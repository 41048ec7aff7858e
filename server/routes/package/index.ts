import type { FastifyInstance } from 'fastify';
import type { PackageCreate } from '../../../contracts/generated/api.ts';
import type { PackageApplication, PapasRequest } from '../../db/papas.ts';
import { AppError } from '../../errors.ts';
import { createPackage, packageStatus, startPackage } from '../../packages/flow.ts';
import { invalidParamMessage, issuanceTexts, packageTexts } from '../../messages.ts';
import { signedIn, type SignedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { safeReturnUrl } from '../../return-url.ts';
import { isoNow } from '../../time.ts';

/** The start page of a request: where signing and the portal return by default. */
const startPath = (papas: string) => `/papas/${papas}/start`;

/**
 * The package calls of 001 §7: creation (→ signing page), guest creation after simple
 * authentication, start (→ portal or progress) and the poll. Everything is the caller's own:
 * another user's request or package answers 404.
 */
export default async function packageRoutes(app: FastifyInstance): Promise<void> {
  const repo = app.packages.repo;

  /** The caller's request, for the package it names. */
  async function requestOf(caller: SignedIn, body: { papas: string; package: string }): Promise<PapasRequest> {
    const papas = await repo.ownedRequest(body.papas, caller.user.id);
    if (!papas) throw new AppError('NOT_FOUND');
    if (papas.packageKey !== body.package) throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage(packageTexts.packageMismatch) } });
    return papas;
  }

  async function packageOf(caller: SignedIn, id: string): Promise<PackageApplication> {
    const pkg = await repo.findPackage(id, caller.user.id);
    if (!pkg) throw new AppError('NOT_FOUND');
    return pkg;
  }

  app.post<{ Body: PackageCreate }>(
    '/api/v2/application/package',
    { config: { auth: 'wallet', idempotent: true }, schema: { body: ref('package-create'), response: responses('package-create-response') } },
    async (request) => {
      const caller = signedIn(request);
      const papas = await requestOf(caller, request.body);
      const returnUrl = safeReturnUrl(request.body.returnUrl ?? startPath(papas.id));
      const created = await createPackage(app, { user: caller.user, request: papas, inputs: request.body.inputs ?? [], returnUrl, guest: false });
      return { result: { applicationId: created.id, url: created.url as string, packageState: created.state } };
    },
  );

  app.post<{ Params: { token: string }; Body: Omit<PackageCreate, 'returnUrl'> }>(
    '/api/v2/application/package/guest/:token',
    {
      config: { auth: 'wallet', idempotent: true },
      schema: { params: ref('guest-token-params'), body: ref('package-guest'), response: responses('package-guest-response') },
    },
    async (request) => {
      const caller = signedIn(request);
      const papas = await requestOf(caller, request.body);
      const tokens = app.issuance.guestTokens;
      const badToken = () => new AppError('INVALID_PARAM', { text: { message: invalidParamMessage(`token: ${issuanceTexts.badToken}`) } });
      const token = await tokens.find(request.params.token, caller.user.id);
      if (!token || token.usedAt !== null || Date.parse(token.expiresAt) < Date.now() || token.edocPath !== null) throw badToken();
      const created = await createPackage(app, {
        user: caller.user,
        request: papas,
        inputs: request.body.inputs ?? [],
        returnUrl: startPath(papas.id),
        guest: true,
        within: async () => {
          if (!await tokens.use(request.params.token, isoNow())) throw badToken();
        },
      });
      return { result: { applicationId: created.id, packageState: created.state } };
    },
  );

  app.post<{ Params: { id: string }; Body: { returnUrl?: string } | undefined }>(
    '/api/v2/application/package/:id',
    {
      config: { auth: 'wallet', idempotent: true },
      schema: { params: ref('application-id-params'), body: ref('package-start'), response: responses('package-start-response') },
      // The spec's start call has no payload; an optional { returnUrl } may come.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
    },
    async (request) => {
      const caller = signedIn(request);
      const pkg = await packageOf(caller, request.params.id);
      const returnUrl = safeReturnUrl(request.body?.returnUrl ?? startPath(pkg.papasId));
      return { result: await startPackage(app, caller.user, pkg, returnUrl) };
    },
  );

  // The poll: one package row and its documents' states.
  app.get<{ Params: { id: string } }>(
    '/api/v2/application/package/:id',
    { config: { auth: 'wallet' }, schema: { params: ref('application-id-params'), response: responses('package-status-response') } },
    async (request) => ({ result: await packageStatus(app, await packageOf(signedIn(request), request.params.id)) }),
  );
}
