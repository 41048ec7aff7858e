import { describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../../contracts/generated/api';
import { activityUrl } from './api';
import { describeEvent, groupByDay, isCategory, targetOf } from './activity-logic';

const event = (extra: Partial<ActivityEvent>): ActivityEvent => ({
  id: 'e1',
  kind: 'SUBMITTED',
  at: '20261128143005',
  perspective: 'OWNER',
  counterpart: '이서연',
  documents: [{ id: 'D1', name: '주민등록표 등본' }],
  distributionId: 'dv1',
  detail: null,
  ...extra,
});

describe('how an event reads (the same words as the export, shared/activity.ts)', () => {
  it('what, which documents, the other party as the reader’s side sees it, when (Korea time)', () => {
    expect(describeEvent(event({}))).toEqual({
      label: '제출',
      documents: '주민등록표 등본',
      counterpart: '받는 곳 이서연',
      detail: '',
      time: '2026.11.28 14:30',
      dateTime: '2026-11-28T14:30:05+09:00',
    });
    expect(describeEvent(event({ perspective: 'OTHER', counterpart: '김민준' }))).toMatchObject({ label: '받음', counterpart: '보낸 분 김민준' });
    expect(describeEvent(event({ kind: 'REJECTED', detail: '다른 증명서가 필요해요' }))).toMatchObject({ label: '반려됨', detail: '다른 증명서가 필요해요' });
    expect(describeEvent(event({ kind: 'REJECTED', perspective: 'OTHER' })).label).toBe('반려함');
  });

  it('the tries left, the days left, why a recipient deleted; several documents in a few words', () => {
    const share = event({ kind: 'ONCE_LINK_WRONG_PIN', counterpart: null, distributionId: null, detail: '4', documents: [{ id: 'D1', name: '등본' }, { id: 'D2', name: '초본' }] });
    expect(describeEvent(share)).toMatchObject({ label: '1회용 링크 비밀번호 틀림', documents: '등본 외 1건', counterpart: null, detail: '남은 횟수 4회' });
    expect(describeEvent(event({ kind: 'EXPIRING', detail: '9' })).detail).toBe('9일 뒤 만료돼요');
    expect(describeEvent(event({ kind: 'EXPIRING', detail: '0' })).detail).toBe('오늘 만료돼요');
    expect(describeEvent(event({ kind: 'RECIPIENT_DELETED', detail: 'REQUESTED' }))).toMatchObject({ label: '받는 곳에서 삭제됨', detail: '삭제 요청에 따라' });
  });
});

describe('where a row can be acted on', () => {
  it('a submission’s event opens the reader’s record (sent or received); a document’s its viewer; a failed application the applications', () => {
    expect(targetOf(event({}))).toEqual({ to: 'record', layer: 'submitted/dv1/D1' });
    expect(targetOf(event({ perspective: 'OTHER' }))).toEqual({ to: 'record', layer: 'received/dv1/D1' });
    expect(targetOf(event({ kind: 'VIEWED', distributionId: null }))).toEqual({ to: 'document', documentId: 'D1' });
    expect(targetOf(event({ kind: 'APPLICATION_FAILED', distributionId: null, documents: [{ id: null, name: '납세증명서' }] }))).toEqual({ to: 'applications' });
    // A presentation's events name its record (wp_…): they open it in 보낸 내역.
    const record = `wp_${'0a'.repeat(12)}`;
    for (const kind of ['PRESENTED', 'DELETION_REQUESTED', 'RECIPIENT_DELETED'] as const) {
      expect(targetOf(event({ kind, distributionId: record }))).toEqual({ to: 'record', layer: `presented/${record}` });
    }
  });

  it('nothing to open once it is gone', () => {
    expect(targetOf(event({ kind: 'DELETED', distributionId: null }))).toBeNull();
    expect(targetOf(event({ kind: 'RECORD_DELETED' }))).toBeNull();
    expect(targetOf(event({ kind: 'RECIPIENT_DELETED', perspective: 'OTHER' }))).toBeNull();
    expect(targetOf(event({ kind: 'RECIPIENT_DELETED' }))).toEqual({ to: 'record', layer: 'submitted/dv1/D1' });
  });
});

describe('the list and its query', () => {
  it('groups newest-first events under their Korean day', () => {
    const events = [event({ id: 'a', at: '20261128010000' }), event({ id: 'b', at: '20261128000000' }), event({ id: 'c', at: '20261127235959' })];
    expect(groupByDay(events).map((day) => [day.date, day.events.map((e) => e.id)])).toEqual([
      ['2026.11.28', ['a', 'b']],
      ['2026.11.27', ['c']],
    ]);
  });

  it('asks for a category’s kinds one by one (kind=A&kind=B) and for one document', () => {
    expect(activityUrl({}, 1)).toBe('/api/v2/activity?pageNumber=1&pageSize=20');
    expect(activityUrl({ documentId: 'D1', category: 'view' }, 2)).toBe('/api/v2/activity?pageNumber=2&pageSize=20&documentId=D1&kind=VIEWED&kind=DOWNLOADED');
    expect(isCategory('share')).toBe(true);
    expect(isCategory('toString')).toBe(false);
    expect(isCategory(null)).toBe(false);
  });
});
