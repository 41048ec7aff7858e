import { defineLayer, type LayerTable } from '../lib/layer-defs';

/** The home page's layers (spec 000 §2.2): name → display style and component. */
export const homeLayers: LayerTable = {
  'wallet-address': defineLayer('qr', '내 지갑 주소', () => import('../features/wallet/wallet-address-layer')),
  agreement: defineLayer('agreement', '약관 동의', () => import('../features/agreement/agreement-layer')),
  'agreement/detail': defineLayer('full', '약관 상세', () => import('../features/agreement/agreement-detail-layer')),
  'search-edoc': defineLayer('full', '증명서 검색', () => import('../features/home/search-edoc-layer')),
  'external-channeling/:edoc': defineLayer('bottom', '신청 사이트 안내', () => import('../features/issue/external-channeling-layer')),
  'cert-pass-list': defineLayer('bottom', '자격 확인', () => import('../features/cert-pass/cert-pass-list-layer')),
  'cert-pass-qr': defineLayer('qr', '자격 확인 QR', () => import('../features/cert-pass/cert-pass-qr-layer')),
  'submitted/:distributionId/:id': defineLayer('bottom', '보낸 증명서', () => import('../features/distribution/submitted-layer')),
  'received/:distributionId/:id': defineLayer('bottom', '받은 증명서', () => import('../features/distribution/received-layer')),
  'received/:distributionId/:id/reject': defineLayer('bottom', '반려 사유 입력', () => import('../features/distribution/reject-layer')),
  // Beyond the spec: a presentation's record (보낸 내역 lists what the citizen presented).
  'presented/:id': defineLayer('bottom', '보낸 정보', () => import('../features/distribution/presented-layer')),
};
