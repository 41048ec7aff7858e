import { escapeHtml } from '../escape-html.ts';

export { escapeHtml };

/** A simulated page: no inline script or style (the CSP forbids both), styles from /sim/sim.css. */
export function simPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/sim/sim.css">
</head>
<body class="sim">
<main class="sim-main">
${body}
</main>
</body>
</html>
`;
}
