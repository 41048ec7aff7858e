import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CATALOGUE_DIR, listCertificateSlugs, readCertificateFolder } from '../catalogue/index.ts';
import { staffLogin, deskCalls, JONGNO_BRANCH, submitTo } from '../desk/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { pdfText } from '../test/pdf-text.ts';
import { DAY_MS, kstDigits } from '../time.ts';
import { createSigned, postForm, waitForState } from './test-kit.ts';
import { documentExpiry, DOCUMENT_KEEP_DAYS, readValidity, validityWords, validUntil } from './validity.ts';

/** An instant in Korea: '2026-03-01 10:00' → ISO. */
const kst = (local: string): string => new Date(`${local.replace(' ', 'T')}:00+09:00`).toISOString();
/** The Korean calendar day an ISO instant falls on: '20260330'. */
const dayOf = (iso: string): string => kstDigits(iso).slice(0, 8);

describe('a certificate’s validity, counted from the day of issue in Korea', () => {
  it('"발급일로부터 30일": the day of issue is the first of the 30', () => {
    expect(dayOf(validUntil({ days: 30 }, kst('2026-03-01 10:00')))).toBe('20260330');
    expect(dayOf(validUntil({ days: 1 }, kst('2026-03-01 23:59')))).toBe('20260301');
    // 00:30 on 2 March in Korea is still 1 March in UTC: Korea's day counts.
    expect(dayOf(validUntil({ days: 30 }, kst('2026-03-02 00:30')))).toBe('20260331');
    // It ends when that day ends in Korea, not a moment earlier.
    expect(validUntil({ days: 30 }, kst('2026-03-01 10:00'))).toBe(new Date(Date.parse(kst('2026-03-31 00:00')) - 1).toISOString());
  });

  it('"발급일로부터 3개월": through the day before the same date, or the month’s last day when it has none', () => {
    expect(dayOf(validUntil({ months: 3 }, kst('2026-03-15 09:00')))).toBe('20260614');
    expect(dayOf(validUntil({ months: 3 }, kst('2026-03-01 09:00')))).toBe('20260531');
    expect(dayOf(validUntil({ months: 1 }, kst('2026-01-31 09:00')))).toBe('20260228');
    expect(dayOf(validUntil({ months: 1 }, kst('2028-01-31 09:00')))).toBe('20280229');
    expect(dayOf(validUntil({ months: 12 }, kst('2026-11-20 09:00')))).toBe('20271119');
  });

  it('the stored expiry is the validity’s end, or the wallet’s keep period for a certificate that states none', () => {
    const issued = kst('2026-03-01 10:00');
    expect(documentExpiry({ days: 30 }, issued)).toBe(validUntil({ days: 30 }, issued));
    expect(documentExpiry(null, issued)).toBe(new Date(Date.parse(issued) + DOCUMENT_KEEP_DAYS * DAY_MS).toISOString());
    expect(DOCUMENT_KEEP_DAYS).toBe(90);
  });

  it('reads as the document prints it; anything but a positive whole number of days or months states none', () => {
    expect([validityWords({ days: 30 }), validityWords({ months: 3 })]).toEqual(['발급일로부터 30일', '발급일로부터 3개월']);
    expect(readValidity('{"days":30}')).toEqual({ days: 30 });
    expect(readValidity({ months: 3 })).toEqual({ months: 3 });
    for (const value of [null, undefined, '', 'x', '{"days":0}', '{"days":1.5}', '{"weeks":2}', 30]) expect(readValidity(value)).toBeNull();
  });
});

/** Every certificate whose folder states a validity (data: no certificate is named here). */
const stating = listCertificateSlugs(DEFAULT_CATALOGUE_DIR).flatMap((slug) => {
  const validity = readValidity(readCertificateFolder(DEFAULT_CATALOGUE_DIR, slug).files.manifest?.validity);
  return validity ? [{ slug, validity }] : [];
});

/** 'YYYY년 MM월 DD일' (the PDF's), 'YYYY년 M월 D일' (the desk's) → 'YYYYMMDD'. */
const digitsOf = (date: string): string => date.replace(/(\d{4})년\s*(\d{1,2})월\s*(\d{1,2})일/, (_, y: string, m: string, d: string) => `${y}${m.padStart(2, '0')}${d.padStart(2, '0')}`);
const addDays = (yyyymmdd: string, days: number): string => {
  const date = new Date(Date.UTC(Number(yyyymmdd.slice(0, 4)), Number(yyyymmdd.slice(4, 6)) - 1, Number(yyyymmdd.slice(6, 8)) + days));
  return date.toISOString().slice(0, 10).replace(/-/g, '');
};

describe('one validity: the PDF prints it, the inbox counts down to it, the desk checks it', () => {
  let t: TestApp;
  let citizen: Cookies;
  beforeAll(async () => {
    t = await buildTestApp();
    citizen = await t.login('citizen');
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('the catalogue has a certificate that states one (else this proves nothing)', () => {
    expect(stating.length).toBeGreaterThan(0);
  });

  it.each(stating)('$slug: the printed validity, the inbox’s expiry and the desk’s line agree; past it the line fails in words', async ({ slug, validity }) => {
    const id = await createSigned(t, citizen, slug);
    const started = (await t.call('POST', `/api/v2/application/${id}`, citizen, { returnUrl: '/issue/back' })).json().result;
    if (started.applicationState === 'CHANNELING') await postForm(t, started.url, citizen, { action: 'verify' });
    const documentId = String((await waitForState(t, citizen, id, 'COMPLETE')).documentId);

    // The PDF: its validity and the last day it names.
    const text = await pdfText((await t.app.issuance.documents.file(documentId))!.pdf);
    const printed = new RegExp(`${validityWords(validity).replace(/\s/g, '')}\\((\\d{4}년\\d{2}월\\d{2}일)까지\\)`).exec(text);
    expect(printed, `the PDF of ${slug} prints its validity`).not.toBeNull();
    const lastDay = digitsOf(printed![1]!);

    // The inbox: the days it counts down end on that day.
    const inbox = (await t.call('GET', `/api/v2/inbox/${documentId}`, citizen)).json().result;
    expect(addDays(kstDigits(Date.now()).slice(0, 8), inbox.remainingDays)).toBe(lastDay);

    // The desk: the validity line names that day and passes.
    const desk = deskCalls(t, { cookies: await staffLogin(t, JONGNO_BRANCH.name) });
    const sent = await submitTo(t, citizen, JONGNO_BRANCH.id, [documentId]);
    const [document] = (await desk.open(sent.distributionId, sent.pin)).json().result.submission.documents;
    expect(document.expiresAt.slice(0, 8)).toBe(lastDay);
    expect(document.validity).toBe(validityWords(validity));
    const line = document.checks.find((check: { check: string }) => check.check === 'NOT_EXPIRED');
    expect(line.passed).toBe(true);
    expect(digitsOf(/\d{4}년 \d{1,2}월 \d{1,2}일/.exec(line.message)![0])).toBe(lastDay);
    expect(line.message).toContain(validityWords(validity));

    // A clock past that day: the line fails, in words, and the inbox says 만료.
    const nextDay = addDays(lastDay, 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${nextDay.slice(0, 4)}-${nextDay.slice(4, 6)}-${nextDay.slice(6, 8)}T09:00:00+09:00`));
    const later = deskCalls(t, { cookies: await staffLogin(t, JONGNO_BRANCH.name) });
    const [past] = (await later.detail(sent.distributionId)).json().result.documents;
    const failed = past.checks.find((check: { check: string }) => check.check === 'NOT_EXPIRED');
    expect(failed).toMatchObject({ passed: false, message: expect.stringContaining('끝났어요') });
    expect(digitsOf(/\d{4}년 \d{1,2}월 \d{1,2}일/.exec(failed.message)![0])).toBe(lastDay);
    expect(past.genuine).toBe(false);
    expect((await t.call('GET', `/api/v2/inbox/${documentId}`, await t.login('citizen'))).json().result.remainingDays).toBe(-1);
  });
});
