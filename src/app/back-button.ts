import { useEffect } from 'react';
import { appBackStack } from '../lib/back-stack';

/**
 * Spec 000 §4.11: a back press first goes to the top back handler (a popup, a page that must
 * not close). The press has already moved history one entry back, so it is swallowed before
 * the router sees it and undone with history.go(1); a handler that declines lets it through.
 */
export function useBackButton(): void {
  useEffect(() => {
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
    // Capture at the window runs before the router's own popstate listener.
    window.addEventListener('popstate', onPopState, true);
    return () => window.removeEventListener('popstate', onPopState, true);
  }, []);
}
