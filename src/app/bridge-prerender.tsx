import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { paths } from '../config/paths';
import { createStore } from './store';
import { BridgeRoutes } from './bridge-routes';

/**
 * Build time only (vite.config.ts's bridge pre-render): the bridge page `/` as HTML, as a
 * browser that is not the messenger and not a phone first draws it (the list's skeleton, since
 * the catalogue is fetched in the browser): the tree bridge-app.tsx hydrates. Its store has no
 * written answers (src/api/base-api.ts): the list's read, started as it renders, asks no network
 * and touches no `window`, and the HTML is drawn before its (refused) answer comes.
 */
export function renderBridgeShell(): string {
  return renderToString(
    <StrictMode>
      <Provider store={createStore(undefined, { answers: {} })}>
        <StaticRouter location={paths.root.getHref()}>
          <BridgeRoutes />
        </StaticRouter>
      </Provider>
    </StrictMode>,
  );
}
