import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LayerProps } from '../lib/layer-navigation';

/** One table per page: layer name (with :params) → display style and lazily loaded component. */
export type LayerDisplay = 'bottom' | 'qr' | 'full' | 'agreement' | 'input';

export interface LayerDef {
  display: LayerDisplay;
  /** Shown in the loading sheet while the layer's code arrives. */
  title: string;
  component: LazyExoticComponent<ComponentType<LayerProps>>;
}

export type LayerTable = Record<string, LayerDef>;

const LazyLayerOutlet = lazy(() => import('./layer-outlet'));

export function defineLayer(display: LayerDisplay, title: string, load: () => Promise<{ default: ComponentType<LayerProps> }>): LayerDef {
  return { display, title, component: lazy(load) };
}

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
