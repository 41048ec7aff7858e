import { escapeHtml } from '../escape-html.ts';
import { htmlPage } from '../html-page.ts';

export { escapeHtml };

/** A simulated page: plainly not the wallet, styled by /sim/sim.css (public/sim/). */
export function simPage(title: string, body: string): string {
  return htmlPage({ title, stylesheet: '/sim/sim.css', bodyClass: 'sim', mainClass: 'sim-main', main: body });
}
