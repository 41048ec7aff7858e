import type { ComponentType } from 'react';
import { Route } from 'react-router';
import { paths } from '../config/paths';
import { LayerOutlet } from '../ui/layer-outlet';
import { rootLayers } from './root-layers';

/**
 * The bridge page with its layers and the QR alias, for both entries' routers: the app's
 * (src/app/router.tsx, where the pages are lazy) and the bridge's own (bridge-routes.tsx).
 */
export function bridgePageRoutes(pages: { RootPage: ComponentType; QrAlias: ComponentType }) {
  const { RootPage, QrAlias } = pages;
  return (
    <>
      <Route path={paths.root.path} element={<RootPage />}>
        <Route path="layer/*" element={<LayerOutlet table={rootLayers} />} />
      </Route>
      <Route path={paths.qrAlias.path} element={<QrAlias />} />
    </>
  );
}
