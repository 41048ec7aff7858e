/** Korean text of the issue pages (spec 000 §2.1–2.3, §5). */
export const WALLET_NAME = '전자증명서 지갑';

export const issueMessages = {
  pageTitle: (name: string) => `${name} | ${WALLET_NAME}`,
  back: '뒤로 가기',
  checked: '신청 정보를 확인했어요.',
  issuer: '발급기관',
  guideTitle: '증명서 안내',
  loadError: '신청서를 불러오지 못했어요.',
  loadErrorHint: '잠시 후 다시 시도해 주세요.',
  reissueFailed: '이전 신청 내용을 불러오지 못했어요. 직접 입력해 주세요.',
  /** The type line; an EXTERNAL_CHANNELING certificate shows its site's badge instead (its manifest's `site`). */
  applicationType: {
    NORMAL: '전자증명서',
    CHANNELING: '정부24 연계 발급',
  } as Record<string, string>,
  /** The guide before leaving for the outside site: its name and guide come from the manifest's `site`. */
  external: {
    title: (site: string) => `${site}에서 신청하기`,
    instruction: "신청 화면의 수령 방법에서 '전자문서지갑'을 선택해 주세요.",
    after: '발급이 끝나면 전자증명서 지갑으로 돌아와 증명서를 확인할 수 있어요.',
    imageAlt: (site: string) => `${site} 신청 화면 예시: 수령 방법에서 '전자문서지갑'을 선택한 모습`,
    example: {
      heading: (site: string) => `${site} · 증명서 발급`,
      method: '수령 방법',
      print: '인터넷 발급 (출력)',
      wallet: '전자문서지갑',
      apply: '발급 신청',
    },
    confirm: '확인',
    close: '닫기',
  },
} as const;
