import type { FastifyInstance } from 'fastify';
import { DEMO_PARTNER } from '../../db/seed-data/partners.ts';
import { findPersona, personas } from '../../personas.ts';
import { definitionOf } from '../../packages/flow.ts';
import { simPartnerTexts } from '../../messages.ts';
import { partnerView } from '../../routes/partner/index.ts';
import { escapeHtml, simPage } from '../html.ts';
import { crossSite, forbidden, html, messagePage, type FormBody } from '../sign-kit.ts';
import { selfRequest } from '../../self-request.ts';

const t = simPartnerTexts.console;
const r = simPartnerTexts.returned;
const RETURN_KINDS = ['success', 'failed', 'notQualified', 'cancel'] as const;
type ReturnKind = (typeof RETURN_KINDS)[number];

const radio = (name: string, value: string, label: string, detail: string, checked: boolean): string =>
  `<label class="sim-choice"><input type="radio" name="${name}" value="${escapeHtml(value)}"${checked ? ' checked' : ''} required> ` +
  `<strong>${escapeHtml(label)}</strong> <span class="sim-persona-id">${escapeHtml(detail)}</span></label>`;

/**
 * The simulated partner (DESIGN §5): its console starts a package request through the partner
 * API, signs in as the chosen persona through the demo login and follows the wallet url; its
 * return pages (the package's appSchemeBundle urls) show what came back.
 */
export default async function simPartnerConsole(app: FastifyInstance): Promise<void> {
  app.get('/sim/partner', async (_request, reply) => {
    const packages = [...app.packages.definitions.values()]
      .map((definition, index) => radio('package', definition.package, definition.title, `${definition.package} · ${definition.documentNames.join(', ')}`, index === 0))
      .join('\n');
    const people = personas.map((persona, index) => radio('persona', persona.id, persona.name, `${persona.id} · ${persona.description}`, index === 0)).join('\n');
    return html(
      reply,
      200,
      simPage(
        t.pageTitle,
        `<h1>${t.heading}</h1>
<p class="sim-intro">${t.intro}</p>
<form method="post" action="/sim/partner">
<fieldset class="sim-choices"><legend>${t.packageLegend}</legend>
${packages}
</fieldset>
<fieldset class="sim-choices"><legend>${t.personaLegend}</legend>
${people}
</fieldset>
<label class="sim-choice"><input type="checkbox" name="skipComplete" value="1"> ${t.skipComplete}</label>
<div class="sim-actions"><button class="sim-button" type="submit">${t.submit}</button></div>
</form>
<p class="sim-secondary">${escapeHtml(t.apiNote)}</p>`,
      ),
    );
  });

  app.post<{ Body: FormBody | undefined }>('/sim/partner', async (request, reply) => {
    if (crossSite(request)) return forbidden(reply);
    const key = request.body?.package ?? '';
    const persona = findPersona(request.body?.persona ?? '');
    if (!app.packages.definitions.has(key) || !persona) return html(reply, 400, messagePage(t.badChoiceTitle, t.badChoice, { href: '/sim/partner', label: r.again }));
    // The partner's own server calls the partner API with its key, as a real partner would.
    const answer = await selfRequest(app, {
      method: 'POST',
      url: '/partner/v1/requests',
      headers: { authorization: `Bearer ${DEMO_PARTNER.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ package: key, ...(request.body?.skipComplete === '1' ? { isSkipCompletedSubmissionPage: true } : {}) }),
    });
    if (answer.status !== 200) return html(reply, answer.status, messagePage(t.badChoiceTitle, ((await answer.json()) as { message: string }).message, { href: '/sim/partner', label: r.again }));
    const { url } = ((await answer.json()) as { result: { papas: string; url: string } }).result;
    const login = `/sim/login?${new URLSearchParams({ persona: persona.id, returnUrl: url }).toString()}`;
    return reply.header('cache-control', 'no-store').redirect(login, 303);
  });

  app.get<{ Params: { kind: string }; Querystring: { papas?: string } }>('/sim/partner/return/:kind', async (request, reply) => {
    const kind = request.params.kind as ReturnKind;
    const papas = typeof request.query.papas === 'string' ? await app.packages.repo.findRequest(request.query.papas) : undefined;
    if (!RETURN_KINDS.includes(kind) || !papas) return html(reply, 404, messagePage(r.unknownTitle, r.unknown, { href: '/sim/partner', label: r.again }));
    const view = await partnerView(app, papas);
    const definition = definitionOf(papas);
    const received =
      view.received.length === 0
        ? `<p class="sim-notice">${r.noneReceived}</p>`
        : `<ul class="sim-personas">${view.received
            .map((item) => `<li class="sim-persona-link"><span class="sim-persona-name">${escapeHtml(item.name)}</span><span class="sim-persona-description">${escapeHtml(item.issuerName)}</span></li>`)
            .join('')}</ul>`;
    const rows: [string, string][] = [
      [r.request, papas.id],
      [r.package, definition.title],
      [r.recipient, definition.recipient],
      [r.state, r.states[view.state]],
    ];
    return html(
      reply,
      200,
      simPage(
        r.pageTitle,
        `<h1>${r.headings[kind]}</h1>
<p class="sim-intro">${r.intro}</p>
<dl class="sim-facts">${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<h2>${r.received}</h2>
${received}
<p class="sim-secondary"><a href="/sim/partner">${r.again}</a></p>`,
      ),
    );
  });
}
