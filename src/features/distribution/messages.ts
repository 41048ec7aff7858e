import type { DistributionItem, PresentationRecord } from '../../api/types';
import { remainingDaysLabel } from '../../lib/dates';
import { toneOf } from './actions';

type State = DistributionItem['state'];

/** Korean text of the sent and received records (000 §2.3, §3, §4.8, §5, §8.4). */
export const distributionMessages = {
  empty: '보내거나 받은 증명서가 없어요.',
  emptyHint: '증명서를 제출하거나 다른 지갑에서 받으면 이곳에 기록돼요.',
  loadFailed: '보낸/받은 내역을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  retry: '다시 시도',
  sent: '보냄',
  received: '받음',
  more: (loaded: number, total: number) => `더 보기 (${loaded}/${total})`,
  loadingMore: '불러오는 중…',
  listLabel: '보낸/받은 증명서 내역',
  /** 000 §3 status labels: the sender's column and the receiver's. */
  senderLabels: { NOT_READ_YET: '열람전', READ: '열람완료', RETURNED: '반려됨', CANCELED: '보내기취소함' } satisfies Record<State, string>,
  receiverLabels: { NOT_READ_YET: '열람전', READ: '열람완료', RETURNED: '반려함', CANCELED: '보내기취소됨' } satisfies Record<State, string>,
  // The item layers.
  notFound: '내역을 찾을 수 없어요.',
  notFoundHint: '삭제됐거나 목록이 바뀌었어요. 목록을 새로고침해 주세요.',
  to: '받는 곳',
  from: '보낸 분',
  issuer: '발급기관',
  sentAt: '보낸 일시',
  period: '열람 기간',
  pin: '열람번호',
  // Each time is named for what happened then (beyond the spec, which gives lastUpdatedAt no label).
  readAt: '열람 일시',
  processedAt: '처리 일시',
  returnedAt: '반려 일시',
  canceledAt: '취소 일시',
  /** The receiving organisation marked the submission done at its desk (its 처리 일시). */
  processed: '처리 완료',
  /** The recipient deleted what it held of the submission: nothing is left to count down. */
  recipientDeleted: '삭제됨',
  reason: '반려 사유',
  view: '열람하기',
  cancel: '보내기 취소',
  reject: '반려하기',
  delete: '삭제',
  close: '닫기',
  sentTitle: '보낸 증명서',
  receivedTitle: '받은 증명서',
  // 000 §8.4 delete popup and toast.
  deleteTitle: '보낸/받은 증명서 내역을 삭제할까요?',
  deleteMessage: '삭제 후에는 복구가 불가합니다.',
  deleteCancel: '취소',
  deleteConfirm: '삭제',
  deleted: '보낸/받은 증명서 내역을 삭제했습니다.',
  // Cancelling a sending asks first too: the receiver loses the document. (The spec gives no words: 해요체.)
  cancelTitle: '보내기를 취소할까요?',
  cancelMessage: '취소하면 받는 곳에서 이 증명서를 열람할 수 없어요.',
  cancelKeep: '닫기',
  cancelConfirm: '보내기 취소',
  canceled: '보내기를 취소했어요.',
  // Deletion requests (beyond the spec): the sender asks, the recipient sees it and deletes.
  requestDeletion: '삭제 요청',
  requestDeletionHint: '받는 곳에서 열람한 증명서예요. 더 보관하지 않도록 삭제를 요청할 수 있어요.',
  requestDeletionTitle: '받는 곳에 삭제를 요청할까요?',
  requestDeletionMessage: '받는 곳에 이 제출로 보낸 증명서를 삭제해 달라고 요청해요. 받는 곳에서 삭제하면 이 내역에 삭제됨으로 표시돼요.',
  requestDeletionKeep: '닫기',
  requestDeletionConfirm: '삭제 요청',
  deletionRequested: '삭제를 요청했어요.',
  deletionRequest: '삭제 요청',
  requestedAt: (time: string) => `요청함 ${time}`,
  recipientDeletion: '받는 곳 삭제',
  deletedAt: (time: string) => `삭제됨 ${time}`,
  // A presentation's record (beyond the spec): 보낸 내역 lists what the citizen presented (필요한 정보만 제출).
  presentationTitle: '보낸 정보',
  presentationKind: '필요한 정보만 제출',
  purpose: '요청 이유',
  claimLabels: '보낸 정보',
  presentationDeletionHint: '받는 곳에 보낸 정보예요. 더 보관하지 않도록 삭제를 요청할 수 있어요.',
  presentationDeletionMessage: '받는 곳에 이번에 보낸 정보를 삭제해 달라고 요청해요. 받는 곳에서 삭제하면 이 내역에 삭제됨으로 표시돼요.',
  presentationDeletionElsewhere: '이 기관에는 지갑에서 삭제를 요청할 수 없어요. 보낸 정보를 삭제해 달라고 기관에 직접 요청해 주세요.',
  deletionRequestedShort: '삭제 요청함',
  deletionAsked: (time: string) => `보낸 분이 이 증명서를 삭제해 달라고 요청했어요 (${time}). 삭제해 주세요.`,
  // The reject layer (000 §2.3, §5).
  rejectTitle: '반려 사유 입력',
  rejectLabel: '반려 사유',
  rejectPlaceholder: '반려하는 이유를 입력해 주세요.',
  rejectHint: '입력한 사유는 보낸 분께 전달돼요.',
  rejectLimit: '(200자를 초과해서 입력할 수 없습니다)',
  rejectDone: '완료',
  rejected: '증명서를 반려했어요.',
  // The full-screen preview viewer.
  previewLoading: '증명서를 불러오고 있어요.',
  previewClose: '닫기',
} as const;

/**
 * 000 §3: the sender sees the sender's column, the receiver the receiver's; a sent record the
 * receiving organisation has marked done says 처리 완료.
 */
export function stateLabel(item: Pick<DistributionItem, 'type' | 'state' | 'processedAt'>): string {
  if (item.type === 'SUBMITTED' && item.processedAt) return distributionMessages.processed;
  return (item.type === 'SUBMITTED' ? distributionMessages.senderLabels : distributionMessages.receiverLabels)[item.state];
}

/** The viewing period as a row shows it: 삭제됨 once the recipient deleted it (nothing to count), else the days left. */
export function periodLabel(item: Pick<DistributionItem, 'type' | 'remainingDays' | 'recipientDeletedAt'>): { text: string; tone: 'expired' | 'warning' | 'normal' } {
  if (item.type === 'SUBMITTED' && item.recipientDeletedAt) return { text: distributionMessages.recipientDeleted, tone: 'expired' };
  const remaining = remainingDaysLabel(item.remainingDays);
  return { text: remaining.text, tone: toneOf(remaining) };
}

/** A presentation's row: 삭제됨 once this service's desk deleted it, 삭제 요청함 once asked, else nothing to add. */
export function presentationStatus(record: Pick<PresentationRecord, 'deletionRequestedAt' | 'recipientDeletedAt'>): { text: string; tone: 'expired' | 'normal' } | null {
  if (record.recipientDeletedAt) return { text: distributionMessages.recipientDeleted, tone: 'expired' };
  if (record.deletionRequestedAt) return { text: distributionMessages.deletionRequestedShort, tone: 'normal' };
  return null;
}
