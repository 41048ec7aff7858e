import type { FastifyInstance } from 'fastify';
import type { ApplicationCreate } from '../../../contracts/generated/api.ts';
import { AppError } from '../../errors.ts';
import { createApplication, issuableForm, validatedFormData } from '../../issuance/flow.ts';
import { loadLookupData } from '../../lookup-data/index.ts';
import { invalidParamMessage } from '../../messages.ts';
import { signedIn } from '../../plugins/auth.ts';
import { safeReturnUrl } from '../../return-url.ts';
import { ref, responses } from '../../schemas.ts';

/** The institution offering a qualification pass: the one named, or the first that offers it. */
function institutionOfPass(qrPassCode: string, named: string | undefined): string | undefined {
  return loadLookupData().qrPassInstitutions.find(
    (i) => (named === undefined || i.institutionCode === named) && i.passes.some((p) => p.qrPassCode === qrPassCode),
  )?.institutionCode;
}

/**
 * POST /api/v2/application: a new application waits for its signature (the answer sends the
 * citizen to the signing page). A pass's certificate names the pass and its institution; a
 * double tap answers the waiting twin instead of a second application.
 */
export default async function applicationCreateRoutes(app: FastifyInstance): Promise<void> {
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
      return { result: { code: 'REDIRECT', url: app.world.signer.applicationUrl(id, returnUrl), id } };
    },
  );
}
