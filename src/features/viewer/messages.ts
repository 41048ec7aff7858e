/** The viewer's Korean text (spec 000 §2.3 "Viewer", §8.4). */
export const viewerMessages = {
  defaultTitle: '증명서 보기',
  pageTitle: (name: string) => `${name} | 전자증명서 지갑`,
  // The viewer's × closes it (to the inbox): its name says so.
  close: '닫기',
  loading: '증명서를 불러오고 있습니다',
  save: 'PDF로 저장',
  passwordTitle: '비밀번호 입력',
  passwordGuide: 'PDF 파일을 열 때 사용할\n비밀번호 6자리를 입력해 주세요.',
  passwordHint: '숫자 6자리',
  passwordDots: (filled: number) => `비밀번호 6자리 중 ${filled}자리 입력됨`,
  erase: '지우기',
  clear: '전체 지우기',
  confirm: '확인',
  saved: 'PDF 파일을 저장했습니다.',
} as const;

/** Spec 000 §9: viewer delay. The skeleton stays at least this long after the page opens. */
export const VIEWER_DELAY_MS = 800;
