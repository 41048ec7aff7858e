import { Suspense } from 'react';
import { useParams } from 'react-router';
import { paths } from '../config/paths';
import { matchLayer, useCloseLayer } from '../lib/layer-navigation';
import { Redirect } from '../lib/redirect';
import { Sheet } from '../ui/sheet';
import { Skeleton } from '../ui/skeleton';
import type { LayerTable } from './layers';

/** The layer the address names, from the page's table; its sheet shows while the layer's code arrives. */
export default function LayerOutletOf({ table }: { table: LayerTable }) {
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
