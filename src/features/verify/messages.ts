/**
 * Korean text of the public authenticity pages (beyond the spec): the one-time link's
 * page (/shared/{token}) and the verification page (/verify).
 */
export const verifyMessages = {
  // The authenticity panel.
  panelLabel: '진위 확인 결과',
  genuineTitle: '위변조되지 않은 진본이에요',
  genuineHint: '발급기관의 전자서명을 확인했어요.',
  protectedCopy: '비밀번호로 보호된 사본이에요. 발급된 원본과 내용이 같아요.',
  notGenuineTitle: '진본인지 확인할 수 없어요',
  revokedTitle: '폐기된 증명서예요',
  revokedAt: '폐기일시',
  name: '증명서',
  issuer: '발급기관',
  issueDate: '발급일시',
  documentNumber: '문서번호',
  signature: '전자서명',
  signatureVerified: (signer: string) => `서명 검증 완료 (${signer})`,
  reasons: {
    NOT_A_PDF: 'PDF 파일이 아니에요. 전자증명서 지갑에서 저장한 PDF 파일을 올려 주세요.',
    NOT_SIGNED: '전자서명이 없는 문서예요. 전자증명서 지갑에서 저장한 PDF 파일을 올려 주세요.',
    ALTERED: '발급된 뒤 내용이 바뀌었거나, 전자증명서 지갑에서 발급받은 문서가 아니에요. 보낸 분께 원본을 다시 요청해 주세요.',
    UNKNOWN_ISSUER: '발급기관의 서명을 확인할 수 없어요. 보낸 분께 원본을 다시 요청해 주세요.',
    REVOKED: '발급기관이 폐기한 증명서예요. 위변조되지는 않았지만 더 이상 효력이 없어요.',
  } as Record<string, string>,
  unknownReason: '진위를 확인할 수 없는 문서예요. 보낸 분께 원본을 다시 요청해 주세요.',

  // /shared/{token}
  sharedTitle: '전자증명서 열람',
  sharedPageTitle: '전자증명서 열람 | 전자증명서 지갑',
  sharedLoading: '링크를 확인하고 있어요',
  pinHeading: '열람 비밀번호를 입력해 주세요',
  pinGuide: (count: number) => `전자증명서 ${count}건이 도착했어요.\n보낸 분께 전달받은 6자리 숫자를 입력해 주세요.`,
  pinLabel: '열람 비밀번호 6자리',
  pinConfirm: '확인',
  wrongPin: (left: number) => `비밀번호가 일치하지 않아요. 다시 입력해 주세요. (남은 횟수 ${left}회)`,
  triesLeft: (left: number) => `비밀번호는 ${left}번 더 입력할 수 있어요.`,
  onceNotice: '1회용 링크예요. 비밀번호를 입력하면 이 기기에서 10분 동안 열람할 수 있고, 그 뒤에는 다시 열 수 없어요.',
  openedUntil: (time: string) => `${time}까지 열람할 수 있어요.`,
  documentLabel: (name: string) => `${name} 문서`,
  documentLoading: '증명서를 불러오고 있어요',
  documentError: '증명서를 불러오지 못했어요. 열람 시간이 지났다면 보낸 분께 새 링크를 요청해 주세요.',
  usedTitle: '이미 열람한 링크예요',
  usedMessage: '1회용 링크는 한 번만 열람할 수 있어요. 다시 보려면 보낸 분께 새 링크를 요청해 주세요.',
  lockedTitle: '링크가 잠겼어요',
  lockedMessage: '비밀번호를 5회 잘못 입력해 더 이상 열 수 없어요. 보낸 분께 새 링크를 요청해 주세요.',
  expiredTitle: '유효기간이 지난 링크예요',
  expiredMessage: '링크는 만든 뒤 24시간 동안만 열 수 있어요. 보낸 분께 새 링크를 요청해 주세요.',
  notFoundTitle: '링크를 찾을 수 없어요',
  notFoundMessage: '주소가 정확한지 확인하고, 맞다면 보낸 분께 새 링크를 요청해 주세요.',
  failedTitle: '연결할 수 없어요',
  failedMessage: '네트워크 상태를 확인하고 다시 시도해 주세요.',
  busyMessage: '요청이 많아요. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  verifyLink: 'PDF 파일의 진위 확인하기',

  // /verify
  verifyTitle: '전자증명서 진위 확인',
  verifyPageTitle: '전자증명서 진위 확인 | 전자증명서 지갑',
  verifyHeading: 'PDF 파일이 진본인지 확인해 보세요',
  verifyGuide: '전자증명서 지갑에서 저장한 PDF 파일을 올리면 위변조 여부와 발급 정보를 알려 드려요. 파일은 확인에만 쓰이고 저장되지 않아요.',
  dropHint: '여기에 PDF 파일을 끌어다 놓거나',
  choose: 'PDF 파일 선택',
  chooseAnother: '다른 파일 확인하기',
  checking: (file: string) => `${file} 확인 중`,
  checkedFile: (file: string) => `확인한 파일: ${file}`,
  tooLarge: '5MB 이하의 PDF 파일만 확인할 수 있어요. 더 작은 파일을 올려 주세요.',
  back: '뒤로 가기',
} as const;

/** The largest file the server checks (server/routes/verify). */
export const VERIFY_MAX_BYTES = 5 * 1024 * 1024;
