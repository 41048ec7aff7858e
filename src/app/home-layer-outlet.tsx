import LayerMatch from '../ui/layer-match';
import { homeLayers } from './home-layers';

/**
 * The home page's layers with their table, in one chunk that loads with the first layer opened:
 * the home shows without either (the table names every layer's code, which the first paint does
 * not need).
 */
export default function HomeLayerOutlet() {
  return <LayerMatch table={homeLayers} />;
}
