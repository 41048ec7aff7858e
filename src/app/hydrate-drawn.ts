import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportError } from '../api/error-reporter';
import { applyRenderedStyles } from './rendered-styles';

/**
 * React takes a page drawn before it (the bridge page's shell, a page the server drew)
 * in place: its style attributes back on the elements (rendered-styles.ts), then hydration as a
 * transition, in small slices that leave the main thread free between them. A drawing that
 * differs from the page (a stale build) is drawn anew by React: a warning, not an error page.
 */
export function hydrateDrawnPage(container: Element, app: ReactNode, what: string): void {
  applyRenderedStyles(container);
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => reportError('warning', `${what} hydration: ${error instanceof Error ? error.message : String(error)}`),
    });
  });
}
