/**
 * Every Korean text the server shows a user: error titles and messages (000 §8.3, §8.4),
 * agreement sheet headings and buttons (000 §2.3), and the demo login page.
 */
import type { AgreementKind } from '../contracts/generated/api.ts';
import { errorTexts, nonMemberButton, nonMemberText, type ErrorCode, type ErrorText } from '../shared/error-texts.ts';

// Every error code's words are said once, in shared/error-texts.ts: the client's error pages read them too.
export { errorTexts, type ErrorCode, type ErrorText };

export const invalidParamMessage = (field: string): string => `입력값이 올바르지 않아요: ${field}`;
export const requiredTermMessage = (titles: string[]): string =>
  `입력값이 올바르지 않아요: terms (동의하지 않은 필수 약관: ${titles.join(', ')})`;
export const unknownTermMessage = (ids: string[]): string =>
  `입력값이 올바르지 않아요: terms (요청한 동의 종류에 없는 약관: ${ids.join(', ')})`;
export const badBodyMessage = '입력값이 올바르지 않아요: body';
/** The HTML error page of a page navigation that failed (server/plugins/error-handler.ts). */
export const errorPageTexts = { home: '홈으로' } as const;
export const loginButtonName = '로그인';

export type Tab = 'apply' | 'inbox' | 'distribution';

export const tabMaintenanceTexts: Record<Tab, ErrorText> = {
  apply: {
    title: '증명서 신청 점검 중',
    message: '증명서 신청 서비스를 점검하고 있어요. 점검이 끝난 뒤 다시 이용해 주세요.',
  },
  inbox: {
    title: '내 증명서 점검 중',
    message: '내 증명서 서비스를 점검하고 있어요. 점검이 끝난 뒤 다시 이용해 주세요.',
  },
  distribution: {
    title: '보낸/받은 내역 점검 중',
    message: '보낸/받은 증명서 내역 서비스를 점검하고 있어요. 점검이 끝난 뒤 다시 이용해 주세요.',
  },
};

/** Agreement sheet headings; `{receiverName}` is filled from the query. */
export const agreementTitles: Record<AgreementKind, string> = {
  NEW: '전자증명서 지갑을 이용하려면 약관에 동의해 주세요',
  RENEW_SERVICE_TERM: '변경된 서비스 이용약관에 동의해 주세요',
  RENEW_PRIVACY_TERM: '변경된 개인정보 수집 및 이용 동의 내용을 확인해 주세요',
  RENEW_SERVICE_PRIVACY_TERM: '변경된 약관에 동의해 주세요',
  UNREGISTERED_WALLET: '전자증명서 지갑 이용정보를 업데이트하려면 동의해 주세요',
  PAPAS: '{receiverName}에 증명서를 제출하려면 동의가 필요해요',
  APPLICATION: '증명서 발급을 위해 약관에 동의해 주세요',
  APPLICATION_CHANNELING: '정부24 연계 발급을 위해 약관에 동의해 주세요',
  APPLICATION_INTECH: '증명서 발급을 위해 약관에 동의해 주세요',
  APPLICATION_DIGITALZONE: '대학 증명서 발급을 위해 약관에 동의해 주세요',
  APPLICATION_GOV24: '정부24 증명서 발급을 위해 약관에 동의해 주세요',
  SUBMISSION: '{receiverName}에 증명서를 제출하려면 동의가 필요해요',
  QR_PASS: '자격 확인 QR을 이용하려면 동의해 주세요',
};

/** When no receiverName is given, the sheet still reads naturally. */
export const defaultReceiverName = '받는 곳';

export const agreementButtons = {
  start: '시작하기',
  applyAfterAuth: '인증 후 신청하기',
  agree: '동의하기',
} as const;

export const simTexts = {
  pageTitle: '데모 로그인 | 전자증명서 지갑',
  heading: '메신저 데모 로그인',
  intro: '실제 메신저 로그인 대신, 아래 사용자 중 한 명으로 로그인해요. 사용자마다 다른 상황을 보여 줘요.',
  oldVersionLink: '이전 메신저 버전(9.0.0)으로 로그인',
  orgLoginLink: '증명서를 받는 기관의 담당자로 로그인 (제출받은 증명서 창구)',
  unknownPersonaTitle: '알 수 없는 사용자예요',
  unknownPersona: (id: string) => `'${id}'(이)라는 데모 사용자가 없어요. 목록에서 사용자를 선택해 주세요.`,
  badMessengerTitle: '메신저 버전이 올바르지 않아요',
  badMessenger: '메신저 버전은 11.2.0처럼 숫자 세 자리로 입력해 주세요.',
  backToList: '사용자 목록으로',
  loggedOutTitle: '로그아웃했어요',
  loggedOut: '데모 세션과 기기 정보를 삭제했어요. 다시 이용하려면 사용자를 선택해 로그인해 주세요.',
} as const;

/** Issuance: popups, agency answers and the simulated pages around issuance. */
export const issuanceTexts = {
  /** The {hash} popup of 000 §8.4: a CHANNELING certificate for a non-member of the portal. */
  nonMember: nonMemberText,
  nonMemberButton,
  unavailable: { title: '지금은 발급받을 수 없는 증명서예요', message: '지금은 이 증명서를 발급받을 수 없어요. 잠시 후 다시 시도해 주세요.' },
  maintenance: {
    정부24점검: '정부24 점검 시간에는 이 증명서를 발급받을 수 없어요. 점검이 끝난 뒤 다시 신청해 주세요.',
    발급불가시간: '지금은 이 증명서를 발급받을 수 있는 시간이 아니에요. 발급 가능 시간에 다시 신청해 주세요.',
    서비스점검: '이 증명서의 발급 서비스를 점검하고 있어요. 점검이 끝난 뒤 다시 신청해 주세요.',
  },
  notCourtCertificate: '문서종류: 외부 사이트에서 신청하는 증명서가 아니에요.',
  badToken: '간편 인증 정보가 없거나 만료됐어요. 간편 인증을 다시 진행해 주세요.',
  passMismatch: { title: '자격 확인 QR을 만들 수 없어요', message: '선택한 증명서로는 이 자격 확인 QR을 만들 수 없어요. 기관이 요구하는 증명서를 선택해 다시 시도해 주세요.' },
  /** Agency answers (FAIL messages). */
  agencyFailed: '발급기관 시스템 오류로 증명서를 발급받지 못했어요. 잠시 후 다시 신청해 주세요.',
  agencyRetriesExhausted: '발급 처리 중 오류가 반복돼 증명서를 발급받지 못했어요. 잠시 후 다시 신청해 주세요.',
  courtOtherMethod: "수령 방법을 '전자문서지갑'이 아닌 다른 방법으로 선택해 지갑으로 발급되지 않았어요. 다시 신청하고 수령 방법을 '전자문서지갑'으로 선택해 주세요.",
} as const;

/** The simulated pages of issuance (server/sim): signing, portal, court, simple auth, signup, pass. */
export const simIssueTexts = {
  notSignedInTitle: '로그인이 필요해요',
  notSignedIn: '데모 로그인 후 다시 시도해 주세요.',
  loginLink: '데모 로그인',
  notFoundTitle: '신청 내역을 찾을 수 없어요',
  notFound: '요청한 신청 내역이 없거나 다른 사용자의 신청이에요. 지갑으로 돌아가 신청 현황을 확인해 주세요.',
  badStateTitle: '진행할 수 없는 단계예요',
  badState: '이미 처리됐거나 이 단계에서 할 수 없는 요청이에요. 지갑으로 돌아가 신청 현황을 확인해 주세요.',
  backToWallet: '지갑으로 돌아가기',
  forbiddenTitle: '허용되지 않은 요청이에요',
  forbidden: '다른 사이트에서 보낸 요청은 처리하지 않아요. 지갑에서 다시 시작해 주세요.',
  sign: {
    pageTitle: '전자서명 | 메신저 인증서',
    heading: '전자서명 요청',
    intro: '아래 증명서 발급 신청에 전자서명해요.',
    certificate: '증명서',
    issuer: '발급기관',
    holder: '서명자',
    submit: '서명하기',
    cancel: '취소',
    needCertificate: '전자서명에 쓸 인증서가 없어요. 인증서를 먼저 발급받아 주세요.',
    goSignup: '인증서 발급받으러 가기',
  },
  portal: {
    pageTitle: '본인확인 | 정부24',
    heading: '정부24 본인확인',
    universityHeading: (name: string) => `${name} 증명서 발급 본인확인`,
    intro: '증명서를 전자증명서 지갑으로 발급받으려면 본인확인이 필요해요.',
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
    confirmChoices: '지갑에서 선택한 내용이에요. 확인하고 수령 방법을 선택해 주세요.',
  },
  simpleAuth: {
    pageTitle: '간편 인증 | 정부24 비회원 신청',
    heading: '정부24 비회원 간편 인증',
    intro: '메신저 간편 인증으로 본인을 확인하고 정부24 비회원으로 증명서를 신청해요.',
    /** DESIGN §6: the button's accessible name is the test contract's, written so. */
    submit: '간편인증',
  },
  certSignup: {
    pageTitle: '인증서 발급 | 메신저 인증서',
    heading: '메신저 인증서 발급',
    intro: '전자서명에 쓸 메신저 인증서를 발급받아요.',
    submit: '인증서 발급',
  },
  certPass: {
    pageTitle: '자격 확인 QR',
    institution: '기관',
    holder: '성명',
    validUntil: '유효시간',
    qrAlt: (name: string) => `${name} 자격 확인 QR 코드`,
    expired: '유효시간이 지났어요. 지갑에서 자격 확인 QR을 다시 만들어 주세요.',
  },
} as const;

/**
 * Sent and received records (000 §4.8): why an action is no longer allowed, as the title and
 * message of the DISTRIBUTION_ERROR popup (§8.4), each with what the citizen can do instead.
 */
export const distributionTexts = {
  expired: { title: '열람 기간이 지났어요', message: '열람 기간이 지난 증명서는 열람하거나 반려, 보내기 취소할 수 없어요. 필요하면 보낸 분께 다시 보내 달라고 요청해 주세요.' },
  cannotView: { title: '열람할 수 없는 증명서예요', message: '반려했거나 보내기가 취소된 증명서는 열람할 수 없어요. 필요하면 보낸 분께 다시 보내 달라고 요청해 주세요.' },
  cannotCancel: {
    title: '보내기를 취소할 수 없어요',
    message: '받는 곳에서 이미 열람했거나 처리한 증명서는 보내기를 취소할 수 없어요. 받는 곳에 삭제를 요청해 주세요.',
  },
  cancelReceived: { title: '보내기를 취소할 수 없어요', message: '받은 증명서는 보내기를 취소할 수 없어요. 받은 내역에서 반려하거나 삭제해 주세요.' },
  cannotReject: { title: '반려할 수 없어요', message: '이미 반려했거나 보내기가 취소된 증명서는 반려할 수 없어요. 목록을 새로고침해 상태를 확인해 주세요.' },
  rejectSent: { title: '반려할 수 없어요', message: '보낸 증명서는 반려할 수 없어요. 열람 전이라면 보내기를 취소해 주세요.' },
  cannotDelete: { title: '삭제할 수 없어요', message: '열람한 내역이나 열람 기간이 지난 내역만 삭제할 수 있어요. 열람 전이라면 보내기를 취소해 주세요.' },
  requestReceived: { title: '삭제를 요청할 수 없어요', message: '받은 증명서는 삭제 요청 대신 직접 삭제할 수 있어요.' },
  cannotRequestDeletion: {
    title: '삭제를 요청할 수 없어요',
    message: '받는 곳에서 열람한 증명서만 삭제를 요청할 수 있어요. 열람 전이라면 보내기를 취소해 주세요.',
  },
  alreadyDeleted: { title: '이미 삭제됐어요', message: '받는 곳에서 이미 이 증명서를 삭제했어요. 더 할 일은 없어요.' },
} as const;

/** Submission (001 §4.2, §5): documents that cannot go, and the terms a recipient asks for. */
export const submissionTexts = {
  usedUp: (names: string) => ({
    title: '제출할 수 없는 증명서예요',
    message: `유료 및 마이데이터 증명서는 한 번만 제출할 수 있어요. 새로 발급받아 제출해 주세요: ${names}`,
  }),
  agreementRequired: (receiver: string) => ({
    title: '약관 동의가 필요해요',
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
  badKey: '입력값이 올바르지 않아요: Idempotency-Key',
  keyReused: '입력값이 올바르지 않아요: Idempotency-Key (다른 요청에 이미 쓴 키예요)',
  inProgress: { title: '요청을 처리하고 있어요', message: '같은 요청을 처리하고 있어요. 잠시 후 다시 시도해 주세요.' },
} as const;

/** One-time links (000 §5: paid and my-data certificates cannot be shared). */
export const onceLinkTexts = {
  notShareable: {
    title: '공유할 수 없는 증명서예요',
    message: '유료 증명서와 마이데이터 증명서는 공유할 수 없어요. 해당 증명서를 빼고 다시 선택해 주세요.',
  },
} as const;

/** The partner package flow: answers of the package calls and the simulated partner's pages. */
export const packageTexts = {
  unknownPackage: (key: string) => `package (알 수 없는 패키지예요: ${key})`,
  notInPackage: (edoc: string) => `${edoc}: 이 패키지의 증명서가 아니에요`,
  twice: (edoc: string) => `${edoc}: 같은 증명서의 입력값이 두 번 있어요`,
  notAsked: (edoc: string, fields: string[]) => `${edoc}: 입력할 수 없는 항목이에요: ${fields.join(', ')}`,
  documentUnavailable: (edoc: string, message: string) => `${edoc}: ${message}`,
  notQualified: (documentName: string) => `입력한 보훈번호로 등록된 보훈대상자 정보가 없어요. ${documentName} 발급 대상이 아니에요. 보훈번호를 확인해 주세요.`,
  alreadyApplied: { title: '이미 신청한 증명서예요', message: '이 요청의 증명서는 이미 신청했어요. 신청한 곳에서 다시 시작해 주세요.' },
  packageMismatch: 'package (요청한 패키지와 달라요)',
  noRecipient: '증명서를 받을 지갑을 찾을 수 없어 제출하지 못했어요. 신청한 곳에 문의해 주세요.',
} as const;

export const simPartnerTexts = {
  sign: {
    pageTitle: '전자서명 | 메신저 인증서',
    heading: '전자서명 요청',
    intro: (recipient: string) => `아래 증명서의 발급과 ${recipient} 제출에 전자서명해요.`,
    package: '신청',
    documents: '증명서',
    recipient: '받는 곳',
    holder: '서명자',
  },
  portal: {
    applicant: '신청인',
    intro: '증명서를 전자증명서 지갑으로 발급받으려면 본인확인이 필요해요. 한 번의 본인확인으로 아래 증명서를 모두 신청해요.',
  },
  console: {
    pageTitle: '파트너 콘솔 | 데모',
    heading: '파트너 콘솔 (데모)',
    intro: '제휴사가 파트너 API로 증명서 패키지 신청을 시작하는 모습을 보여 줘요. 패키지와 사용자를 고르면 그 사용자로 로그인해 지갑의 신청 화면으로 이동해요.',
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
      success: '증명서를 제출했어요',
      failed: '증명서를 발급받지 못했어요',
      notQualified: '신청 대상이 아니에요',
      cancel: '신청을 취소했어요',
    },
    intro: '지갑에서 제휴사 페이지로 돌아왔어요. 제휴사가 받은 결과예요.',
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
    received: '받은 증명서',
    noneReceived: '아직 받은 증명서가 없어요.',
    unknownTitle: '요청을 찾을 수 없어요',
    unknown: '요청 번호를 확인해 주세요.',
    again: '파트너 콘솔로',
  },
} as const;
