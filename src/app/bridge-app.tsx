import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { createStore } from './store';
import { BridgeRoutes } from './bridge-routes';
import { hydrateDrawnPage } from './hydrate-drawn';

/**
 * The bridge page's application, loaded by bridge-main.ts after the first paint of the shell
 * pre-rendered into bridge.html (src/app/bridge-prerender.tsx renders the same tree at `/`).
 * At `/` React hydrates that shell: it keeps the DOM on screen and only attaches to it; as a
 * transition, in small slices that leave the main thread free between them. At a layer or /qr address the shell is not that page's markup: React renders anew.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from bridge.html');

const app = (
  <StrictMode>
    <Provider store={createStore()}>
      <BrowserRouter>
        <BridgeRoutes />
      </BrowserRouter>
    </Provider>
  </StrictMode>
);

if (window.location.pathname === paths.root.getHref()) {
  hydrateDrawnPage(container, app, 'bridge');
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
