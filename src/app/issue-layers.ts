import { createElement } from 'react';
import { pickerLayers } from '../../widgets/registry';
import { IssueLayerOutlet } from '../features/issue/issue-layer-outlet';
import { defineLayer, LayerOutlet, type LayerTable } from './layers';

/** The issue page's layers (spec 000 §2.2 "Issue layers"): the pickers, then these. */
export const issueLayers: LayerTable = {
  agreement: defineLayer('agreement', '약관 동의', () => import('../features/agreement/agreement-layer')),
  'agreement/detail': defineLayer('full', '약관 상세', () => import('../features/agreement/agreement-detail-layer')),
};

/** `/issue/:edoc/layer/*`; loaded with the issue page only (never from home). */
export function IssueLayers() {
  return createElement(IssueLayerOutlet, { pickers: pickerLayers, fallback: createElement(LayerOutlet, { table: issueLayers }) });
}
