import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { LayerOutlet } from '../ui/layer-outlet';
import { rootLayers } from './root-layers';

/**
 * The bridge page with its layers and the QR alias, for both entries' route tables: the app's
 * (src/app/router.tsx, where the pages are lazy) and the bridge's own (bridge-routes.tsx).
 */
export function bridgePageRoutes(pages: { RootPage: ComponentType; QrAlias: ComponentType }): RouteObject[] {
  const { RootPage, QrAlias } = pages;
  return [
    { path: paths.root.path, element: <RootPage />, children: [{ path: 'layer/*', element: <LayerOutlet table={rootLayers} /> }] },
    { path: paths.qrAlias.path, element: <QrAlias /> },
  ];
}
