/**
 * Every Korean text the server shows a user: error titles and messages (000 §8.3, §8.4),
 * agreement sheet headings and buttons (000 §2.3), and the demo login page.
 */
import type { AgreementKind } from './agreement-kinds.ts';

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
  ERROR: { title: '서비스 오류', message: '예상하지 못한 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
} as const satisfies Record<string, ErrorText>;

export type ErrorCode = keyof typeof errorTexts;

export const invalidParamMessage = (field: string): string => `입력값이 올바르지 않습니다: ${field}`;
export const requiredTermMessage = (titles: string[]): string =>
  `입력값이 올바르지 않습니다: terms (동의하지 않은 필수 약관: ${titles.join(', ')})`;
export const unknownTermMessage = (ids: string[]): string =>
  `입력값이 올바르지 않습니다: terms (요청한 동의 종류에 없는 약관: ${ids.join(', ')})`;
export const badBodyMessage = '입력값이 올바르지 않습니다: body';
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
  unknownPersonaTitle: '알 수 없는 사용자입니다',
  unknownPersona: (id: string) => `'${id}'(이)라는 데모 사용자가 없습니다. 목록에서 사용자를 선택해 주세요.`,
  badMessengerTitle: '메신저 버전이 올바르지 않습니다',
  badMessenger: '메신저 버전은 11.2.0처럼 숫자 세 자리로 입력해 주세요.',
  backToList: '사용자 목록으로',
  loggedOutTitle: '로그아웃되었습니다',
  loggedOut: '데모 세션과 기기 정보를 지웠습니다.',
} as const;
