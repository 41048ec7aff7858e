/** The application status page's Korean text (spec 000 §2.3, §4.2). */
export const applicationMessages = {
  title: '신청 현황',
  pageTitle: '신청 현황 | 전자증명서 지갑',
  pendingLabel: (count: number) => `신청 현황, 발급대기 ${count}건`,
  back: '뒤로 가기',
  guide: '최근 90일 동안 신청한 증명서예요.',
  empty: '최근 90일 동안 신청한 증명서가 없어요.',
  more: '더 보기',
  reissue: '재발급',
  reissueLabel: (name: string) => `${name} 재발급`,
  waiting: '발급대기',
  failed: '발급실패',
  issued: '발급완료',
  view: (name: string) => `${name} 보기`,
} as const;
