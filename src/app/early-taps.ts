/**
 * The bridge page's pre-rendered shell (issue 9) paints before its application has started:
 * until then its buttons have no handlers. The build marks them disabled (data-shell-pending,
 * scripts/vite/prerender-bridge.ts), so a tap that comes too early is visibly not taken and an
 * automated click waits for them; once React has the page, they are enabled.
 */
export const SHELL_PENDING_ATTRIBUTE = 'data-shell-pending';

export function enableShellButtons(): void {
  for (const button of document.querySelectorAll(`[${SHELL_PENDING_ATTRIBUTE}]`)) {
    button.removeAttribute(SHELL_PENDING_ATTRIBUTE);
    button.removeAttribute('disabled');
  }
}
