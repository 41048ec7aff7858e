/** Korean text of the partner package flow (001 §2.1, §4.1, §8; 000 §8.4 exit popup). */
import { errorTexts } from '../../../shared/error-texts';
import { particle } from '../../../shared/hangul';

export const papasMessages = {
  pageTitle: (title: string) => `${title} | 전자증명서 지갑`,
  headerTitle: '증명서 제출',
  back: '뒤로 가기',
  close: '닫기',
  recipient: '받는 곳',
  issuer: '발급기관',
  documents: '발급받을 증명서',
  extraInfo: '안내',
  next: '다음',
  loadError: '신청 정보를 불러오지 못했어요.',
  loadErrorHint: '잠시 후 다시 시도해 주세요.',
  intro: (recipient: string) => `아래 증명서를 발급받아 ${recipient}에 바로 제출해요.`,
  walletBlocked: '전자증명서 지갑 이용정보를 먼저 업데이트해 주세요.',
  cancel: '취소',

  /** 000 §8.4: the exit popup asks whether to end the messenger's certificate service. */
  exitTitle: '전자증명서 지갑을 종료할까요?',
  exitMessage: (recipient: string) =>
    `전자증명서 지갑을 종료하고 ${recipient}${particle(recipient, '으로/로')} 돌아가요.\n지금 종료하면 증명서가 제출되지 않아요.`,
  exit: '종료',

  /** 001 §4.1 disability flow: the confirmation popup; 취소 returns to the organisation list. */
  disabilityTitle: '발급을 신청할까요?',
  disabilityMessage: (documentName: string, address: string, organisation: string) =>
    `주소 ${address}, 행정기관 ${organisation}${particle(organisation, '으로/로')} ${documentName}${particle(documentName, '을/를')} 발급 신청할까요?`,
  disabilityApply: '발급 신청',

  /** Progress, channeling. */
  portalTitle: '정부24 본인 확인',
  missingChanneling: '정부24로 이동할 주소가 없어요. 처음부터 다시 신청해 주세요.',
  missingApplication: '신청 정보가 없어요. 처음부터 다시 신청해 주세요.',

  /** The result pages. */
  completeTitle: (recipient: string) => `${recipient}에 증명서를 안전하게 제출했어요`,
  completeMessage: '제출한 증명서는 보낸/받은 증명서 내역과 내 증명서에서 확인할 수 있어요.',
  completeDocuments: '제출한 증명서',
  failedTitle: '증명서를 발급받지 못했어요',
  failedMessage: '발급기관의 처리가 늦어지거나 일시적인 오류로 증명서를 발급받지 못했어요.\n잠시 후 다시 신청해 주세요.',
  /** The not-qualified page says what APPLICATION_NOT_QUALIFIED says (one text per code). */
  notQualifiedTitle: errorTexts.APPLICATION_NOT_QUALIFIED.title,
  notQualifiedMessage: errorTexts.APPLICATION_NOT_QUALIFIED.message,
  toWallet: '내 증명서 보기',
} as const;
