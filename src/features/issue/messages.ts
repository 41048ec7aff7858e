/** Korean text of the issue pages (spec 000 §2.1–2.3, §5). */
export const WALLET_NAME = '전자증명서 지갑';

export const issueMessages = {
  pageTitle: (name: string) => `${name} | ${WALLET_NAME}`,
  back: '뒤로 가기',
  checked: '신청 정보를 확인했습니다.',
  issuer: '발급기관',
  guideTitle: '증명서 안내',
  loadError: '신청서를 불러올 수 없습니다.',
  loadErrorHint: '잠시 후 다시 시도해 주세요.',
  reissueFailed: '이전 신청 내용을 불러오지 못했어요. 직접 입력해 주세요.',
  applicationType: {
    NORMAL: '전자증명서',
    CHANNELING: '정부24 연계 발급',
    EXTERNAL_CHANNELING: '대법원 전자가족관계등록시스템 발급',
  } as Record<string, string>,
  external: {
    title: '대법원 사이트에서 신청하기',
    intro: '이 증명서는 대법원 전자가족관계등록시스템에서 신청합니다.',
    instruction: "신청 화면의 수령 방법에서 '전자문서지갑'을 선택해 주세요.",
    after: '발급이 끝나면 전자증명서 지갑으로 돌아와 증명서를 확인할 수 있습니다.',
    imageAlt: "대법원 사이트 신청 화면 예시: 수령 방법에서 '전자문서지갑'을 선택한 모습",
    confirm: '확인',
    close: '닫기',
  },
} as const;
