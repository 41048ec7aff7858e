/**
 * A page drawn before its application has started (the bridge page's shell, pre-rendered
 * at build time, and the signed-in pages the server renders) has controls without handlers until
 * React has the page: a tap would be lost, and text typed into a field would not be in the form
 * React then holds. They come marked disabled (data-shell-pending), so an early tap or keystroke
 * is visibly not taken and an automated click or fill waits for them; once React has the page,
 * they are enabled.
 */
export const SHELL_PENDING_ATTRIBUTE = 'data-shell-pending';

/** The markup with every button, input, select and text area that is not disabled already disabled until enableShellControls. */
export function markShellControls(html: string): string {
  return html.replace(/<(button|input|select|textarea)(?=\s)(?![^>]*\sdisabled[\s=>/])/g, `<$1 disabled ${SHELL_PENDING_ATTRIBUTE}`);
}

export function enableShellControls(): void {
  for (const control of document.querySelectorAll(`[${SHELL_PENDING_ATTRIBUTE}]`)) {
    control.removeAttribute(SHELL_PENDING_ATTRIBUTE);
    control.removeAttribute('disabled');
  }
}
