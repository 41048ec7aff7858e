import { useParams } from 'react-router';
import { paths } from '../config/paths';
import type { LayerTable } from '../lib/layer-defs';
import { matchLayer, useCloseLayer } from '../lib/layer-navigation';
import { Redirect } from '../lib/redirect';
import { LoadingSheet } from './loading-sheet';
import { PickerHost } from './picker-host';

/** The layer the address names, from the page's table; its sheet shows while the layer's code arrives. */
export default function LayerMatch({ table }: { table: LayerTable }) {
  const splat = useParams()['*'] ?? '';
  const close = useCloseLayer();
  const found = matchLayer(table, splat);
  if (!found) return <Redirect to={paths.invalidPath.getHref()} />;
  const { def, params } = found;
  if (def.kind === 'picker') return <PickerHost key={splat} def={def} params={params} />;
  const Component = def.component;
  return (
    <LoadingSheet display={def.display} title={def.title} onClose={close}>
      <Component params={params} close={close} />
    </LoadingSheet>
  );
}
