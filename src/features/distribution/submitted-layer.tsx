import type { LayerProps } from '../../lib/layer-navigation';
import { RecordLayer } from './record-layer';

/** submitted/{distributionId}/{id} (000 §2.2). */
export default function SubmittedLayer(props: LayerProps) {
  return <RecordLayer type="SUBMITTED" {...props} />;
}
