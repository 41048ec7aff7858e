import { createElement } from 'react';
import { defineLayer, type LayerTable } from '../lib/layer-defs';
import { LayerOutlet } from '../ui/layer-outlet';

/**
 * The activity log's layers: a row opens its sent or received record over the log (the same
 * layers as the distribution tab's, where cancel, reject and delete are).
 */
export const activityLayers: LayerTable = {
  'submitted/:distributionId/:id': defineLayer('bottom', '보낸 증명서', () => import('../features/distribution/submitted-layer')),
  'received/:distributionId/:id': defineLayer('bottom', '받은 증명서', () => import('../features/distribution/received-layer')),
  'received/:distributionId/:id/reject': defineLayer('bottom', '반려 사유 입력', () => import('../features/distribution/reject-layer')),
  // Beyond the spec: a presentation's record (보낸 내역 lists what the citizen presented).
  'presented/:id': defineLayer('bottom', '보낸 정보', () => import('../features/distribution/presented-layer')),
};

/** `/activity/layer/*`. */
export function ActivityLayers() {
  return createElement(LayerOutlet, { table: activityLayers });
}
