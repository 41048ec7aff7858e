import type { LayerProps } from '../../lib/layer-navigation';
import { RecordLayer } from './record-layer';

/** received/{distributionId}/{id} (000 §2.2). */
export default function ReceivedLayer(props: LayerProps) {
  return <RecordLayer type="RECEIVED" {...props} />;
}
