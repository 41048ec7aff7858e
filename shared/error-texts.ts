/**
 * Every error code's words, said once (docs/glossary.md): the server sends them in the error body
 * (000 §3 "Error response fields"), and the client's error pages and popups show the same words when
 * they draw a code themselves. The spec's Korean is kept verbatim (its popups, 000 §8.4; its wallet
 * address answers, 001 §5); everything else is 해요체 and says what to do next.
 */
import { documentExpiredText, documentNotFoundText, type ErrorText, unexpectedErrorText, UNEXPECTED } from './popup-error-texts.ts';

export { nonMemberButton, nonMemberText, type ErrorText } from './popup-error-texts.ts';

/** The generic error of 000 §8.3 (NOT_PILSNER_REQUEST, PILSNER_HEADER_REQUIRED): one text for both codes. */
const generic: ErrorText = { title: '일시적인 오류가 발생했어요', message: '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.' };


export const errorTexts = {
  UNAUTHENTICATED: { title: '로그인이 필요해요', message: '로그인 정보가 없거나 만료됐어요. 다시 로그인해 주세요.' },
  UNDER_14: { title: '서비스를 이용할 수 없어요', message: '전자증명서 지갑은 만 14세 이상만 이용할 수 있어요. 만 14세가 된 뒤에 다시 이용해 주세요.' },
  KAKAOTALK_KR_ONLY: {
    title: '이용할 수 없는 계정이에요',
    message: '전자증명서 지갑은 대한민국 휴대폰 번호로 가입한 카카오톡에서만 이용할 수 있어요. 한국 휴대폰 번호로 가입한 카카오톡에서 다시 열어 주세요.',
  },
  RESTRICTED_ACCOUNT: { title: '이용이 제한된 계정이에요', message: '운영정책에 따라 서비스 이용이 제한됐어요. 자세한 내용은 고객센터로 문의해 주세요.' },
  INVALID_ACCOUNT: { title: '카카오계정으로 로그인해 주세요', message: '카카오계정 정보를 확인할 수 없어요. 카카오계정으로 다시 로그인해 주세요.' },
  MAIN_DEVICE_ONLY: {
    title: '주 사용 기기에서만 이용할 수 있어요',
    message: '전자증명서 지갑은 카카오톡 주 사용 기기에서만 이용할 수 있어요. 주 사용 기기에서 다시 열어 주세요.',
  },
  // 000 §8.4, verbatim.
  UNREGISTERED_DEVICE: {
    title: '이용할 기기를 변경할까요?',
    message: '이미 다른 기기에서 전자증명서 서비스를 이용 중입니다. 앞으로 이 기기로 이용하시겠습니까?',
  },
  UNREGISTERED_WALLET: { title: '이용정보를 업데이트해 주세요', message: '전자증명서 지갑 이용정보가 만료됐어요. 약관에 다시 동의하면 계속 이용할 수 있어요.' },
  UNREGISTERED_USER: { title: '전자증명서 지갑이 아직 없어요', message: '홈에서 시작하기를 누르고 약관에 동의해 지갑을 만든 뒤 이용해 주세요.' },
  REQUIRED_TO_RENEW_SERVICE_TERM: { title: '서비스 이용약관이 변경됐어요', message: '변경된 전자증명서 지갑 이용약관에 다시 동의하면 계속 이용할 수 있어요.' },
  REQUIRED_TO_RENEW_PRIVACY_TERM: {
    title: '개인정보 수집 및 이용 동의 내용이 변경됐어요',
    message: '변경된 개인정보 수집 및 이용 동의 내용을 확인하고 다시 동의해 주세요.',
  },
  REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM: { title: '약관이 변경됐어요', message: '변경된 서비스 이용약관과 개인정보 수집 및 이용 동의에 다시 동의해 주세요.' },
  MAINTENANCE: { title: '서비스 점검 중이에요', message: '더 나은 서비스를 위해 점검하고 있어요. 점검이 끝난 뒤 다시 이용해 주세요.' },
  TAB_MAINTENANCE: { title: '점검 중이에요', message: '점검이 끝난 뒤 다시 이용해 주세요.' },
  INVALID_PARAM: { title: '잘못된 요청이에요', message: '입력한 내용이 올바르지 않아요. 내용을 확인하고 다시 시도해 주세요.' },
  TOO_MANY_REQUESTS: { title: '서비스 지연 안내', message: '요청이 많아 서비스가 지연되고 있어요. 잠시 후 다시 시도해 주세요.' },
  NOT_FOUND: { title: '페이지를 찾을 수 없어요', message: '주소가 잘못됐거나 더 이상 없는 정보예요. 홈에서 다시 찾아 주세요.' },
  // 000 §8.4: the messages verbatim.
  DOCUMENT_NOT_FOUND: documentNotFoundText,
  DOCUMENT_EXPIRED: documentExpiredText,
  ERROR: unexpectedErrorText,
  SIGN_REQUIRED: { title: '전자서명이 필요해요', message: '증명서를 신청하려면 먼저 전자서명을 마쳐 주세요.' },
  REQUIRED_TO_ISSUE_CERTIFICATION: { title: '인증서를 발급받아야 해요', message: '전자서명에 쓸 인증서가 없어요. 인증서를 발급받은 뒤 다시 신청해 주세요.' },
  MOIS_ERROR: { title: '발급기관 오류', message: '발급기관 사정으로 잠시 이용할 수 없어요. 잠시 후 다시 시도해 주세요.' },
  NOT_PILSNER_REQUEST: generic,
  PILSNER_HEADER_REQUIRED: generic,
  DISTRIBUTION_ERROR: { title: '요청을 처리할 수 없어요', message: UNEXPECTED },
  // 001 §5: the messages verbatim.
  MY_WALLET_ADDRESS: { title: '제출할 수 없는 지갑 주소예요', message: '내 지갑 주소로는 제출할 수 없습니다.' },
  INVALID_WALLET_ADDRESS: { title: '지갑 주소를 확인해 주세요', message: '잘못된 지갑 주소입니다.' },
  // The partner package flow (001 §8).
  PARTNER_UNAUTHORIZED: { title: '인증에 실패했어요', message: '파트너 인증 키가 없거나 올바르지 않아요. 발급받은 키로 다시 요청해 주세요.' },
  APPLICATION_NOT_QUALIFIED: {
    title: '신청 대상이 아니에요',
    message: '입력한 정보로는 신청 자격이 확인되지 않아 증명서를 발급받을 수 없어요. 입력한 정보를 확인하고 다시 신청해 주세요.',
  },
  PACKAGE_APPLICATION_FAILED: { title: '신청하지 못했어요', message: '증명서를 신청하지 못했어요. 잠시 후 다시 시도해 주세요.' },
  // The organisation's desk and its API (docs/org-api.md).
  ORG_UNAUTHORIZED: { title: '인증에 실패했어요', message: '기관 API 키가 없거나 올바르지 않아요. 발급받은 키로 다시 요청해 주세요.' },
  SUBMISSION_LOCKED: {
    title: '잠긴 제출이에요',
    message: '열람번호를 5번 잘못 입력해 더 이상 열 수 없어요. 보낸 분께 증명서를 다시 제출해 달라고 요청해 주세요.',
  },
  SUBMISSION_CANCELED: { title: '취소된 제출이에요', message: '보낸 분이 열람 전에 제출을 취소해 열 수 없어요. 필요하면 보낸 분께 다시 제출해 달라고 요청해 주세요.' },
  SUBMISSION_EXPIRED: {
    title: '열람 기간이 지났어요',
    message: '증명서의 유효기간이 지나 열 수 없어요. 보낸 분께 증명서를 다시 제출해 달라고 요청해 주세요.',
  },
  SUBMISSION_NOT_OPENED: { title: '열람번호를 먼저 입력해 주세요', message: '열람번호로 제출을 연 뒤에 증명서를 보거나 처리할 수 있어요.' },
  DELETION_NOT_REQUESTED: {
    title: '삭제 요청이 없는 제출이에요',
    message: '보낸 분이 삭제를 요청한 제출만 바로 삭제할 수 있어요. 나머지는 보관 기간이 끝나면 자동으로 삭제돼요.',
  },
} as const satisfies Record<string, ErrorText>;

export type ErrorCode = keyof typeof errorTexts;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorTexts, code);

/** 000 §8.3's default page, for a code no table knows: service error, a temporary server or network problem. */
export const unknownErrorText: ErrorText = {
  title: '서비스 오류',
  message: '예상하지 못한 오류가 발생했어요.\n일시적인 서버 또는 네트워크 문제일 수 있으니 잠시 후 다시 시도해 주세요.',
};
