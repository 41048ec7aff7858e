import { paths } from '../config/paths';
import { defineLayer, type LayerTable } from '../lib/layer-defs';

/** The bridge page's layers (spec 001 §2.3: ROOT.QR and ROOT.QR_EDOC_NAME): name → display style and component. */
export const rootLayers: LayerTable = {
  [paths.rootQr.path]: defineLayer('qr', 'QR 코드', () => import('../features/bridge/service-qr-layer')),
  [paths.rootQrEdoc.path]: defineLayer('qr', 'QR 코드', () => import('../features/bridge/certificate-qr-layer')),
};
