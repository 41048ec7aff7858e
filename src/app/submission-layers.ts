import { createElement } from 'react';
import { defineLayer, type LayerTable } from '../lib/layer-defs';
import { LayerOutlet } from '../ui/layer-outlet';

/** The submission page's layers (001 §2.2): agency (full-screen), agreement, agreement/detail. */
export const submissionLayers: LayerTable = {
  agency: defineLayer('full', '제출기관 검색', () => import('../features/submission/agency-layer')),
  agreement: defineLayer('agreement', '약관 동의', () => import('../features/agreement/agreement-layer')),
  'agreement/detail': defineLayer('full', '약관 상세', () => import('../features/agreement/agreement-detail-layer')),
};

/** `/submission/layer/*`. */
export function SubmissionLayers() {
  return createElement(LayerOutlet, { table: submissionLayers });
}
