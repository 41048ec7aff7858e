import { defineLayer, type LayerTable } from './layers';

/** The home page's layers (spec 000 §2.2): name → display style and component. */
export const homeLayers: LayerTable = {
  'wallet-address': defineLayer('qr', '내 지갑 주소', () => import('../features/wallet/wallet-address-layer')),
  agreement: defineLayer('agreement', '약관 동의', () => import('../features/agreement/agreement-layer')),
  'agreement/detail': defineLayer('full', '약관 상세', () => import('../features/agreement/agreement-detail-layer')),
};
