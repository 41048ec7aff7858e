import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEvent } from '../../../contracts/generated/api.ts';
import { ACTIVITY_KINDS, activityDetail, activityLabel } from '../../../shared/activity.ts';
import activityKindSchema from '../../../contracts/api/activity-kind.json' with { type: 'json' };
import { CSV_HEADER, csvCell } from '../../activity/export.ts';
import { logOf, makeOnceLink, wrongPin } from '../../activity/test-kit.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import { seededWalletAddress } from '../../wallet-address.ts';

const RESIDENT = 'seed-citizen-resident-copy';
const HEALTH = 'seed-citizen-health-history';
/** Typed by the other party: it must reach a spreadsheet as text, never as a formula. */
const FORMULA_REASON = '=HYPERLINK("http://evil.example","열기")';

let t: TestApp;
let citizen: Cookies;
let receiver: Cookies;
let submission: string;

beforeAll(async () => {
  t = await buildTestApp();
  citizen = await t.login('citizen');
  receiver = await t.login('receiver', { device: 'receiver-phone' });
  // The citizen views, shares (a wrong PIN, then the right one), submits to receiver; receiver opens and rejects.
  await t.call('GET', `/api/v2/inbox/${RESIDENT}/viewer`, citizen);
  const link = await makeOnceLink(t, citizen, [RESIDENT, HEALTH]);
  await t.call('POST', `/api/v2/shared/${link.token}/pin`, {}, { pinCode: wrongPin(link.pinCode) });
  await t.call('POST', `/api/v2/shared/${link.token}/pin`, {}, { pinCode: link.pinCode });
  const sent = await t.call('POST', '/api/v1/submission', citizen, { agreed: false, documentIds: [RESIDENT], receiverAddress: seededWalletAddress('receiver') });
  submission = sent.json().result.distributionId;
  await t.call('GET', `/api/v2/distribution/${submission}/document/${RESIDENT}/viewer`, receiver);
  await t.call('POST', `/api/v2/distribution/${submission}/document/${RESIDENT}/reject?reason=${encodeURIComponent(FORMULA_REASON)}`, receiver);
});
afterAll(() => t.close());

const events = async (cookies: Cookies, query = ''): Promise<ActivityEvent[]> => {
  const response = await logOf(t, cookies, query);
  expect(response.statusCode).toBe(200);
  return response.json().result;
};

describe('GET /api/v2/activity: the signed-in citizen’s own log', () => {
  it('lists every event newest first, each with when, what, which documents and the other party', async () => {
    const log = await events(citizen, '?pageSize=100');
    expect(log.map((event) => event.kind).slice(0, 7)).toEqual([
      'REJECTED',
      'RECIPIENT_OPENED',
      'SUBMITTED',
      'ONCE_LINK_OPENED',
      'ONCE_LINK_WRONG_PIN',
      'ONCE_LINK_CREATED',
      'VIEWED',
    ]);
    expect(log.every((event) => /^\d{14}$/.test(event.at))).toBe(true);
    expect([...log].map((event) => event.at)).toEqual([...log].map((event) => event.at).sort().reverse());
    const [rejected, opened, submitted, shareOpened, wrong] = log;
    expect(rejected).toMatchObject({ perspective: 'OWNER', counterpart: '이서연', detail: FORMULA_REASON, distributionId: submission, documents: [{ id: RESIDENT, name: '주민등록표 등본' }] });
    expect(opened).toMatchObject({ perspective: 'OWNER', counterpart: '이서연', distributionId: submission });
    expect(submitted).toMatchObject({ perspective: 'OWNER', counterpart: '이서연', distributionId: submission });
    // The one order of documents (by name), whatever order they were shared in.
    expect(shareOpened?.documents.map((document) => document.id)).toEqual([HEALTH, RESIDENT]);
    expect(wrong?.detail).toBe('4');
  });

  it('the other wallet reads the events it took part in from its side, and nothing else of the citizen’s', async () => {
    const theirs = await events(receiver, '?pageSize=100');
    expect(theirs.filter((event) => event.distributionId === submission).map((event) => [event.kind, event.perspective, event.counterpart])).toEqual([
      ['REJECTED', 'OTHER', '김민준'],
      ['RECIPIENT_OPENED', 'OTHER', '김민준'],
      ['SUBMITTED', 'OTHER', '김민준'],
    ]);
    expect(theirs.map((event) => event.kind)).not.toContain('VIEWED');
    expect(theirs.map((event) => event.kind)).not.toContain('ONCE_LINK_CREATED');
    // Another citizen sees none of it, even asking for the document by its id.
    const stranger = await t.login('guest', { device: 'guest-phone' });
    expect(await events(stranger)).toEqual([]);
    expect(await events(stranger, `?documentId=${RESIDENT}`)).toEqual([]);
  });

  it('pages like the inbox, with the whole count', async () => {
    const all = await events(citizen, '?pageSize=100');
    const first = (await logOf(t, citizen, '?pageSize=3')).json();
    const second = (await logOf(t, citizen, '?pageSize=3&pageNumber=2')).json();
    expect(first.totalCount).toBe(all.length);
    expect([...first.result, ...second.result].map((event: ActivityEvent) => event.id)).toEqual(all.slice(0, 6).map((event) => event.id));
    expect((await logOf(t, citizen, '?pageNumber=1000')).json()).toEqual({ result: [], totalCount: all.length });
  });

  it('filters by document and by kind (repeatable)', async () => {
    const health = await events(citizen, `?documentId=${HEALTH}&pageSize=100`);
    expect(health.map((event) => event.kind)).toEqual(['ONCE_LINK_OPENED', 'ONCE_LINK_WRONG_PIN', 'ONCE_LINK_CREATED']);
    const kinds = await events(citizen, '?kind=VIEWED&kind=SUBMITTED&pageSize=100');
    expect(kinds.map((event) => event.kind)).toEqual(['SUBMITTED', 'VIEWED']);
    const both = (await logOf(t, citizen, `?kind=ONCE_LINK_CREATED&documentId=${HEALTH}`)).json();
    expect(both.totalCount).toBe(1);
  });

  it.each([
    ['pageNumber=0'],
    ['pageSize=101'],
    ['pageSize=0'],
    ['kind=NOPE'],
    ['kind=VIEWED&kind=VIEWED'],
    ['documentId=..%2Fx'],
    [`documentId=${'x'.repeat(101)}`],
    ['extra=1'],
  ])('%s answers 400 INVALID_PARAM', async (query) => {
    const response = await logOf(t, citizen, `?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_PARAM');
  });

  it('needs a session; the documents its filter offers are those its events name', async () => {
    expect((await logOf(t, {})).statusCode).toBe(401);
    const documents = (await t.call('GET', '/api/v2/activity/documents', citizen)).json().result;
    expect(documents).toEqual([
      { id: RESIDENT, name: '주민등록표 등본' },
      { id: HEALTH, name: '건강보험 자격득실 확인서' },
    ]);
  });

  it('the kinds of the API schema are the shared rule’s kinds', () => {
    expect(activityKindSchema.enum).toEqual([...ACTIVITY_KINDS]);
  });
});

/** A CSV file's rows (RFC 4180: quoted cells, doubled quotes, CRLF between rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    rows.at(-1)?.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      endCell();
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push([]);
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows.filter((row) => row.length > 0);
}

describe('GET /api/v2/activity/export: the whole log and the held documents', () => {
  it('JSON: each event names its kind, time, documents and the other party, in the log’s order', async () => {
    const response = await t.call('GET', '/api/v2/activity/export?format=json', citizen);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="jigap-activity-\d{8}\.json"; filename\*=UTF-8''/);
    const body = response.json();
    const log = await events(citizen, '?pageSize=100');
    expect(body.holder).toBe('김민준');
    expect(body.events.map((event: { kind: string }) => event.kind)).toEqual(log.map((event) => event.kind));
    expect(body.events[0]).toEqual({
      kind: 'REJECTED',
      label: '반려됨',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/),
      perspective: 'OWNER',
      documents: [{ id: RESIDENT, name: '주민등록표 등본' }],
      counterpart: '이서연',
      detail: FORMULA_REASON,
    });
    expect(body.events[0].at.replace(/\D/g, '').slice(0, 14)).toBe(log[0]?.at);
    expect(body.documents.map((document: { id: string }) => document.id)).toContain(RESIDENT);
  });

  it('CSV: UTF-8 with a BOM, the same rows as the JSON, then the held documents; a typed formula stays text', async () => {
    const response = await t.call('GET', '/api/v2/activity/export?format=csv', citizen);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([...CSV_HEADER]);
    const json = (await t.call('GET', '/api/v2/activity/export?format=json', citizen)).json();
    const eventRows = rows.filter((row) => row[0] === '이용 기록');
    expect(eventRows.map((row) => [row[2], row[5]])).toEqual(
      json.events.map((event: { label: string; counterpart: string | null }) => [event.label, event.counterpart ?? '']),
    );
    expect(eventRows.map((row) => row[1])).toEqual(json.events.map((event: { at: string }) => event.at.slice(0, 19).replace('T', ' ')));
    expect(eventRows[0]?.[6]).toBe(`'${FORMULA_REASON}`);
    expect(eventRows[0]?.[6]).toBe(`'${activityDetail('REJECTED', FORMULA_REASON)}`);
    expect(eventRows[0]?.[2]).toBe(activityLabel('REJECTED', 'OWNER'));
    const held = rows.filter((row) => row[0] === '보유 증명서');
    expect(held.map((row) => row[4])).toEqual(json.documents.map((document: { id: string }) => document.id));
    // 남은 일수 is a number, an expired document's below 0 too: no formula guard in front of it.
    expect(held.map((row) => row[8])).toEqual(json.documents.map((document: { remainingDays: number }) => String(document.remainingDays)));
    expect(held.some((row) => /^-\d+$/.test(row[8] ?? ''))).toBe(true);
  });

  it('the formula guard: text starting =, +, -, @ is quoted as text; a number, negative or not, stays a number', () => {
    expect(['-15', '0', '12', '-3.5'].map(csvCell)).toEqual(['-15', '0', '12', '-3.5']);
    expect(['-cmd', '=1+1', '+82', '@SUM(A1)', '-1-1'].map(csvCell)).toEqual(["'-cmd", "'=1+1", "'+82", "'@SUM(A1)", "'-1-1"]);
  });

  it.each([[''], ['format=xml'], ['format=json&format=csv']])('?%s answers 400 INVALID_PARAM; no session 401', async (query) => {
    expect((await t.call('GET', `/api/v2/activity/export?${query}`, citizen)).json().code).toBe('INVALID_PARAM');
    expect((await t.call('GET', '/api/v2/activity/export?format=csv', {})).statusCode).toBe(401);
  });
});
