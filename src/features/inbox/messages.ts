/** Korean text of the inbox tab (spec 000 §2.3 "Inbox tab", §5, §8.4; 001 §4.2). */
export const inboxMessages = {
  empty: '보관 중인 증명서가 없어요.',
  emptyHint: '증명서를 신청하면 발급된 증명서가 이곳에 보관돼요.',
  apply: '증명서 신청하기',
  listLabel: '내 증명서 목록',
  issuerGroup: (issuer: string, count: number) => `${issuer} ${count}건`,
  issued: (date: string) => `${date} 발급`,
  paid: '유료',
  myData: '마이데이터',
  // The issuing agency revoked the document (폐기): its PDF and its credential no longer count.
  revoked: '폐기됨',
  revokedOn: (date: string) => `${date} 폐기`,
  select: (name: string, issuer: string) => `${name}(${issuer}) 선택`,
  open: (name: string) => `${name} 열기`,
  loadMore: '더 보기',
  // The search filter (000 §5: case-normalised substring).
  search: '내 증명서 검색',
  searchPlaceholder: '증명서 이름이나 발급기관으로 찾기',
  searchClear: '검색어 삭제',
  searchEmpty: '검색 결과가 없어요.',
  searching: '나머지 증명서에서 찾고 있어요.',
  // Selection (000 §5, §9: at most 10).
  selected: (count: number, max: number) => `${count}/${max}건 선택`,
  clearSelection: '선택 해제',
  maxSelection: (max: number) => `증명서는 최대 ${max}건까지 선택할 수 있어요.`,
  actionsLabel: '선택한 증명서',
  delete: '삭제',
  share: '공유',
  submit: '제출',
  // Delete (a confirmation first; gone for good).
  deleteTitle: (count: number) => `선택한 증명서 ${count}건을 삭제할까요?`,
  deleteMessage: '삭제 후에는 복구가 불가합니다.',
  deleteConfirm: '삭제',
  cancel: '취소',
  deleted: '증명서를 삭제했어요.',
  // Share (000 §5: paid and my-data certificates cannot be shared).
  notShareableTitle: '공유할 수 없는 증명서가 있어요',
  notShareable: '유료 증명서와 마이데이터 증명서는 공유할 수 없어요. 해당 증명서를 빼고 다시 선택해 주세요.',
  shareTitle: '전자증명서 1회용 링크',
  shareText: (count: number) => `전자증명서 ${count}건을 보냈어요. 링크를 열고 전달받은 열람 비밀번호를 입력해 주세요.`,
  /** How the link left (the messenger sent it; an app chosen on the share sheet has it; the clipboard has it). */
  linkOutcome: {
    shared: { title: '1회용 링크를 보냈어요', message: '링크를 받은 곳에 열람 비밀번호를 따로 알려 주세요.' },
    handed: { title: '1회용 링크를 넘겼어요', message: '고른 앱에서 링크를 보내고, 열람 비밀번호는 따로 알려 주세요.' },
    copied: { title: '1회용 링크를 복사했어요', message: '받는 곳에 링크를 붙여 넣어 보내고, 열람 비밀번호는 따로 알려 주세요.' },
  },
  linkRules: '링크는 한 번만 열람할 수 있고, 24시간이 지나면 열리지 않아요.',
  pinLabel: '열람 비밀번호',
  shareFailedTitle: '링크를 공유하지 못했어요',
  shareFailed: (url: string) => `아래 링크와 열람 비밀번호를 받는 곳에 직접 전달해 주세요.\n\n${url}`,
  shareCancelled: '공유를 취소했어요.',
  // Submit (001 §4.2: paid and my-data certificates can be submitted once).
  notSubmittableTitle: '제출할 수 없는 증명서가 있어요',
  notSubmittable: '유료 및 마이데이터 증명서는 1회만 제출할 수 있어요. 새로 발급받아 제출해 주세요.',
  // The activity log (이용 기록), reached from here.
  activity: '이용 기록',
  presentation: '증명 요청 QR',
  // The shake setting (kept on this device).
  shake: '흔들어 열기',
  shakeOn: '흔들어서 내 증명서 열기를 켰어요. 홈에서 휴대폰을 흔들면 내 증명서가 열려요.',
  shakeOff: '흔들어서 내 증명서 열기를 껐어요.',
  shakeUnavailable: '이 기기에서는 흔들기를 사용할 수 없어요.',
} as const;
