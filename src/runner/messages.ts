import { particle } from '../../shared/hangul';

/**
 * Korean text of the issue runner (spec 000 §2.1, §2.3, §8.4): the spec's words where it gives
 * them (the channeling cancel popup), 해요체 everywhere else (docs/glossary.md).
 */
export const runnerMessages = {
  failDefault: '입력한 정보가 올바르지 않거나 일시적인 오류로 증명서를 발급받지 못했어요. 입력한 정보를 확인하고 다시 신청해 주세요.',
  failTitle: '증명서를 발급받지 못했어요',
  delayedTitle: '증명서 발급이 늦어지고 있어요',
  delayedMessage: '발급기관의 처리가 예상보다 오래 걸리고 있어요.\n발급이 끝나면 내 증명서에서 확인할 수 있어요.',
  toApplications: '신청 현황 보기',
  toInbox: '내 증명서로 가기',
  toHome: '홈으로',
  close: '닫기',
  retry: '다시 신청하기',
  issueProgress: '증명서를 발급받고 있어요',
  issueProgressHint: '잠시만 기다려 주세요. 발급기관에서 증명서를 만들고 있어요.',
  channelingProgress: '정부24로 이동 중이에요',
  channelingProgressHint: '본인 확인을 위해 정부24로 이동해요.',
  /** An outside site of external channeling is named by its certificate's manifest (`site.name`); this when none is known. */
  externalSite: '신청 사이트',
  externalProgress: (site: string) => `${site}${particle(site, '으로/로')} 이동 중이에요`,
  externalReturnProgress: '증명서를 확인하고 있어요',
  externalHint: (site: string) => `${site}에서 수령 방법으로 '전자문서지갑'을 선택해 주세요.`,
  cannotCloseTitle: '지금은 닫을 수 없어요',
  cannotCloseMessage: '증명서를 발급받고 있어요. 잠시만 기다려 주세요.',
  channelingCancelTitle: '정부24로 이동중입니다',
  channelingCancelMessage: '증명서 신청을 취소하시겠습니까?',
  channelingCancel: '신청 취소',
  channelingContinue: '계속하기',
  guideTitle: '증명서를 확인하지 못했어요',
  guideMessage: (site: string) => `${site}에서 수령 방법을 '전자문서지갑'으로 선택해 신청했는지 확인해 주세요.\n발급이 끝나면 내 증명서에서 확인할 수 있어요.`,
  updateTitle: '최신 버전으로 업데이트해 주세요',
  updateMessage: '지금 쓰는 버전에서는 선택한 증명서를 발급받을 수 없어요.\n카카오톡을 최신 버전으로 업데이트한 뒤 다시 신청해 주세요.',
  update: '업데이트',
  cancel: '취소',
  portalTitle: '정부24 본인 확인',
  progressLabel: (percent: number) => `진행률 ${percent}%`,
} as const;
