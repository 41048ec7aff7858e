import { appBackStack } from '../lib/back-stack';

let installed: (() => void) | null = null;

/**
 * Spec 000 §4.11: a back press first goes to the top back handler (a popup, a page that must
 * not close). The press has already moved history one entry back, so it is swallowed before
 * the router sees it and undone with history.go(1); a handler that declines lets it through.
 *
 * Installed once by the entry before anything renders: listeners on the window run in the order
 * they were added, and this one must judge the press before the router's listener does. Run
 * after it, the router has already drawn the entry gone back to, whose page may have enabled a
 * handler of its own (the start page's exit question once a picker layer closes), and that
 * handler, not the layer's close, would be given the press.
 */
export function installBackButton(): () => void {
  if (installed) return installed;
  let restoring = false;
  let passThrough = false;
  const onPopState = (event: PopStateEvent) => {
    if (restoring) {
      restoring = false;
      event.stopImmediatePropagation();
      if (!appBackStack.handle()) {
        passThrough = true;
        window.history.back();
      }
      return;
    }
    if (passThrough) {
      passThrough = false;
      return;
    }
    if (appBackStack.size() === 0) return;
    event.stopImmediatePropagation();
    restoring = true;
    window.history.go(1);
  };
  window.addEventListener('popstate', onPopState, true);
  const uninstall = () => {
    window.removeEventListener('popstate', onPopState, true);
    installed = null;
  };
  installed = uninstall;
  return uninstall;
}
