import { createElement } from 'react';
import { pickerLayers } from '../../widgets/registry';
import type { PickerDef } from '../../widgets/kit/picker';
import { IssueLayerOutlet } from '../features/issue/issue-layer-outlet';
import { defineLayer, LayerOutlet, type LayerDef, type LayerTable } from './layers';

/**
 * The partner start page's layers (001 §2.1: agreement, agreement/detail, sido, sigungu,
 * patriot-number as an input modal, address full screen, organization), in one table. The
 * pickers are the issue form's (widgets/registry.ts), answering the start page's input steps.
 */
export const papasStartLayers: Record<string, LayerDef | PickerDef> = {
  agreement: defineLayer('agreement', '약관 동의', () => import('../features/agreement/agreement-layer')),
  'agreement/detail': defineLayer('full', '약관 상세', () => import('../features/agreement/agreement-detail-layer')),
  sido: pickerLayers.sido as PickerDef,
  sigungu: pickerLayers.sigungu as PickerDef,
  'patriot-number': pickerLayers['patriot-number'] as PickerDef,
  address: pickerLayers.address as PickerDef,
  organization: pickerLayers.organization as PickerDef,
};

const pickerDefs = new Set<unknown>(Object.values(pickerLayers));
const pickers = Object.fromEntries(Object.entries(papasStartLayers).filter(([, def]) => pickerDefs.has(def))) as Record<string, PickerDef>;
const layers = Object.fromEntries(Object.entries(papasStartLayers).filter(([, def]) => !pickerDefs.has(def))) as LayerTable;

/** `/papas/{papas}/start/layer/*`. */
export function PapasStartLayers() {
  return createElement(IssueLayerOutlet, { pickers, fallback: createElement(LayerOutlet, { table: layers }) });
}
