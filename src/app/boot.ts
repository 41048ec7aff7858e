import { reportError } from '../api/error-reporter';
import { installBackButton } from './back-button';

/**
 * What every entry does before it renders (the app's main.tsx and the bridge page's entry); false
 * when the page is leaving for the top window and the entry must start nothing.
 *
 * A page of ours that ends up inside a frame (the simulated portal returning to the wallet after
 * the identity check) takes over the whole window, so the issue runner resumes at the top level.
 * Uncaught errors go to the error collector (spec 000 §8.4). The back button's listener goes on
 * before the router's (src/app/back-button.ts).
 */
export function boot(): boolean {
  if (window.top && window.top !== window.self) {
    try {
      if (window.top.location.origin === window.location.origin) {
        window.top.location.replace(window.location.href);
        // The window's own copy of the page runs the application; this framed one must not (its
        // runner would resume beside that one's).
        return false;
      }
    } catch {
      // A foreign parent: stay framed (frame-ancestors limits who can embed us).
    }
  }
  installBackButton();
  window.addEventListener('error', (event) => reportError('error', String(event.message)));
  window.addEventListener('unhandledrejection', (event) => reportError('error', String(event.reason)));
  return true;
}
