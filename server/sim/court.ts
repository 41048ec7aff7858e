import type { FastifyInstance } from 'fastify';
import type { CertificateSite } from '../catalogue/types.ts';
import type { ApplicationRecord } from '../db/applications.ts';
import { appliedAtSite, receivedElsewhere } from '../issuance/outside-answers.ts';
import { simIssueTexts } from '../messages.ts';
import { escapeHtml, simPage } from './html.ts';
import { confirmedData, fieldHtml, siteFields, type SiteField } from './site-fields.ts';
import { applicationOwner, badState, formAction, html, ownForm, ownPage, returnUrlOf, type FormBody } from './sign-kit.ts';

const t = simIssueTexts.court;
type ById = { Params: { id: string }; Querystring: { returnUrl?: string } };

const radio = (name: string, value: string, label: string, checked: boolean) =>
  `    <label class="sim-choice"><input type="radio" name="${escapeHtml(name)}" value="${escapeHtml(value)}"${checked ? ' checked' : ''}> ${escapeHtml(label)}</label>`;

/** What the site shows: its name, the fields it asks to confirm (pre-filled), then the receiving method. */
interface SitePage {
  site: CertificateSite | null;
  fields: SiteField[];
}

/** The wallet's values pre-filled (the user confirms or changes them), then the receiving method. */
function page(application: ApplicationRecord, { site, fields }: SitePage, values: Record<string, unknown>, action: string, error?: string) {
  const fieldsets = fields.map((field) => fieldHtml(field, values[field.key] ?? field.fallback)).join('\n');
  return simPage(
    site?.name ?? t.pageTitle,
    `<h1>${escapeHtml(site?.name ?? t.pageTitle)}</h1>
<dl class="sim-facts"><dt>증명서</dt><dd>${escapeHtml(application.name)}</dd></dl>
${error ? `<p class="sim-notice" role="alert">${escapeHtml(error)}</p>` : ''}
${fields.length > 0 ? `<p class="sim-intro">${t.confirmChoices}</p>` : ''}
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
 * The outside site of external channeling (000 §4.7), as the certificate's manifest describes it
 * (`site`: the court's family-register site for the family-relation certificates). It shows the
 * fields the site confirms (`site.confirms`: 증명서 종류, 표기…) pre-filled with the wallet's
 * values; what the user confirms is validated against the certificate's schema and becomes the
 * application's form data, from which the document is drawn. Receiving by '전자문서지갑' hands
 * the application to the agency; any other receiving method ends it without a wallet document (FAIL).
 */
export default async function simCourtRoutes(app: FastifyInstance): Promise<void> {
  const owner = applicationOwner(app);
  const siteOf = (application: ApplicationRecord): SitePage => {
    const form = app.catalogue.form(application.edocPath);
    return { site: form?.site ?? null, fields: siteFields(form?.site?.confirms ?? [], form?.schema) };
  };

  app.get<ById>(
    '/sim/court/:id',
    ownPage(owner, ({ owned: application }, request) =>
      page(application, siteOf(application), application.formData, formAction(`/sim/court/${application.id}`, returnUrlOf(request))),
    ),
  );

  app.post<ById & { Body: FormBody | undefined }>(
    '/sim/court/:id',
    ownForm(owner, async ({ owned: application }, { request, reply, returnUrl }) => {
      const action = formAction(`/sim/court/${application.id}`, returnUrl);
      const shown = siteOf(application);
      const confirmed = confirmedData(shown.fields, application.formData, request.body);
      const method = request.body?.method;
      if (!method || !(t.methods as readonly string[]).includes(method)) {
        return html(reply, 400, page(application, shown, confirmed, action, t.chooseMethod));
      }
      const problem = app.catalogue.validateFormData(application.edocPath, confirmed);
      if (problem) return html(reply, 400, page(application, shown, application.formData, action, problem.message));
      if (application.state !== 'CHANNELING') return badState(reply, returnUrl);
      if (method === '전자문서지갑') {
        if (!(await appliedAtSite(app, application, confirmed))) return badState(reply, returnUrl);
      } else {
        await receivedElsewhere(app, application);
      }
      return undefined;
    }),
  );
}
