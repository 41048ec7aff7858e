import { createElement } from 'react';
import { pickerLayers } from '../forms/widget-registry';
import { defineLayer, type LayerTable } from '../lib/layer-defs';
import { LayerOutlet } from '../ui/layer-outlet';

/** The issue page's layers (spec 000 §2.2 "Issue layers"): the form's pickers, then the agreement. */
export const issueLayers: LayerTable = {
  ...pickerLayers,
  agreement: defineLayer('agreement', '약관 동의', () => import('../features/agreement/agreement-layer')),
  'agreement/detail': defineLayer('full', '약관 상세', () => import('../features/agreement/agreement-detail-layer')),
};

/** `/issue/:edoc/layer/*`; loaded with the issue page only (never from home). */
export function IssueLayers() {
  return createElement(LayerOutlet, { table: issueLayers });
}
