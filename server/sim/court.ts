import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../catalogue/types.ts';
import type { ApplicationRecord } from '../db/applications.ts';
import { toProcessing } from '../issuance/flow.ts';
import { failApplication } from '../issuance/application-events.ts';
import { issuanceTexts, simIssueTexts } from '../messages.ts';
import { isoNow } from '../time.ts';
import { escapeHtml, simPage } from './html.ts';
import { applicationOwner, badState, formAction, html, ownForm, ownPage, returnUrlOf, type FormBody } from './sign-kit.ts';

const t = simIssueTexts.court;
type ById = { Params: { id: string }; Querystring: { returnUrl?: string } };

/** One choice the wallet's form asked (증명서 종류, 주민등록번호 표기…): its options from the certificate's schema. */
interface Choice {
  key: string;
  title: string;
  options: { value: string; label: string }[];
  fallback: string | undefined;
}

/** The certificate's top-level single choices (oneOf of const/title, or enum), in the schema's order. */
function choicesOf(schema: JsonSchema | undefined): Choice[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const choices: Choice[] = [];
  for (const [key, property] of Object.entries(properties)) {
    const oneOf = Array.isArray(property.oneOf) ? (property.oneOf as JsonSchema[]) : undefined;
    const options = oneOf
      ? oneOf.filter((o) => typeof o.const === 'string').map((o) => ({ value: o.const as string, label: typeof o.title === 'string' ? o.title : (o.const as string) }))
      : Array.isArray(property.enum)
        ? (property.enum as unknown[]).filter((v): v is string => typeof v === 'string').map((v) => ({ value: v, label: v }))
        : [];
    if (options.length === 0) continue;
    choices.push({ key, title: typeof property.title === 'string' ? property.title : key, options, fallback: typeof property.default === 'string' ? property.default : undefined });
  }
  return choices;
}

const radio = (name: string, value: string, label: string, checked: boolean) =>
  `    <label class="sim-choice"><input type="radio" name="${escapeHtml(name)}" value="${escapeHtml(value)}"${checked ? ' checked' : ''}> ${escapeHtml(label)}</label>`;

/** The wallet's choices pre-filled (the user confirms or changes them), then the receiving method. */
function page(application: ApplicationRecord, choices: Choice[], values: Record<string, unknown>, action: string, error?: string) {
  const fieldsets = choices
    .map((choice) => {
      const current = typeof values[choice.key] === 'string' ? (values[choice.key] as string) : choice.fallback;
      return `  <fieldset class="sim-choices">
    <legend>${escapeHtml(choice.title)}</legend>
${choice.options.map((o) => radio(choice.key, o.value, o.label, o.value === current)).join('\n')}
  </fieldset>`;
    })
    .join('\n');
  return simPage(
    t.pageTitle,
    `<h1>${t.heading}</h1>
<dl class="sim-facts"><dt>증명서</dt><dd>${escapeHtml(application.name)}</dd></dl>
${error ? `<p class="sim-notice" role="alert">${escapeHtml(error)}</p>` : ''}
${choices.length > 0 ? `<p class="sim-intro">${t.confirmChoices}</p>` : ''}
<form class="sim-actions sim-actions-column" method="post" action="${action}">
${fieldsets}
  <fieldset class="sim-choices">
    <legend>${t.method}</legend>
${t.methods.map((method) => radio('method', method, method, false)).join('\n')}
  </fieldset>
  <button class="sim-button" type="submit">${t.submit}</button>
</form>`,
  );
}

/**
 * The court site of external channeling (000 §4.7). It shows the choices made on the wallet's
 * form (증명서 종류, 표기) pre-filled; what the user confirms is validated against the
 * certificate's schema and becomes the application's form data, from which the document is drawn.
 * Receiving by '전자문서지갑' hands the application to the agency; any other receiving method
 * ends it without a wallet document (FAIL).
 */
export default async function simCourtRoutes(app: FastifyInstance): Promise<void> {
  const owner = applicationOwner(app);
  const choicesFor = (application: ApplicationRecord) => choicesOf(app.catalogue.form(application.edocPath)?.schema);

  app.get<ById>(
    '/sim/court/:id',
    ownPage(owner, ({ owned: application }, request) =>
      page(application, choicesFor(application), application.formData, formAction(`/sim/court/${application.id}`, returnUrlOf(request))),
    ),
  );

  app.post<ById & { Body: FormBody | undefined }>(
    '/sim/court/:id',
    ownForm(owner, async ({ owned: application }, { request, reply, returnUrl }) => {
      const action = formAction(`/sim/court/${application.id}`, returnUrl);
      const choices = choicesFor(application);
      const confirmed: Record<string, unknown> = { ...application.formData };
      for (const choice of choices) {
        // What the page showed checked stands when the post leaves a choice out.
        const value = request.body?.[choice.key] ?? (typeof confirmed[choice.key] === 'string' ? confirmed[choice.key] : choice.fallback);
        if (value !== undefined) confirmed[choice.key] = value;
      }
      const method = request.body?.method;
      if (!method || !(t.methods as readonly string[]).includes(method)) {
        return html(reply, 400, page(application, choices, confirmed, action, t.chooseMethod));
      }
      const problem = app.catalogue.validateFormData(application.edocPath, confirmed);
      if (problem) return html(reply, 400, page(application, choices, application.formData, action, problem.message));
      if (application.state !== 'CHANNELING') return badState(reply, returnUrl);
      if (method === '전자문서지갑') {
        if (!await app.issuance.applications.replaceFormData(application, ['CHANNELING'], confirmed, isoNow())) return badState(reply, returnUrl);
        await toProcessing(app, { ...application, formData: confirmed }, ['CHANNELING']);
      } else {
        const deps = { applications: app.issuance.applications, activity: app.repos.activity };
        await app.db.transaction(() => failApplication(deps, application, ['CHANNELING'], issuanceTexts.courtOtherMethod));
      }
      return undefined;
    }),
  );
}
