import { createElement } from 'react';
import { pickerLayersOf } from '../forms/widget-registry';
import { defineLayer, type LayerTable } from '../lib/layer-defs';
import { LayerOutlet } from '../ui/layer-outlet';

/**
 * The partner start page's layers (001 §2.1: agreement, agreement/detail, sido, sigungu,
 * patriot-number as an input modal, address full screen, organisation), in one table. The
 * pickers are the issue form's, answering the start page's input steps.
 */
export const papasStartLayers: LayerTable = {
  agreement: defineLayer('agreement', '약관 동의', () => import('../features/agreement/agreement-layer')),
  'agreement/detail': defineLayer('full', '약관 상세', () => import('../features/agreement/agreement-detail-layer')),
  ...pickerLayersOf(['sido', 'sigungu', 'patriot-number', 'address', 'organization']),
};

/** `/papas/{papas}/start/layer/*`. */
export function PapasStartLayers() {
  return createElement(LayerOutlet, { table: papasStartLayers });
}
