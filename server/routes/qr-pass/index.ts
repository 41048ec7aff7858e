import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { loadLookupData, type QrPassInstitutionRecord } from '../../lookup-data/index.ts';
import { invalidParamMessage, issuanceTexts } from '../../messages.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { isoNow } from '../../time.ts';

/** A pass page stays valid this long after it is made. */
export const PASS_VALID_MS = 30 * 60 * 1000;

const passesOf = (institution: QrPassInstitutionRecord) =>
  institution.passes.map((pass) => ({
    qrPassCode: pass.qrPassCode,
    qrPassName: pass.qrPassName,
    institution: { name: institution.name, code: institution.institutionCode },
    urlExposureType: pass.urlExposureType,
    edocPath: pass.edocPath,
  }));

/** Qualification passes (000 §3 Cert pass, §7): institutions, their passes, a pass from a document. */
export default async function qrPassRoutes(app: FastifyInstance): Promise<void> {
  const institutions = loadLookupData().qrPassInstitutions;
  const byCode = new Map(institutions.map((i) => [i.institutionCode, i]));

  // Readable before joining, like the catalogue: the apply tab's certPass filter lists them.
  app.get(
    '/api/v1/qr-pass/institutions',
    { config: { auth: 'user' }, schema: { response: responses('qr-pass-institution-list-response') } },
    async () => ({
      result: institutions.map((i) => ({ institutionCode: i.institutionCode, name: i.name })),
      totalCount: institutions.length,
    }),
  );

  app.get<{ Querystring: { institutionCode: string } }>(
    '/api/v1/qr-pass',
    { config: { auth: 'user' }, schema: { querystring: ref('cert-pass-query'), response: responses('cert-pass-list-response') } },
    async (request) => {
      const institution = byCode.get(request.query.institutionCode);
      if (!institution) throw new AppError('NOT_FOUND');
      const passes = passesOf(institution);
      return { result: passes, totalCount: passes.length };
    },
  );

  app.post<{ Body: { documentId: string; qrPassCode: string; institutionCode: string } }>(
    '/api/v1/qr-pass',
    { config: { auth: 'wallet', idempotent: true }, schema: { body: ref('cert-pass-create'), response: responses('cert-pass-create-response') } },
    async (request) => {
      const { user } = signedIn(request);
      const { documentId, qrPassCode, institutionCode } = request.body;
      const institution = byCode.get(institutionCode);
      if (!institution) throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage('institutionCode') } });
      const pass = institution.passes.find((p) => p.qrPassCode === qrPassCode);
      if (!pass) throw new AppError('INVALID_PARAM', { text: { message: invalidParamMessage('qrPassCode') } });
      const document = await app.issuance.documents.find(documentId, user.id);
      if (!document) throw new AppError('NOT_FOUND');
      if (document.edocPath !== pass.edocPath) throw new AppError('ERROR', { status: 409, text: issuanceTexts.passMismatch });
      const now = Date.now();
      const id = randomUUID();
      await app.issuance.qrPasses.insert({
        id,
        ownerUserId: user.id,
        documentId,
        institutionCode,
        institutionName: institution.name,
        qrPassCode,
        qrPassName: pass.qrPassName,
        urlExposureType: pass.urlExposureType,
        createdAt: isoNow(now),
        expiresAt: isoNow(now + PASS_VALID_MS),
      });
      return { result: { url: `/sim/cert-pass/${id}`, qrPassName: pass.qrPassName, urlExposureType: pass.urlExposureType } };
    },
  );
}
