import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { GuestApplication } from '../../../contracts/generated/api.ts';
import { declaredProperties } from '../../catalogue/schema-walk.ts';
import { AppError } from '../../errors.ts';
import { createApplication, issuableForm, validatedFormData } from '../../issuance/flow.ts';
import { invalidParamMessage, issuanceTexts } from '../../messages.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { safeReturnUrl } from '../../return-url.ts';
import { isoNow } from '../../time.ts';

/**
 * The two ways in that skip the messenger's signing page: a non-member's application after
 * simple authentication (spec `POST {token}`, here POST /api/v2/application/guest/{token}), and
 * the family-relation certificates of the court site (external channeling, 000 §4.7).
 */
export default async function guestRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { token: string }; Body: GuestApplication }>(
    '/api/v2/application/guest/:token',
    {
      config: { auth: 'wallet', idempotent: true },
      schema: { params: ref('guest-token-params'), body: ref('guest-application'), response: responses('guest-application-response') },
    },
    async (request) => {
      const { user } = signedIn(request);
      const tokens = app.issuance.guestTokens;
      const token = await tokens.find(request.params.token, user.id);
      if (!token || token.usedAt !== null || Date.parse(token.expiresAt) < Date.now()) {
        throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage(`token: ${issuanceTexts.badToken}`) } });
      }
      const data = { ...request.body.data };
      if (token.edocPath !== null && token.edocPath !== data.문서종류) {
        throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage('문서종류: 간편 인증한 증명서와 달라요.') } });
      }
      const form = issuableForm(app, data.문서종류);
      // The spec's guest call may carry 학교 beside the form; a form without that field ignores it.
      if ('학교' in data && !declaredProperties(form.schema).has('학교')) delete data.학교;
      const formData = validatedFormData(app, form.path, data);
      const id = await app.db.transaction(async () => {
        if (!await tokens.use(request.params.token, isoNow())) {
          throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage(`token: ${issuanceTexts.badToken}`) } });
        }
        return createApplication(app, {
          user,
          form,
          formData,
          returnUrl: safeReturnUrl(request.body.returnUrl),
          state: 'PROCESSING',
          signStatus: 'COMPLETE',
          guest: true,
        });
      });
      return { result: { id, applicationState: 'PROCESSING' } };
    },
  );

  app.post<{ Body: { 문서종류: string; data?: Record<string, unknown>; returnUrl?: string } }>(
    '/api/v2/application/channeling/external',
    {
      config: { auth: 'wallet', idempotent: true },
      schema: { body: ref('external-channeling'), response: responses('external-channeling-response') },
    },
    async (request) => {
      const { user } = signedIn(request);
      const form = app.catalogue.form(request.body.문서종류);
      if (!form || form.applicationType !== 'EXTERNAL_CHANNELING') {
        throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage(issuanceTexts.notCourtCertificate) } });
      }
      issuableForm(app, form.path);
      // The form's choices (증명서 종류, 표기) go with the application: the court site shows them
      // pre-filled for the user to confirm, and the document is drawn from them.
      const formData = request.body.data === undefined ? {} : validatedFormData(app, form.path, { 문서종류: form.path, ...request.body.data });
      const fresh = randomUUID();
      const returnUrlOf = (id: string) => safeReturnUrl(request.body.returnUrl ?? `/issue/external-channeling?id=${id}`);
      // The court site does its own identity check and signing: the application starts at CHANNELING.
      const id = await createApplication(app, { id: fresh, user, form, formData, returnUrl: returnUrlOf(fresh), state: 'CHANNELING', signStatus: 'COMPLETE', answerWaitingTwin: true });
      return { result: { id, url: app.world.sites.applyUrl(form.site, id, returnUrlOf(id)) } };
    },
  );
}
