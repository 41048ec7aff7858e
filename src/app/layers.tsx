import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router';
import { paths } from '../config/paths';
import { matchLayer, useCloseLayer, type LayerProps } from '../lib/layer-navigation';
import { Sheet } from '../ui/sheet';
import { Skeleton } from '../ui/skeleton';
import { Redirect } from '../lib/redirect';

/** One table per page: layer name (with :params) → display style and lazily loaded component. */
export type LayerDisplay = 'bottom' | 'qr' | 'full' | 'agreement' | 'input';

export interface LayerDef {
  display: LayerDisplay;
  /** Shown in the loading sheet while the layer's code arrives. */
  title: string;
  component: LazyExoticComponent<ComponentType<LayerProps>>;
}

export type LayerTable = Record<string, LayerDef>;

export function defineLayer(display: LayerDisplay, title: string, load: () => Promise<{ default: ComponentType<LayerProps> }>): LayerDef {
  return { display, title, component: lazy(load) };
}

export function LayerOutlet({ table }: { table: LayerTable }) {
  const splat = useParams()['*'] ?? '';
  const close = useCloseLayer();
  const found = matchLayer(table, splat);
  if (!found) return <Redirect to={paths.invalidPath.getHref()} />;
  const { def, params } = found;
  const Component = def.component;
  return (
    <Suspense
      fallback={
        <Sheet display={def.display} title={def.title} onClose={close}>
          <Skeleton lines={4} />
        </Sheet>
      }
    >
      <Component params={params} close={close} />
    </Suspense>
  );
}
