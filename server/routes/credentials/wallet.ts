import { Oauth2ServerErrorResponseError } from '@openid4vc/oauth2';
import type { FastifyInstance } from 'fastify';
import type { WalletCredential } from '../../../contracts/generated/api.ts';
import { credentialTexts } from '../../credentials/messages.ts';
import type { Holder } from '../../credentials/service.ts';
import type { IssuedDocument } from '../../db/issued-documents.ts';
import { AppError } from '../../errors.ts';
import { signedIn } from '../../plugins/auth.ts';
import { ref, responses } from '../../schemas.ts';
import { kstDigits, remainingDays } from '../../time.ts';
import { ownDocument } from '../inbox/readable.ts';

type ById = { Params: { id: string } };
const params = ref('document-id-params');

const holderOf = (request: Parameters<typeof signedIn>[0]): Holder => {
  const { user, session } = signedIn(request);
  return { userId: user.id, name: user.name, deviceId: session.deviceId };
};

const statusOf = (document: IssuedDocument, now: number): WalletCredential['status'] =>
  document.revokedAt ? 'REVOKED' : remainingDays(document.expiresAt, now) < 0 ? 'EXPIRED' : 'VALID';

/** The owner's document as the issuer knows it (after the inbox's own checks: another's is NOT_FOUND, a deleted one DOCUMENT_NOT_FOUND…). */
async function issuedDocument(app: FastifyInstance, holder: Holder, id: string, use: 'list' | 'read'): Promise<IssuedDocument> {
  await ownDocument(app, holder.userId, id, use);
  const document = await app.issuance.documents.find(id, holder.userId);
  if (!document) throw new AppError('NOT_FOUND');
  return document;
}

/**
 * The wallet's calls for credentials: the browser registers the key it holds, reads a document's
 * credential bound to that key (the viewer's 전자증명 view), and makes an offer of it to another
 * wallet (다른 지갑에 담기).
 */
export default async function walletCredentialRoutes(app: FastifyInstance): Promise<void> {
  const { credentials } = app;

  app.put<{ Body: { proof: string } }>(
    '/api/v2/wallet/holder-key',
    { config: { auth: 'wallet' }, schema: { body: ref('holder-key-request'), response: responses('holder-key-response') } },
    async (request) => {
      try {
        return { result: await credentials.registerKey(holderOf(request), request.body.proof) };
      } catch (error) {
        if (error instanceof Oauth2ServerErrorResponseError) throw new AppError('INVALID_PARAM', { text: { message: credentialTexts.keyRefused(error.errorResponse.error) } });
        throw error;
      }
    },
  );

  app.get<ById>('/api/v2/inbox/:id/credential', { config: { auth: 'wallet' }, schema: { params, response: responses('wallet-credential-response') } }, async (request) => {
    const now = Date.now();
    const holder = holderOf(request);
    const document = await issuedDocument(app, holder, request.params.id, 'list');
    const type = credentials.issuer.typeOf(document);
    const stored = await credentials.walletCredential(holder, document, now);
    return {
      result: {
        credential: stored?.credential ?? null,
        vct: type?.vct ?? null,
        issuer: credentials.issuer.identifier,
        status: statusOf(document, now),
        revokedAt: document.revokedAt ? kstDigits(document.revokedAt) : null,
      } satisfies WalletCredential,
    };
  });

  app.post<ById>(
    '/api/v2/inbox/:id/credential-offer',
    { config: { auth: 'wallet', idempotent: true }, schema: { params, response: responses('credential-offer-response') } },
    async (request) => {
      const holder = holderOf(request);
      const row = await ownDocument(app, holder.userId, request.params.id, 'read');
      if (row.is_paid === 1 || row.package_id !== null) throw new AppError('ERROR', { status: 409, text: credentialTexts.notOfferable });
      const document = await issuedDocument(app, holder, request.params.id, 'read');
      if (document.revokedAt) throw new AppError('ERROR', { status: 409, text: credentialTexts.revoked });
      const made = await credentials.makeOffer(holder, document);
      if (!made) throw new AppError('ERROR', { status: 409, text: credentialTexts.noCredential });
      return { result: { offer: made.uri, txCode: made.txCode, expiresAt: kstDigits(made.expiresAt) } };
    },
  );
}
