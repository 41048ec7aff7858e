/**
 * Korean text the server writes for the organisation's desk: each authenticity line's verdict in
 * words a clerk understands (polite 해요체), and the simulated staff sign-in page.
 */
export const verdictTexts = {
  signature: {
    passed: '발급기관의 전자서명이 있고, 서명이 유효해요.',
    missing: '문서에 전자서명이 없어요. 전자증명서 원본이 아닐 수 있으니 보낸 분께 원본을 다시 요청해 주세요.',
    invalid: '전자서명이 올바르지 않아요. 전자증명서 원본이 아닐 수 있으니 보낸 분께 원본을 다시 요청해 주세요.',
  },
  chain: {
    passed: (issuer: string) => `${issuer}의 서명 인증서가 인증기관에서 발급된 것이 확인됐어요.`,
    unknownIssuer: '서명한 인증서가 인증기관에서 발급된 것이 아니에요. 위조된 문서일 수 있으니 보낸 분께 원본을 다시 요청해 주세요.',
    otherDocument: '서명에 적힌 문서번호가 제출된 증명서와 달라요. 다른 문서를 제출한 것일 수 있어요.',
  },
  unaltered: {
    passed: '서명한 뒤로 바뀐 곳이 없어요.',
    altered: '서명한 뒤에 문서 내용이 바뀌었어요. 받은 파일이 발급된 원본과 달라요.',
  },
  notExpired: {
    passed: (validity: string, until: string) => `${validity}, ${until}까지 유효해요.`,
    expired: (validity: string, until: string) => `유효기간(${validity})이 ${until}에 끝났어요. 지금은 효력이 없는 증명서예요.`,
    none: '증명서에 유효기간이 적혀 있지 않아요. 언제 발급된 증명서까지 받을지는 기관의 기준에 따라 판단해 주세요.',
  },
  notRevoked: {
    passed: '발급기관이 폐기하지 않은 증명서예요.',
    revoked: (date: string) => `폐기된 증명서예요. 발급기관이 ${date}에 폐기해 효력이 없어요.`,
  },
  notCanceled: {
    passed: '보낸 분이 제출을 취소하지 않았어요.',
    canceled: '보낸 분이 열람 전에 제출을 취소했어요.',
  },
  notChecked: '제출이 취소돼 확인하지 않았어요.',
} as const;

export const orgLoginTexts = {
  pageTitle: '기관 담당자 로그인 (시뮬레이션)',
  heading: '기관 담당자 로그인',
  intro: '전자증명서를 받는 기관의 담당자로 로그인해요. 로그인하면 제출받은 증명서 창구(/desk)로 이동해요.',
  keyLabel: 'API 키',
  staffName: (organisation: string) => `${organisation} 담당자`,
  unknownTitle: '기관을 찾을 수 없어요',
  unknown: (name: string) => `'${name}' 기관이 없어요. 목록에서 기관을 골라 주세요.`,
  backToList: '기관 목록으로',
} as const;
