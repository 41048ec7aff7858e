import type { ActivityKind } from '../contracts/generated/api.ts';
import { inDocumentOrder } from './document-order.ts';

export type { ActivityKind };

/**
 * The citizen's activity log (이용 기록): which events there are, how they are grouped for the
 * filter, and how each reads — the same words on the log's page and in its exported files, so
 * a row on the screen and a row of the export say the same thing.
 */
export const ACTIVITY_KINDS = [
  'ISSUED',
  'APPLICATION_FAILED',
  'EXPIRING',
  'VIEWED',
  'DOWNLOADED',
  'ONCE_LINK_CREATED',
  'ONCE_LINK_OPENED',
  'ONCE_LINK_WRONG_PIN',
  'ONCE_LINK_LOCKED',
  'ONCE_LINK_SPENT',
  'ONCE_LINK_EXPIRED',
  'SUBMITTED',
  'RECIPIENT_OPENED',
  'RECIPIENT_PROCESSED',
  'REJECTED',
  'CANCELED',
  'DELETED',
  'RECORD_DELETED',
  'DELETION_REQUESTED',
  'RECIPIENT_DELETED',
  'CREDENTIAL_OFFERED',
  'CREDENTIAL_TAKEN',
  'REVOKED',
  'PRESENTED',
] as const satisfies readonly ActivityKind[];

/**
 * Whose side an event is read from: the citizen whose documents it concerns (OWNER), or the other
 * wallet that took part in it (OTHER: the receiver of a submission, who opened or rejected it).
 */
export type ActivityPerspective = 'OWNER' | 'OTHER';

/** The filter's groups of kinds, in the order the filter offers them. */
export const ACTIVITY_CATEGORIES = {
  issue: ['ISSUED', 'APPLICATION_FAILED', 'EXPIRING', 'REVOKED'],
  view: ['VIEWED', 'DOWNLOADED'],
  share: ['ONCE_LINK_CREATED', 'ONCE_LINK_OPENED', 'ONCE_LINK_WRONG_PIN', 'ONCE_LINK_LOCKED', 'ONCE_LINK_SPENT', 'ONCE_LINK_EXPIRED'],
  submit: ['SUBMITTED', 'RECIPIENT_OPENED', 'RECIPIENT_PROCESSED', 'REJECTED', 'CANCELED'],
  delete: ['DELETED', 'RECORD_DELETED', 'DELETION_REQUESTED', 'RECIPIENT_DELETED'],
  credential: ['CREDENTIAL_OFFERED', 'CREDENTIAL_TAKEN'],
  present: ['PRESENTED'],
} as const satisfies Record<string, readonly ActivityKind[]>;
export type ActivityCategory = keyof typeof ACTIVITY_CATEGORIES;

export const activityCategoryLabels: Record<ActivityCategory, string> = {
  issue: '발급·만료',
  view: '열람·저장',
  share: '1회용 링크',
  submit: '제출',
  delete: '삭제',
  credential: '다른 지갑',
  present: '증명 제출',
};

type Label = string | { OWNER: string; OTHER: string };

const kindLabels: Record<ActivityKind, Label> = {
  ISSUED: '발급',
  APPLICATION_FAILED: '발급 실패',
  EXPIRING: '만료 임박',
  VIEWED: '열람',
  DOWNLOADED: '비밀번호 PDF 저장',
  ONCE_LINK_CREATED: '1회용 링크 만듦',
  ONCE_LINK_OPENED: '1회용 링크 열람됨',
  ONCE_LINK_WRONG_PIN: '1회용 링크 비밀번호 틀림',
  ONCE_LINK_LOCKED: '1회용 링크 잠김',
  ONCE_LINK_SPENT: '1회용 링크 열람 끝남',
  ONCE_LINK_EXPIRED: '1회용 링크 만료',
  // 000 §3's sender and receiver labels where the spec has them (반려됨/반려함, 보내기취소함/됨).
  SUBMITTED: { OWNER: '제출', OTHER: '받음' },
  RECIPIENT_OPENED: { OWNER: '받는 곳 열람', OTHER: '받은 증명서 열람' },
  // The organisation's desk marked the submission done (its 처리 일시).
  RECIPIENT_PROCESSED: { OWNER: '받는 곳 처리 완료', OTHER: '처리 완료 표시함' },
  REJECTED: { OWNER: '반려됨', OTHER: '반려함' },
  CANCELED: { OWNER: '보내기취소함', OTHER: '보내기취소됨' },
  DELETED: '증명서 삭제',
  RECORD_DELETED: '보낸 내역 삭제',
  DELETION_REQUESTED: { OWNER: '삭제 요청함', OTHER: '삭제 요청 받음' },
  RECIPIENT_DELETED: { OWNER: '받는 곳에서 삭제됨', OTHER: '받은 증명서 삭제함' },
  CREDENTIAL_OFFERED: '다른 지갑에 담기 준비',
  CREDENTIAL_TAKEN: '다른 지갑에 담김',
  REVOKED: '발급기관이 폐기함',
  PRESENTED: '필요한 정보만 제출',
};

/** What happened, in a few words ('제출', '반려됨'), as the side reading it sees it. */
export function activityLabel(kind: ActivityKind, perspective: ActivityPerspective): string {
  const label = kindLabels[kind];
  return typeof label === 'string' ? label : label[perspective];
}

/** Why a recipient deleted what it held (the detail of RECIPIENT_DELETED). */
export const RECIPIENT_DELETION_REASONS = { REQUESTED: '삭제 요청에 따라', RETENTION: '보관 기간이 끝나', EXPIRED: '유효기간이 지나' } as const;

/** The event's detail in words: a rejection's reason, a failure's message, the tries left, the days left. */
export function activityDetail(kind: ActivityKind, detail: string | null): string {
  if (detail === null || detail === '') return '';
  if (kind === 'ONCE_LINK_WRONG_PIN') return `남은 횟수 ${detail}회`;
  if (kind === 'EXPIRING') return detail === '0' ? '오늘 만료돼요' : `${detail}일 뒤 만료돼요`;
  if (kind === 'RECIPIENT_DELETED') return RECIPIENT_DELETION_REASONS[detail as keyof typeof RECIPIENT_DELETION_REASONS] ?? '';
  return detail;
}

/** Who the other party is to the reader: where the document went, or who sent it. */
export function counterpartLabel(perspective: ActivityPerspective): string {
  return perspective === 'OWNER' ? '받는 곳' : '보낸 분';
}

/**
 * Documents in a few words: '주민등록표 등본', '건강보험 자격득실 확인서 외 1건' — the first in the one
 * order of documents (shared/document-order.ts), so every row and screen names the same one.
 */
export function documentsLabel(names: readonly string[]): string {
  if (names.length === 0) return '';
  const [first] = inDocumentOrder(names.map((name) => ({ name })));
  return names.length === 1 ? (names[0] as string) : `${first!.name} 외 ${names.length - 1}건`;
}

/**
 * One event as a row of text, the same on the page and in the export: when (Korea time,
 * 'YYYY-MM-DD HH:mm:ss'), what, which documents, the other party, and the detail.
 */
export interface ActivityLine {
  at: string;
  label: string;
  documents: string;
  counterpart: string;
  detail: string;
}
