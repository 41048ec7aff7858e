import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import '../styles/global.scss';
import { hydratePage, takePageState } from '../api/page-state';
import { createStore } from './store';
import { AppRouter, preloadFirstPage } from './router';
import { boot } from './boot';
import { hydrateDrawnPage } from './hydrate-drawn';
import { setDrawingPage } from '../lib/hydrated';
import { setPagePreloader } from '../lib/page-preload';

if (boot()) start();

function start(): void {
  const firstPage = preloadFirstPage(window.location.pathname);
  // Shared code asks for a page's code ahead of going there (the issue runner for the viewer).
  setPagePreloader(preloadFirstPage);

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

  // A signed-in page the server drew (src/app/page-render.tsx) comes with the answers it
  // was drawn with: with them the first render is the same page, and React hydrates it in place.
  const rendered = takePageState();
  if (rendered && container.firstChild) {
    store.dispatch(hydratePage(rendered));
    setDrawingPage(true);
    // With the page's lazy code (and a form's certificate) at hand, as the server had them (this
    // module itself starts after the drawn page's first paint: entry.ts).
    void firstPage.then(() => hydrateDrawnPage(container, app, 'page'));
  } else {
    createRoot(container).render(app);
  }
}
