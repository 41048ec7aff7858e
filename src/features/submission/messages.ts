import type { RecipientType } from '../../../contracts/generated/api';
import { errorMessages } from '../../api/messages';
import type { GoneDocumentCode } from './api';

/** Korean text of submission (001 §2.2, §4.2, §5, §8). */
export const submissionMessages = {
  pageTitle: '증명서 제출',
  documentTitle: '증명서 제출 | 전자증명서 지갑',
  back: '뒤로 가기',
  heading: '제출 방법을 선택해 주세요',
  methodLabel: '제출 방법',
  methodAgency: '제출기관 검색',
  methodAgencyHint: '기관명이나 지역명으로 제출할 기관을 찾아요',
  methodWallet: '지갑 주소 입력 또는 QR 스캔',
  methodWalletHint: '받는 곳의 지갑 주소를 입력하거나 QR을 스캔해요',
  searchAgency: '제출기관을 검색해 주세요',
  changeAgency: '변경',
  addressLabel: '지갑 주소',
  addressPlaceholder: '지갑 주소를 입력해 주세요',
  scanQr: 'QR 스캔',
  lookingUp: '지갑 주소를 확인하고 있어요.',
  foundLabel: '받는 곳',
  /** 001 §5. */
  MY_WALLET_ADDRESS: '내 지갑 주소로는 제출할 수 없습니다.',
  INVALID_WALLET_ADDRESS: '잘못된 지갑 주소입니다.',
  documentsHeading: '제출할 증명서',
  documentsCount: (n: number) => `${n}건`,
  noDocuments: '제출할 증명서를 선택해 주세요.',
  noDocumentsHint: '내 증명서에서 제출할 증명서를 고른 뒤 제출을 눌러 주세요.',
  goInbox: '내 증명서로 가기',
  /** A document to submit is gone (deleted, expired: the 000 §8.4 texts; or not found). */
  gone: {
    DOCUMENT_NOT_FOUND: errorMessages.documentNotFound,
    DOCUMENT_EXPIRED: errorMessages.documentExpired,
    NOT_FOUND: '제출할 증명서를 찾을 수 없어요.',
  } satisfies Record<GoneDocumentCode, string>,
  goneHint: '내 증명서에서 제출할 증명서를 다시 선택해 주세요.',
  loadFailed: '제출할 증명서를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  usedUp: '제출 완료',
  /** 000 §5 'paid and my-data submission is one time only'. */
  usedUpMessage: '유료 및 마이데이터 증명서는 1회만 제출할 수 있어요.',
  expiredMessage: '만료된 증명서는 제출할 수 없어요. 새로 발급받아 제출해 주세요.',
  needAgreement: '제출 전 약관 동의가 필요해요',
  /** 001 §2.2 buttons. */
  confirm: '확인',
  next: '다음',
  submit: '제출하기',
  types: {
    PERSONAL: '개인',
    GENERAL_CORPORATION: '일반법인',
    ADMINISTRATIVE_AGENCY: '행정기관',
    PUBLIC_INSTITUTION: '공공기관',
    FINANCIAL_CORPORATION: '금융법인',
    BUSINESS: '사업자',
  } satisfies Record<RecipientType, string>,
  // The agency layer (001 §2.2): title, placeholder, empty text.
  agencyTitle: '제출기관 검색',
  agencyLabel: '기관명 또는 지역명',
  // Short enough for the field at 360 px beside its 검색 button.
  agencyPlaceholder: '기관명·지역명으로 검색',
  agencyEmpty: '검색 결과가 없어요.',
  agencyEmptyHint: '기관명이나 지역명을 다시 확인해 주세요.',
  agencyHint: '예) 국민건강보험공단, 종로구, 한빛은행',
  agencyNeedKeyword: '검색어를 입력해 주세요.',
  agencyFailed: '제출기관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  agencySearch: '검색',
  // The complete page (001 §2.2).
  completeTitle: '안전하게 전달되었어요',
  /** 에게 to a person, 에 to an organisation. */
  completeTo: (name: string, personal: boolean) => `${name}${personal ? '에게' : '에'} 증명서를 제출했어요.`,
  completeHint: '제출한 증명서의 열람번호를 담당자에게 알려 주세요.',
  // The same documents sent again while the receiver has not read the earlier sending: that one stands.
  alreadySentTitle: '이미 보낸 증명서예요',
  alreadySentTo: (name: string, personal: boolean, when: string) =>
    `${when}에 ${name}${personal ? '에게' : '에'} 보낸 증명서가 아직 열람 전이라 새로 보내지 않았어요.`,
  openRecord: '보낸 내역 보기',
  pinLabel: '열람번호',
  submittedList: '제출한 증명서',
  close: '닫기',
} as const;
