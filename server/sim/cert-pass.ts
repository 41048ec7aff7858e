import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { simIssueTexts } from '../messages.ts';
import { koreanDateTime } from '../issuance/document/render.ts';
import { escapeHtml, simPage } from './html.ts';
import { ownerOf, ownPage } from './sign-kit.ts';

const t = simIssueTexts.certPass;

/**
 * The qualification pass an institution scans (POST /api/v1/qr-pass answers its url): the
 * institution, the pass, a QR code and how long it stays valid. Only its owner sees it.
 */
export default async function simCertPassRoutes(app: FastifyInstance): Promise<void> {
  const owner = ownerOf(app, (id, userId) => app.issuance.qrPasses.find(id, userId));

  app.get<{ Params: { id: string } }>(
    '/sim/cert-pass/:id',
    ownPage(owner, async ({ user, owned: pass }) => {
      const document = await app.issuance.documents.find(pass.documentId, user.id);
      const expired = Date.parse(pass.expiresAt) < Date.now();
      const payload = `JIGAP-QRPASS:${pass.institutionCode}:${pass.qrPassCode}:${pass.id}:${document?.documentNumber ?? pass.documentId}`;
      const qr = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
      return simPage(
        `${t.pageTitle} | ${pass.qrPassName}`,
        `<h1>${escapeHtml(pass.qrPassName)}</h1>
<dl class="sim-facts">
  <dt>${t.institution}</dt><dd>${escapeHtml(pass.institutionName)}</dd>
  <dt>${t.holder}</dt><dd>${escapeHtml(user.name)}</dd>
  ${document ? `<dt>증명서</dt><dd>${escapeHtml(document.name)}</dd>` : ''}
  <dt>${t.validUntil}</dt><dd>${escapeHtml(koreanDateTime(new Date(pass.expiresAt)))}까지</dd>
</dl>
${expired ? `<p class="sim-notice">${t.expired}</p>` : `<p class="sim-qr"><img src="${qr}" width="240" height="240" alt="${escapeHtml(t.qrAlt(pass.qrPassName))}"></p>`}`,
      );
    }),
  );
}
