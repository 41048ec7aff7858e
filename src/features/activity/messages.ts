import { activityCategoryLabels } from '../../../shared/activity';

/**
 * Korean text of the activity log (이용 기록, beyond the spec) in the wallet's polite 해요체. The
 * words of each event are shared with the exported files (shared/activity.ts).
 */
export const activityMessages = {
  title: '이용 기록',
  pageTitle: '이용 기록 | 전자증명서 지갑',
  back: '뒤로 가기',
  intro: '내 증명서를 발급받고, 열고, 보내고, 삭제한 일과 받는 곳에서 한 일을 모두 기록해요.',
  exportLabel: '이용 기록 내보내기',
  exportJson: 'JSON으로 저장',
  exportCsv: 'CSV(엑셀)로 저장',
  exportHint: '이용 기록과 보관 중인 증명서 목록을 파일로 저장해요.',
  exportFileName: (day: string, format: 'json' | 'csv') => `전자증명서 이용기록 ${day}.${format}`,
  exported: '파일을 저장했어요.',
  filterLabel: '기록 거르기',
  documentFilter: '증명서',
  allDocuments: '모든 증명서',
  kindFilter: '종류',
  allKinds: '전체',
  categories: activityCategoryLabels,
  listLabel: '이용 기록 목록',
  dayLabel: (date: string, count: number) => `${date} 기록 ${count}건`,
  empty: '아직 기록이 없어요.',
  emptyHint: '증명서를 발급받거나 열고 보내면 여기에 기록돼요.',
  emptyFiltered: '조건에 맞는 기록이 없어요.',
  emptyFilteredHint: '다른 증명서나 종류를 골라 보세요.',
  clearFilter: '전체 기록 보기',
  loadFailed: '이용 기록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  more: (loaded: number, total: number) => `더 보기 (${loaded}/${total})`,
  loadingMore: '불러오는 중…',
  openRecord: '내역 보기',
  openDocument: '증명서 보기',
  openApplications: '신청 현황 보기',
  rowLabel: (label: string, documents: string, time: string) => [label, documents, time].filter(Boolean).join(', '),
} as const;
