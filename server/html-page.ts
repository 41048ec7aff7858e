import { escapeHtml } from './escape-html.ts';

export interface HtmlPage {
  title: string;
  /** The page's one stylesheet (a path the server serves): the CSP allows no inline style. */
  stylesheet: string;
  /** Classes of <body> and of <main>. */
  bodyClass: string;
  mainClass: string;
  /** The content of <main>, already HTML (escape what came from outside with escapeHtml). */
  main: string;
}

/**
 * A Korean page the server writes itself, for the wallet's error page (server/plugins/
 * error-handler.ts) and the simulated parties' pages (server/sim/html.ts): no script and no inline
 * style (the CSP forbids both), phone-sized, with the wallet's icon (a browser asks for /favicon.ico otherwise).
 */
export function htmlPage({ title, stylesheet, bodyClass, mainClass, main }: HtmlPage): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body class="${escapeHtml(bodyClass)}">
<main class="${escapeHtml(mainClass)}">
${main}
</main>
</body>
</html>
`;
}
