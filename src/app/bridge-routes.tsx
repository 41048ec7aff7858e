import { useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { QrAlias, RootPage } from '../features/bridge/root-page';
import { AppFrame } from './app-frame';
import { bridgePageRoutes } from './bridge-page-routes';

/**
 * The routes of the bridge page's own entry (bridge.html, served for /, its layers and /qr):
 * the same page, layers and frame as in the app's router (src/app/router.tsx), without the
 * rest of the app. Any other address (a link to the apply tab, the terms, an error page) is
 * loaded from the server, which answers it with the app.
 */
const BRIDGE_ROUTES: RouteObject[] = [{ element: <AppFrame />, children: [...bridgePageRoutes({ RootPage, QrAlias }), { path: '*', element: <LoadTheApp /> }] }];

export function BridgeRoutes() {
  return useRoutes(BRIDGE_ROUTES);
}

/** The router already shows the new address: loading it gives the page from the app's entry. */
function LoadTheApp() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // The document itself was loaded at this address (bridge.html opened directly): no loop.
    if (location.key === 'default') void navigate(paths.invalidPath.getHref(), { replace: true });
    else window.location.replace(`${location.pathname}${location.search}${location.hash}`);
  }, [location, navigate]);
  return null;
}
