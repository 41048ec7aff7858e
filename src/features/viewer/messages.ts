/** The viewer's Korean text (spec 000 §2.3 "Viewer", §8.4). */
export const viewerMessages = {
  defaultTitle: '증명서 보기',
  pageTitle: (name: string) => `${name} | 전자증명서 지갑`,
  // The viewer's × closes it (to the inbox): its name says so.
  close: '닫기',
  loading: '증명서를 불러오고 있어요',
  save: 'PDF로 저장',
  passwordTitle: '비밀번호 정하기',
  passwordGuide: '저장한 PDF 파일을 열 때 쓸\n비밀번호 숫자 6자리를 새로 정해 주세요.',
  passwordHint: '숫자 6자리',
  passwordDots: (filled: number) => `비밀번호 6자리 중 ${filled}자리 입력됨`,
  erase: '한 자리 삭제',
  clear: '전체 삭제',
  confirm: '확인',
  saved: 'PDF 파일을 저장했어요. 열 때는 방금 정한 비밀번호를 입력해 주세요.',
} as const;

/** Spec 000 §9: viewer delay. The skeleton stays at least this long after the page opens. */
export const VIEWER_DELAY_MS = 800;

/**
 * The viewer's second view, 전자증명 (VC): the document as the verifiable credential the wallet
 * holds, and 다른 지갑에 담기 (an OpenID4VCI offer to another wallet). 해요체.
 */
export const vcMessages = {
  viewsLabel: '보기 방식',
  pdfView: '증명서',
  vcView: '전자증명 (VC)',
  loading: '전자증명을 불러오고 있어요',
  preparing: '이 기기의 키로 전자증명을 준비하고 있어요',
  failed: '전자증명을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  none: '이 증명서는 전자증명(VC)으로 발급되지 않아요.',
  statusLabel: '상태',
  status: { VALID: '유효', REVOKED: '폐기됨', EXPIRED: '만료됨' } as Record<string, string>,
  revokedOn: (date: string) => `발급기관이 ${date}에 폐기한 증명서예요. 더 이상 효력이 없어요.`,
  expiredNote: '유효기간이 지난 전자증명이에요.',
  issuer: '발급기관',
  signedBy: '전자서명',
  validity: '유효기간',
  validityRange: (from: string, until: string) => `${from} ~ ${until}`,
  boundNote: '이 전자증명은 이 기기에만 있는 키에 묶여 있어요. 다른 기기로 바꾸면 새 기기의 키로 다시 묶여요.',
  claimsLabel: '전자증명에 담긴 정보',
  entry: (n: number) => `${n}번째`,
  offer: '다른 지갑에 담기',
  // The offer sheet.
  offerTitle: '다른 지갑에 담기',
  offerGuide: '다른 전자지갑 앱(OpenID4VCI 지원)에서 QR 코드를 스캔하거나 아래 링크를 열어 주세요. 지갑이 확인 번호를 물으면 아래 6자리 숫자를 입력해 주세요.',
  offerQrLabel: '다른 지갑에 담기 QR 코드',
  txCodeLabel: '확인 번호',
  txCodeDigits: (code: string) => `확인 번호 ${code.split('').join(' ')}`,
  openLink: '이 기기의 지갑 앱으로 열기',
  copyLink: '링크 복사',
  copied: '링크를 복사했어요.',
  copyFailed: '링크를 복사하지 못했어요. 링크를 길게 눌러 복사해 주세요.',
  offerExpires: (time: string) => `${time}까지 한 번만 쓸 수 있어요. 확인 번호를 5번 틀리면 쓸 수 없게 돼요.`,
  offerNote: '링크와 확인 번호는 본인만 사용해 주세요. 담긴 전자증명은 그 지갑의 키에 묶여요.',
  offerFailed: '다른 지갑에 담을 준비를 하지 못했어요. 잠시 후 다시 시도해 주세요.',
  close: '닫기',
} as const;
