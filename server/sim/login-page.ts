import { personas } from '../personas.ts';
import { simTexts } from '../messages.ts';
import { escapeHtml, simPage } from './html.ts';

const loginHref = (query: Record<string, string>): string => `/sim/login?${new URLSearchParams(query).toString()}`;

/** The demo personas, each a link that signs in and returns to `returnUrl`. */
export function personaListPage(returnUrl: string): string {
  const items = personas
    .map(
      (persona) => `<li class="sim-persona">
  <a class="sim-persona-link" href="${escapeHtml(loginHref({ persona: persona.id, returnUrl }))}">
    <span class="sim-persona-name">${escapeHtml(persona.name)}</span>
    <span class="sim-persona-id">${escapeHtml(persona.id)}</span>
    <span class="sim-persona-description">${escapeHtml(persona.description)}</span>
  </a>
</li>`,
    )
    .join('\n');
  const oldVersion = loginHref({ persona: 'citizen', returnUrl, messenger: '9.0.0' });
  return simPage(
    simTexts.pageTitle,
    `<h1>${simTexts.heading}</h1>
<p class="sim-intro">${simTexts.intro}</p>
<ul class="sim-personas">
${items}
</ul>
<p class="sim-secondary"><a href="${escapeHtml(oldVersion)}">${simTexts.oldVersionLink}</a></p>
<p class="sim-secondary"><a href="/sim/org-login">${simTexts.orgLoginLink}</a></p>`,
  );
}

export function errorPage(title: string, message: string): string {
  return simPage(
    simTexts.pageTitle,
    `<h1>${escapeHtml(title)}</h1>
<p class="sim-intro">${escapeHtml(message)}</p>
<p><a class="sim-button" href="/sim/login">${simTexts.backToList}</a></p>`,
  );
}
