/**
 * Every Korean text the server shows a user: error titles and messages (000 §8.3, §8.4),
 * agreement sheet headings and buttons (000 §2.3), and the demo login page.
 */
import type { AgreementKind } from '../contracts/generated/api.ts';

export interface ErrorText {
  title: string;
  message: string;
}

export const errorTexts = {
  UNAUTHENTICATED: { title: '로그인이 필요합니다', message: '로그인 정보가 없거나 만료되었습니다. 다시 로그인해 주세요.' },
  UNDER_14: { title: '서비스를 이용할 수 없습니다', message: '전자증명서 서비스는 만 14세 이상만 이용할 수 있습니다.' },
  KAKAOTALK_KR_ONLY: {
    title: '서비스를 이용할 수 없습니다',
    message: '대한민국 휴대전화 번호로 가입한 계정만 전자증명서 서비스를 이용할 수 있습니다.',
  },
  RESTRICTED_ACCOUNT: {
    title: '이용이 제한된 계정입니다',
    message: '운영정책에 따라 서비스 이용이 제한되었습니다. 자세한 내용은 고객센터로 문의해 주세요.',
  },
  INVALID_ACCOUNT: { title: '계정을 확인할 수 없습니다', message: '이용 중인 계정으로 다시 로그인해 주세요.' },
  MAIN_DEVICE_ONLY: {
    title: '주 사용 기기에서만 이용할 수 있습니다',
    message: '전자증명서 서비스는 주 사용 기기로 등록된 기기에서만 이용할 수 있습니다.',
  },
  UNREGISTERED_DEVICE: {
    title: '이용할 기기를 변경할까요?',
    message: '이미 다른 기기에서 전자증명서 서비스를 이용 중입니다. 앞으로 이 기기로 이용하시겠습니까?',
  },
  UNREGISTERED_WALLET: {
    title: '이용정보를 업데이트해 주세요',
    message: '전자문서지갑 이용정보가 변경되었습니다. 약관에 다시 동의하시면 계속 이용할 수 있습니다.',
  },
  UNREGISTERED_USER: {
    title: '전자증명서 서비스 가입이 필요합니다',
    message: '약관에 동의하고 전자증명서 서비스를 시작해 주세요.',
  },
  REQUIRED_TO_RENEW_SERVICE_TERM: {
    title: '서비스 이용약관이 변경되었습니다',
    message: '변경된 전자증명서 서비스 이용약관에 동의하시면 계속 이용할 수 있습니다.',
  },
  REQUIRED_TO_RENEW_PRIVACY_TERM: {
    title: '개인정보 수집 및 이용 동의 내용이 변경되었습니다',
    message: '변경된 개인정보 수집 및 이용 동의 내용을 확인하고 다시 동의해 주세요.',
  },
  REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM: {
    title: '약관이 변경되었습니다',
    message: '변경된 서비스 이용약관과 개인정보 수집 및 이용 동의에 다시 동의해 주세요.',
  },
  MAINTENANCE: { title: '서비스 점검 중입니다', message: '더 나은 서비스를 위해 점검하고 있습니다. 잠시 후 다시 이용해 주세요.' },
  TAB_MAINTENANCE: { title: '점검 중입니다', message: '점검이 끝난 뒤 다시 이용해 주세요.' },
  INVALID_PARAM: { title: '잘못된 요청입니다', message: '입력값이 올바르지 않습니다.' },
  TOO_MANY_REQUESTS: {
    title: '서비스 이용이 지연되고 있습니다',
    message: '요청이 많아 서비스가 지연되고 있습니다. 잠시 후 다시 시도해 주세요.',
  },
  NOT_FOUND: { title: '페이지를 찾을 수 없습니다', message: '요청하신 정보를 찾을 수 없습니다.' },
  // 000 §8.4: a deleted document, and one past its viewing period.
  DOCUMENT_NOT_FOUND: { title: '증명서를 찾을 수 없습니다', message: '삭제된 증명서입니다.' },
  DOCUMENT_EXPIRED: { title: '열람 기간이 지났습니다', message: '열람할 수 없는 문서입니다.' },
  ERROR: { title: '서비스 오류', message: '예상하지 못한 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
  SIGN_REQUIRED: { title: '전자서명이 필요합니다', message: '증명서를 신청하려면 먼저 전자서명을 완료해 주세요.' },
  REQUIRED_TO_ISSUE_CERTIFICATION: {
    title: '인증서 발급이 필요합니다',
    message: '전자서명에 사용할 인증서가 없습니다. 인증서를 발급한 뒤 다시 신청해 주세요.',
  },
  MOIS_ERROR: { title: '발급기관 오류', message: '발급기관 사정으로 일시적으로 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.' },
  // A sent/received action no longer allowed (000 §8.4 popup), and the wallet-address answers (001 §5).
  DISTRIBUTION_ERROR: { title: '요청을 처리할 수 없습니다', message: '예상하지 못한 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
  MY_WALLET_ADDRESS: { title: '제출할 수 없는 지갑 주소입니다', message: '내 지갑 주소로는 제출할 수 없습니다.' },
  INVALID_WALLET_ADDRESS: { title: '지갑 주소를 확인해 주세요', message: '잘못된 지갑 주소입니다.' },
  // The partner package flow (001 §8).
  PARTNER_UNAUTHORIZED: { title: '인증에 실패했습니다', message: '파트너 인증 키가 없거나 올바르지 않습니다.' },
  APPLICATION_NOT_QUALIFIED: {
    title: '신청 대상이 아니에요',
    message: '입력하신 정보로는 신청 자격이 확인되지 않아 서류를 발급할 수 없어요.',
  },
  PACKAGE_APPLICATION_FAILED: { title: '신청에 실패했습니다', message: '증명서 신청을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  // The organisation's desk and its API (docs/org-api.md).
  ORG_UNAUTHORIZED: { title: '인증에 실패했어요', message: '기관 API 키가 없거나 올바르지 않아요.' },
  SUBMISSION_LOCKED: {
    title: '잠긴 제출이에요',
    message: '열람번호를 5번 잘못 입력해 더 이상 열 수 없어요. 제출한 분께 증명서를 다시 제출해 달라고 요청해 주세요.',
  },
  SUBMISSION_CANCELED: { title: '취소된 제출이에요', message: '제출한 분이 열람 전에 제출을 취소해 열 수 없어요.' },
  SUBMISSION_EXPIRED: {
    title: '열람 기간이 지났어요',
    message: '증명서의 유효기간이 지나 열 수 없어요. 제출한 분께 증명서를 다시 제출해 달라고 요청해 주세요.',
  },
  SUBMISSION_NOT_OPENED: { title: '열람번호를 먼저 입력해 주세요', message: '열람번호로 제출을 연 뒤에 증명서를 보거나 처리할 수 있어요.' },
  DELETION_NOT_REQUESTED: { title: '삭제 요청이 없는 제출이에요', message: '제출한 분이 삭제를 요청한 제출만 바로 삭제할 수 있어요. 나머지는 보관 기간이 끝나면 삭제돼요.' },
} as const satisfies Record<string, ErrorText>;

export type ErrorCode = keyof typeof errorTexts;

export const invalidParamMessage = (field: string): string => `입력값이 올바르지 않습니다: ${field}`;
export const requiredTermMessage = (titles: string[]): string =>
  `입력값이 올바르지 않습니다: terms (동의하지 않은 필수 약관: ${titles.join(', ')})`;
export const unknownTermMessage = (ids: string[]): string =>
  `입력값이 올바르지 않습니다: terms (요청한 동의 종류에 없는 약관: ${ids.join(', ')})`;
export const badBodyMessage = '입력값이 올바르지 않습니다: body';
/** The HTML error page of a page navigation that failed (server/plugins/error-handler.ts). */
export const errorPageTexts = { home: '처음으로' } as const;
export const loginButtonName = '로그인';

export type Tab = 'apply' | 'inbox' | 'distribution';

export const tabMaintenanceTexts: Record<Tab, ErrorText> = {
  apply: {
    title: '증명서 신청 점검 중',
    message: '증명서 신청 서비스를 점검하고 있습니다. 점검이 끝난 뒤 다시 이용해 주세요.',
  },
  inbox: {
    title: '내 증명서 점검 중',
    message: '내 증명서 서비스를 점검하고 있습니다. 점검이 끝난 뒤 다시 이용해 주세요.',
  },
  distribution: {
    title: '보낸/받은 내역 점검 중',
    message: '보낸/받은 증명서 내역 서비스를 점검하고 있습니다. 점검이 끝난 뒤 다시 이용해 주세요.',
  },
};

/** Agreement sheet headings; `{receiverName}` is filled from the query. */
export const agreementTitles: Record<AgreementKind, string> = {
  NEW: '전자증명서 서비스 이용을 위해 약관에 동의해 주세요',
  RENEW_SERVICE_TERM: '변경된 서비스 이용약관에 동의해 주세요',
  RENEW_PRIVACY_TERM: '변경된 개인정보 수집 및 이용 동의 내용을 확인해 주세요',
  RENEW_SERVICE_PRIVACY_TERM: '변경된 약관에 동의해 주세요',
  UNREGISTERED_WALLET: '전자문서지갑 이용정보 업데이트를 위해 동의해 주세요',
  PAPAS: '{receiverName}에 증명서를 제출하려면 동의가 필요해요',
  APPLICATION: '증명서 발급을 위해 약관에 동의해 주세요',
  APPLICATION_CHANNELING: '정부24 연계 발급을 위해 약관에 동의해 주세요',
  APPLICATION_INTECH: '증명서 발급을 위해 약관에 동의해 주세요',
  APPLICATION_DIGITALZONE: '대학 증명서 발급을 위해 약관에 동의해 주세요',
  APPLICATION_GOV24: '정부24 증명서 발급을 위해 약관에 동의해 주세요',
  SUBMISSION: '{receiverName}에 증명서를 제출하려면 동의가 필요해요',
  QR_PASS: '자격확인 QR 이용을 위해 동의해 주세요',
};

/** When no receiverName is given, the sheet still reads naturally. */
export const defaultReceiverName = '제출기관';

export const agreementButtons = {
  start: '시작하기',
  applyAfterAuth: '인증 후 신청하기',
  agree: '동의하기',
} as const;

export const simTexts = {
  pageTitle: '데모 로그인 | 지갑',
  heading: '메신저 데모 로그인',
  intro: '실제 메신저 로그인 대신, 아래 사용자 중 한 명으로 로그인합니다. 각 사용자는 서로 다른 상황을 보여 줍니다.',
  oldVersionLink: '이전 메신저 버전(9.0.0)으로 로그인',
  orgLoginLink: '증명서를 받는 기관의 담당자로 로그인 (제출받은 증명서 창구)',
  unknownPersonaTitle: '알 수 없는 사용자입니다',
  unknownPersona: (id: string) => `'${id}'(이)라는 데모 사용자가 없습니다. 목록에서 사용자를 선택해 주세요.`,
  badMessengerTitle: '메신저 버전이 올바르지 않습니다',
  badMessenger: '메신저 버전은 11.2.0처럼 숫자 세 자리로 입력해 주세요.',
  backToList: '사용자 목록으로',
  loggedOutTitle: '로그아웃되었습니다',
  loggedOut: '데모 세션과 기기 정보를 지웠습니다.',
} as const;

/** Issuance: popups, agency answers and the simulated pages around issuance. */
export const issuanceTexts = {
  /** The {hash} popup of 000 §8.4: a CHANNELING certificate for a non-member of the portal. */
  nonMember: {
    title: '정부24 회원이 아니거나, 정부24에 본인 검증이 필요합니다.',
    message: '간편 인증을 통해 정부24 비회원으로 전자증명서를 신청해 주세요.',
  },
  nonMemberButton: '비회원으로 신청하기',
  unavailable: { title: '발급할 수 없는 증명서입니다', message: '지금은 이 증명서를 발급할 수 없습니다. 잠시 후 다시 시도해 주세요.' },
  maintenance: {
    정부24점검: '정부24 점검 시간에는 이 증명서를 발급할 수 없습니다. 점검이 끝난 뒤 다시 신청해 주세요.',
    발급불가시간: '지금은 이 증명서의 발급 가능 시간이 아닙니다. 발급 가능 시간에 다시 신청해 주세요.',
    서비스점검: '이 증명서 발급 서비스를 점검하고 있습니다. 점검이 끝난 뒤 다시 신청해 주세요.',
  },
  notCourtCertificate: '문서종류: 외부 사이트에서 신청하는 증명서가 아니에요.',
  badToken: '간편인증 정보가 없거나 만료되었습니다. 간편인증을 다시 진행해 주세요.',
  passMismatch: { title: '자격확인 QR을 만들 수 없습니다', message: '선택한 증명서로는 이 자격확인 QR을 만들 수 없습니다.' },
  /** Agency answers (FAIL messages). */
  agencyFailed: '발급기관 시스템 오류로 증명서를 발급하지 못했습니다. 잠시 후 다시 신청해 주세요.',
  agencyRetriesExhausted: '발급 처리 중 오류가 반복되어 증명서를 발급하지 못했습니다. 잠시 후 다시 신청해 주세요.',
  courtOtherMethod: '전자문서지갑이 아닌 수령 방법을 선택하여 지갑으로 발급되지 않았습니다.',
  /** PDF text. */
  pdf: {
    documentNumber: '문서번호',
    holder: '성명',
    issuer: '발급기관',
    issueDate: '발급일시',
    formHeading: '신청 내용',
    certify: '위 내용은 발급기관의 전자문서지갑 발급 기록과 같음을 증명합니다.',
    footer: (number: string) => `Jigap 전자증명서 — 위변조 확인: ${number}`,
    yes: '예',
    no: '아니요',
  },
} as const;

/** The simulated pages of issuance (server/sim): signing, portal, court, simple auth, signup, pass. */
export const simIssueTexts = {
  notSignedInTitle: '로그인이 필요합니다',
  notSignedIn: '데모 로그인 후 다시 시도해 주세요.',
  loginLink: '데모 로그인',
  notFoundTitle: '신청 내역을 찾을 수 없습니다',
  notFound: '요청하신 신청 내역이 없거나 다른 사용자의 신청입니다.',
  badStateTitle: '진행할 수 없는 단계입니다',
  badState: '이미 처리되었거나 이 단계에서 할 수 없는 요청입니다. 지갑으로 돌아가 신청 상태를 확인해 주세요.',
  backToWallet: '지갑으로 돌아가기',
  forbiddenTitle: '허용되지 않은 요청입니다',
  forbidden: '다른 사이트에서 보낸 요청은 처리하지 않습니다.',
  sign: {
    pageTitle: '전자서명 | 메신저 인증서',
    heading: '전자서명 요청',
    intro: '아래 증명서 발급 신청에 전자서명합니다.',
    certificate: '증명서',
    issuer: '발급기관',
    holder: '서명자',
    submit: '서명하기',
    cancel: '취소',
    needCertificate: '전자서명에 사용할 인증서가 없습니다. 인증서를 먼저 발급해 주세요.',
    goSignup: '인증서 발급하러 가기',
  },
  portal: {
    pageTitle: '본인확인 | 정부24',
    heading: '정부24 본인확인',
    universityHeading: (name: string) => `${name} 증명서 발급 본인확인`,
    intro: '증명서를 전자문서지갑으로 발급받으려면 본인확인이 필요합니다.',
    submit: '본인확인',
    cancel: '취소',
  },
  court: {
    /** Only when a certificate names no site (its manifest always does: cert:check). */
    pageTitle: '증명서 발급 신청 사이트',
    yes: '예',
    no: '아니요',
    method: '수령 방법',
    methods: ['전자문서지갑', '우편', '방문수령'] as const,
    submit: '신청하기',
    chooseMethod: '수령 방법을 선택해 주세요.',
    confirmChoices: '지갑에서 선택한 내용입니다. 확인하고 수령 방법을 선택해 주세요.',
  },
  simpleAuth: {
    pageTitle: '간편인증 | 정부24 비회원 신청',
    heading: '정부24 비회원 간편인증',
    intro: '메신저 간편인증으로 본인을 확인하고 정부24 비회원으로 증명서를 신청합니다.',
    submit: '간편인증',
  },
  certSignup: {
    pageTitle: '인증서 발급 | 메신저 인증서',
    heading: '메신저 인증서 발급',
    intro: '전자서명에 사용할 메신저 인증서를 발급합니다.',
    submit: '인증서 발급',
  },
  certPass: {
    pageTitle: '자격확인 QR',
    institution: '기관',
    validUntil: '유효시간',
    qrAlt: (name: string) => `${name} 자격확인 QR 코드`,
    expired: '유효시간이 지났습니다. 지갑에서 자격확인 QR을 다시 만들어 주세요.',
  },
} as const;

/**
 * Sent and received records (000 §4.8): why an action is no longer allowed, as the title and
 * message of the DISTRIBUTION_ERROR popup (§8.4).
 */
export const distributionTexts = {
  expired: { title: '열람 기간이 지났습니다', message: '열람 기간이 지난 증명서는 열람하거나 반려, 보내기 취소할 수 없습니다.' },
  cannotView: { title: '열람할 수 없는 증명서입니다', message: '반려했거나 보내기가 취소된 증명서는 열람할 수 없습니다.' },
  cannotCancel: {
    title: '보내기를 취소할 수 없습니다',
    message: '받는 사람이 이미 열람했거나 처리한 증명서는 보내기를 취소할 수 없습니다.',
  },
  cancelReceived: { title: '보내기를 취소할 수 없습니다', message: '받은 증명서는 보내기를 취소할 수 없습니다.' },
  cannotReject: { title: '반려할 수 없습니다', message: '이미 반려했거나 보내기가 취소된 증명서는 반려할 수 없습니다.' },
  rejectSent: { title: '반려할 수 없습니다', message: '보낸 증명서는 반려할 수 없습니다.' },
  cannotDelete: { title: '삭제할 수 없습니다', message: '열람한 내역이나 열람 기간이 지난 내역만 삭제할 수 있습니다.' },
  // Deletion requests (beyond the spec, in the spec's 합니다체 like the rest of this table).
  requestReceived: { title: '삭제를 요청할 수 없습니다', message: '받은 증명서는 삭제 요청 대신 직접 삭제할 수 있습니다.' },
  cannotRequestDeletion: {
    title: '삭제를 요청할 수 없습니다',
    message: '받는 곳에서 열람한 증명서만 삭제를 요청할 수 있습니다. 열람 전이라면 보내기를 취소해 주세요.',
  },
  alreadyDeleted: { title: '이미 삭제되었습니다', message: '받는 곳에서 이미 이 증명서를 삭제했습니다.' },
} as const;

/** Submission (001 §4.2, §5): documents that cannot go, and the terms a recipient asks for. */
export const submissionTexts = {
  usedUp: (names: string) => ({
    title: '제출할 수 없는 증명서입니다',
    message: `유료 및 마이데이터 증명서는 한 번만 제출할 수 있습니다: ${names}`,
  }),
  agreementRequired: (receiver: string) => ({
    title: '약관 동의가 필요합니다',
    message: `${receiver}에 제출하려면 먼저 약관에 동의해 주세요.`,
  }),
} as const;

/**
 * A passing outage: the database cannot be reached for a moment (a restart, a stop). The spec's
 * words for it (000 §8.3: 'temporarily unavailable, try again'), said of the whole service; sent
 * as the ERROR popup of 000 §8.4 with status 503 (server/errors.ts `outageError`).
 */
export const outageText: ErrorText = {
  title: '서비스를 잠시 이용할 수 없어요',
  message: '일시적으로 서비스를 이용할 수 없어요. 잠시 후 다시 시도해 주세요.',
};

/** The Idempotency-Key header (server/plugins/idempotency.ts). */
export const idempotencyTexts = {
  badKey: '입력값이 올바르지 않습니다: Idempotency-Key',
  keyReused: '입력값이 올바르지 않습니다: Idempotency-Key (다른 요청에 이미 사용한 키입니다)',
  inProgress: { title: '요청을 처리하고 있습니다', message: '같은 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.' },
} as const;

/** One-time links (000 §5: paid and my-data certificates cannot be shared). */
export const onceLinkTexts = {
  notShareable: {
    title: '공유할 수 없는 증명서입니다',
    message: '유료 증명서와 마이데이터 증명서는 공유할 수 없습니다.',
  },
} as const;

/** The partner package flow: answers of the package calls and the simulated partner's pages. */
export const packageTexts = {
  unknownPackage: (key: string) => `package (알 수 없는 패키지입니다: ${key})`,
  notInPackage: (edoc: string) => `${edoc}: 이 패키지의 서류가 아닙니다`,
  twice: (edoc: string) => `${edoc}: 같은 서류의 입력값이 두 번 있습니다`,
  notAsked: (edoc: string, fields: string[]) => `${edoc}: 입력할 수 없는 항목입니다: ${fields.join(', ')}`,
  documentUnavailable: (edoc: string, message: string) => `${edoc}: ${message}`,
  // Shown on the wallet's not-qualified page under its title: one politeness level there (해요체).
  notQualified: (documentName: string) => `입력하신 보훈번호로 등록된 보훈대상자 정보가 없어요. ${documentName} 발급 대상이 아니에요.`,
  alreadyApplied: { title: '이미 신청한 서류입니다', message: '이 요청의 서류는 이미 신청했습니다. 신청한 곳에서 다시 시작해 주세요.' },
  packageMismatch: 'package (요청한 패키지와 다릅니다)',
  noRecipient: '서류를 받을 전자문서지갑을 찾을 수 없어 제출하지 못했습니다.',
} as const;

export const simPartnerTexts = {
  sign: {
    pageTitle: '전자서명 | 메신저 인증서',
    heading: '전자서명 요청',
    intro: (recipient: string) => `아래 서류의 발급과 ${recipient} 제출에 전자서명합니다.`,
    package: '신청',
    documents: '서류',
    recipient: '제출처',
    holder: '서명자',
  },
  portal: {
    applicant: '신청인',
    intro: '서류를 전자문서지갑으로 발급받으려면 본인확인이 필요합니다. 한 번의 본인확인으로 아래 서류를 모두 신청합니다.',
  },
  console: {
    pageTitle: '파트너 콘솔 | 데모',
    heading: '파트너 콘솔 (데모)',
    intro: '제휴사가 파트너 API로 서류 패키지 신청을 시작하는 모습을 보여 줍니다. 패키지와 사용자를 고르면 그 사용자로 로그인해 지갑의 신청 화면으로 이동합니다.',
    packageLegend: '패키지',
    personaLegend: '사용자',
    skipComplete: '완료 화면 없이 바로 돌아오기 (isSkipCompletedSubmissionPage)',
    submit: '신청 시작하기',
    apiNote: '파트너 API: POST /partner/v1/requests (Authorization: Bearer demo-partner-key)',
    badChoiceTitle: '선택을 확인해 주세요',
    badChoice: '패키지와 사용자를 목록에서 골라 주세요.',
  },
  returned: {
    pageTitle: '파트너 페이지 | 데모',
    headings: {
      success: '서류 제출이 완료되었습니다',
      failed: '서류 발급에 실패했습니다',
      notQualified: '신청 대상이 아닙니다',
      cancel: '신청을 취소했습니다',
    },
    intro: '지갑에서 제휴사 페이지로 돌아왔습니다. 제휴사가 받은 결과입니다.',
    request: '요청 번호',
    package: '패키지',
    recipient: '받는 곳',
    state: '진행 상태',
    states: {
      REQUESTED: '신청 전',
      SIGN_REQUESTED: '전자서명 대기',
      CHANNELING: '본인확인 대기',
      PROCESSING: '발급 중',
      COMPLETED: '제출 완료',
      FAILED: '발급 실패',
    },
    received: '받은 서류',
    noneReceived: '아직 받은 서류가 없습니다.',
    unknownTitle: '요청을 찾을 수 없습니다',
    unknown: '요청 번호를 확인해 주세요.',
    again: '파트너 콘솔로',
  },
} as const;
