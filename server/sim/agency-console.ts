import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IssuedDocument } from '../db/issued-documents.ts';
import { AppError } from '../errors.ts';
import { kstDigits } from '../time.ts';
import { agencyConsoleTexts as t } from './agency-messages.ts';
import { escapeHtml, simPage } from './html.ts';
import { acceptForms } from './sign-kit.ts';

const CONSOLE_PATH = '/sim/agency';
const REVOKE_PATH = '/sim/agency/revocations';
/** The register shows the latest documents issued. */
const SHOWN = 100;

const dateOf = (iso: string) => kstDigits(iso).replace(/^(\d{4})(\d{2})(\d{2}).*/, '$1-$2-$3');

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

function row(document: IssuedDocument, owner: string): string {
  const state = document.revokedAt
    ? `<span class="sim-persona-id">${escapeHtml(t.revoked(dateOf(document.revokedAt)))}</span>`
    : `<form method="post" action="${REVOKE_PATH}"><input type="hidden" name="documentId" value="${escapeHtml(document.id)}">` +
      `<button class="sim-button" type="submit" aria-label="${escapeHtml(t.revokeLabel(document.name, document.documentNumber))}">${t.revoke}</button></form>`;
  return `<li class="sim-persona-link">
  <span class="sim-persona-name">${escapeHtml(document.name)}</span>
  <span class="sim-persona-id">${escapeHtml(document.documentNumber)}</span>
  <span class="sim-persona-description">${escapeHtml(document.issuerName)} · ${escapeHtml(t.owner(owner))} · ${escapeHtml(t.issued(dateOf(document.issuedAt)))}</span>
  <span class="sim-persona-description">${state}</span>
</li>`;
}

async function consolePage(app: FastifyInstance, notice: string | undefined): Promise<string> {
  const documents = await app.issuance.documents.recent(SHOWN);
  const owners = new Map<string, string>();
  for (const id of new Set(documents.map((d) => d.ownerUserId))) owners.set(id, (await app.repos.users.findById(id))?.name ?? id);
  const list = documents.length === 0 ? `<p class="sim-notice">${t.empty}</p>` : `<ul class="sim-personas">\n${documents.map((d) => row(d, owners.get(d.ownerUserId) ?? '')).join('\n')}\n</ul>`;
  return simPage(
    t.pageTitle,
    `<h1>${t.heading}</h1>\n<p class="sim-intro">${t.intro}</p>\n${notice ? `<p class="sim-notice" role="status">${escapeHtml(notice)}</p>\n` : ''}${list}\n<p class="sim-secondary">${escapeHtml(t.apiNote)}</p>`,
  );
}

/**
 * The simulated issuing agencies' register (DESIGN §5): `/sim/agency` lists the documents they
 * issued, and 폐기 revokes one; `POST /sim/agency/revocations` does the same for tests (JSON in,
 * JSON out). Revoking is the wallet core's (app.credentials.revoke): the document's status bit,
 * its PDF's verdict and its owner's inbox and log follow from it.
 */
export default async function simAgencyRoutes(app: FastifyInstance): Promise<void> {
  acceptForms(app);

  app.get<{ Querystring: { revoked?: string } }>(CONSOLE_PATH, { config: { auth: 'none' } }, async (request, reply) => {
    const revoked = request.query.revoked ? await app.issuance.documents.findById(request.query.revoked) : undefined;
    return html(reply, 200, await consolePage(app, revoked ? t.done(revoked.name) : undefined));
  });

  app.post<{ Body: { documentId?: string } }>(REVOKE_PATH, { config: { auth: 'none' } }, async (request, reply) => {
    const documentId = String(request.body?.documentId ?? '');
    const document = documentId ? await app.issuance.documents.findById(documentId) : undefined;
    const json = !request.headers['content-type']?.includes('form-urlencoded');
    if (!document) throw new AppError('NOT_FOUND', { text: { title: t.unknownTitle, message: t.unknown(documentId) } });
    const changed = await app.credentials.revoke(document.id);
    const revokedAt = (await app.issuance.documents.findById(document.id))?.revokedAt ?? null;
    if (json) return reply.send({ result: { documentId: document.id, revoked: changed, revokedAt } });
    return reply.header('cache-control', 'no-store').redirect(`${CONSOLE_PATH}?revoked=${encodeURIComponent(document.id)}`, 303);
  });
}
