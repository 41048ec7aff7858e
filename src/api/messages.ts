/** Korean text of the shared error handling, as spec 000 §8.4 writes it. */
export const errorMessages = {
  defaultPopup: '예상하지 못한 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  documentNotFound: '삭제된 증명서입니다.',
  documentExpired: '열람할 수 없는 문서입니다.',
  hashTitle: '정부24 회원이 아니거나, 정부24에 본인 검증이 필요합니다.',
  hashMessage: '간편 인증을 통해 정부24 비회원으로 전자증명서를 신청해 주세요.',
  hashApply: '비회원으로 신청하기',
  cancel: '취소',
} as const;
