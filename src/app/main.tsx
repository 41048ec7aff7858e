import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import '../styles/global.scss';
import { reportError } from '../api/error-reporter';
import { hydratePage, takePageState } from '../api/page-state';
import { createStore } from './store';
import { AppRouter, preloadFirstPage } from './router';
import { boot } from './boot';
import { applyRenderedStyles } from './rendered-styles';
import { setDrawingPage } from '../lib/hydrated';

if (boot()) start();

function start(): void {
  const firstPage = preloadFirstPage(window.location.pathname);

  const store = createStore();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  const app = (
    <StrictMode>
      <Provider store={store}>
        <AppRouter />
      </Provider>
    </StrictMode>
  );

  // Issue 9: a signed-in page the server drew (src/app/page-render.tsx) comes with the answers it
  // was drawn with: with them the first render is the same page, and React hydrates it in place.
  const rendered = takePageState();
  if (rendered && container.firstChild) {
    store.dispatch(hydratePage(rendered));
    applyRenderedStyles(container);
    setDrawingPage(true);
    // With the page's lazy code (and a form's certificate) at hand, as the server had them (this
    // module itself starts after the drawn page's first paint: entry.ts).
    // As a transition: React takes the page in small slices that leave the main thread free between them.
    void firstPage.then(() =>
      startTransition(() => {
        hydrateRoot(container, app, {
          // A page that differs from the server's (a stale build) is drawn anew by React: a warning, not an error page.
          onRecoverableError: (error) => reportError('warning', `page hydration: ${error instanceof Error ? error.message : String(error)}`),
        });
      }),
    );
  } else {
    createRoot(container).render(app);
  }
}
