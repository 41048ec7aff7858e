/**
 * A page drawn before its application has started (issue 9: the bridge page's shell, pre-rendered
 * at build time, and the signed-in pages the server renders) has buttons without handlers until
 * React has the page. They come marked disabled (data-shell-pending), so a tap that comes too
 * early is visibly not taken and an automated click waits for them; once React has the page,
 * they are enabled.
 */
export const SHELL_PENDING_ATTRIBUTE = 'data-shell-pending';

/** The markup with every button that is not disabled already disabled until enableShellButtons. */
export function markShellButtons(html: string): string {
  return html.replace(/<button (?![^>]*\sdisabled[\s=>])/g, `<button disabled ${SHELL_PENDING_ATTRIBUTE} `);
}

export function enableShellButtons(): void {
  for (const button of document.querySelectorAll(`[${SHELL_PENDING_ATTRIBUTE}]`)) {
    button.removeAttribute(SHELL_PENDING_ATTRIBUTE);
    button.removeAttribute('disabled');
  }
}
