/** Korean text of the agreement screen (spec 000 §2.3, §8.4). */
export const agreementMessages = {
  allAgree: '전체 동의',
  required: '[필수]',
  optional: '[선택]',
  view: '보기',
  viewTerm: (title: string) => `${title} 보기`,
  expandGroup: (name: string) => `${name} 펼치기`,
  collapseGroup: (name: string) => `${name} 접기`,
  cancel: '취소',
  close: '닫기',
  back: '뒤로 가기',
  detailTitle: '약관 상세',
  loadFailed: '약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  defaultTitle: '서비스 이용을 위해\n약관에 동의해 주세요',
  serviceTermsTitle: '전자증명서 지갑 이용약관',
  toast: {
    NEW: '전자증명서 지갑을 연결했어요.',
    RENEW: '약관 재동의가 완료되었습니다.',
    UNREGISTERED_WALLET: '이용정보를 업데이트하였습니다.',
  },
} as const;

/** The toast after agreeing, by the first kind agreed to (spec 000 §4.10, §8.4). */
export function agreementToast(types: readonly string[]): string | null {
  if (types.includes('NEW')) return agreementMessages.toast.NEW;
  if (types.some((type) => type.startsWith('RENEW_'))) return agreementMessages.toast.RENEW;
  if (types.includes('UNREGISTERED_WALLET')) return agreementMessages.toast.UNREGISTERED_WALLET;
  return null;
}
