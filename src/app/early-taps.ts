/**
 * Taps on the bridge page's pre-rendered shell before its application has started (issue 9):
 * its buttons have no handlers yet, so a tap would be lost. The entry holds the last tap on a
 * button of the page; once React has taken over the page the tap is played again on the same
 * button, if it is still there. Links need nothing: they work as links.
 */
let held: HTMLElement | null = null;
let listening = false;

function hold(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !document.getElementById('root')?.contains(button)) return;
  event.preventDefault();
  event.stopPropagation();
  held = button;
}

export function holdEarlyTaps(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', hold, true);
}

export function replayEarlyTaps(): void {
  if (!listening) return;
  listening = false;
  document.removeEventListener('click', hold, true);
  const button = held;
  held = null;
  if (button?.isConnected) button.click();
}
