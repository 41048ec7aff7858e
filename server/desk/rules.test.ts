import { describe, expect, it } from 'vitest';
import type { PdfInspection } from '../issuance/verify.ts';
import { deletesAt, maskName } from './rules.ts';
import { verdictLines } from './verdict.ts';

const now = Date.parse('2026-11-23T03:00:00Z'); // 12:00 in Korea, 23 November
const fresh = '2026-12-01T00:00:00Z';
const stale = '2026-11-22T00:00:00Z';

it('deletion: an opened submission its retention days after opening; an unopened one when its last expiry day is over in Korea', () => {
  expect(deletesAt({ opened_at: '2026-11-20T10:00:00Z', expires_at: fresh }, 30)).toBe('2026-12-20T10:00:00.000Z');
  // 2026-12-01T00:00Z is 09:00 on 1 December in Korea: deleted when 2 December begins there.
  expect(deletesAt({ opened_at: null, expires_at: fresh }, 30)).toBe('2026-12-01T15:00:00.000Z');
});

it('a sender’s name keeps its first and last letters', () => {
  expect(['김민준', '이수', '남궁민수', '김', ' 박지훈 '].map(maskName)).toEqual(['김*준', '이*', '남**수', '김', '박*훈']);
});

describe('verdict lines, in words a clerk understands', () => {
  const genuine: PdfInspection = {
    pdf: true,
    signed: true,
    signatureValid: true,
    unaltered: true,
    issuer: { issuerName: '행정안전부', subject: 'CN=행정안전부' },
    document: { id: 'doc-1' } as PdfInspection['document'],
  };
  const record = { document_id: 'doc-1', expires_at: fresh, state: 'READ' as const, validity: '{"days":30}' };
  const lines = (inspection: PdfInspection | null, document: typeof record | (Omit<typeof record, 'validity'> & { validity: string | null }) = record): Record<string, [boolean | null, string]> =>
    Object.fromEntries(verdictLines(inspection, document, now).map((line) => [line.check, [line.passed, line.message]]));

  it('a genuine, current document passes every line, in order', () => {
    expect(verdictLines(genuine, record, now).map((line) => [line.check, line.passed])).toEqual([
      ['SIGNATURE', true],
      ['CHAIN', true],
      ['UNALTERED', true],
      ['NOT_EXPIRED', true],
      ['NOT_REVOKED', true],
      ['NOT_CANCELED', true],
    ]);
    expect(lines(genuine).CHAIN).toEqual([true, '행정안전부의 서명 인증서가 인증기관에서 발급된 것이 확인됐어요.']);
    expect(lines(genuine).NOT_EXPIRED).toEqual([true, '발급일로부터 30일, 2026년 12월 1일까지 유효해요.']);
  });

  it('each failure says what is wrong', () => {
    expect(lines({ ...genuine, signed: false, signatureValid: false, unaltered: false, issuer: null, document: null }).SIGNATURE).toEqual([
      false,
      '문서에 전자서명이 없어요. 전자증명서 원본이 아닐 수 있으니 보낸 분께 원본을 다시 요청해 주세요.',
    ]);
    expect(lines({ ...genuine, signatureValid: false }).SIGNATURE?.[0]).toBe(false);
    expect(lines({ ...genuine, issuer: null, document: null }).CHAIN).toEqual([false, '서명한 인증서가 인증기관에서 발급된 것이 아니에요. 위조된 문서일 수 있으니 보낸 분께 원본을 다시 요청해 주세요.']);
    expect(lines({ ...genuine, document: { id: 'doc-2' } as PdfInspection['document'] }).CHAIN?.[1]).toContain('제출된 증명서와 달라요');
    expect(lines(genuine, { ...record, expires_at: stale }).NOT_EXPIRED).toEqual([false, '유효기간(발급일로부터 30일)이 2026년 11월 22일에 끝났어요. 지금은 효력이 없는 증명서예요.']);
  });

  it('a document that states no validity is neither passed nor failed on it: the line says it states none', () => {
    const [passed, message] = lines(genuine, { ...record, validity: null }).NOT_EXPIRED!;
    expect(passed).toBeNull();
    expect(message).toBe('증명서에 유효기간이 적혀 있지 않아요. 언제 발급된 증명서까지 받을지는 기관의 기준에 따라 판단해 주세요.');
    // …and the document is still genuine: its other lines decide.
    expect(verdictLines(genuine, { ...record, validity: null }, now).every((line) => line.passed !== false)).toBe(true);
  });

  it('a document its agency revoked says 폐기된 증명서 with the date, however genuine its signature', () => {
    const revoked = { ...genuine, document: { id: 'doc-1', revokedAt: '2026-11-25T03:00:00.000Z' } as PdfInspection['document'] };
    expect(lines(revoked).NOT_REVOKED).toEqual([false, '폐기된 증명서예요. 발급기관이 2026년 11월 25일에 폐기해 효력이 없어요.']);
    expect(lines(revoked).SIGNATURE?.[0]).toBe(true);
    expect(lines(genuine).NOT_REVOKED).toEqual([true, '발급기관이 폐기하지 않은 증명서예요.']);
  });

  it('a cancelled document is not read: only the expiry and the cancellation are judged', () => {
    const canceled = lines(null, { ...record, state: 'CANCELED' as never });
    expect([canceled.SIGNATURE?.[0], canceled.CHAIN?.[0], canceled.UNALTERED?.[0], canceled.NOT_REVOKED?.[0]]).toEqual([null, null, null, null]);
    expect(canceled.NOT_CANCELED).toEqual([false, '보낸 분이 열람 전에 제출을 취소했어요.']);
  });
});
