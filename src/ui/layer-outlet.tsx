import { Suspense, lazy } from 'react';
import type { LayerTable } from '../lib/layer-defs';

const LazyLayerOutlet = lazy(() => import('./layer-match'));

/**
 * A page's layers (`<page>/layer/*`). Its code (the sheet, the matching) loads with the first
 * layer opened: a page shows without it, and no page the server draws has a layer open.
 */
export function LayerOutlet({ table }: { table: LayerTable }) {
  return (
    <Suspense fallback={null}>
      <LazyLayerOutlet table={table} />
    </Suspense>
  );
}
