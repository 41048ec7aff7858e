import { createElement } from 'react';
import { ViewerPage } from '../features/viewer/viewer-page';
import { usePassOpener } from '../features/cert-pass/use-pass-opener';
import { defineLayer, type LayerTable } from '../lib/layer-defs';
import { LayerOutlet } from '../ui/layer-outlet';

/** The viewer's layers (spec 000 §2.2 "Viewer layer: password", full screen; 다른 지갑에 담기, a bottom sheet). */
export const viewerLayers: LayerTable = {
  password: defineLayer('full', '비밀번호 입력', () => import('../features/viewer/password-layer')),
  'credential-offer': defineLayer('bottom', '다른 지갑에 담기', () => import('../features/viewer/offer-layer')),
};

/**
 * `/issued/viewer/:documentId`, loaded lazily (pdf.js comes with it alone). The viewer opens
 * the pass of a document issued with a qrPassCode (§4.5) through the cert-pass feature.
 */
export function ViewerRoute() {
  return createElement(ViewerPage, { openPass: usePassOpener() });
}

/** `/issued/viewer/:documentId/layer/*`. */
export function ViewerLayers() {
  return createElement(LayerOutlet, { table: viewerLayers });
}
