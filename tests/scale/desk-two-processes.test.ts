import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededWalletAddress } from '../../server/wallet-address.ts';
import { call, login, signIn, twoServers, type Cookies } from './scale-kit.ts';

// The organisation's desk on two server processes sharing one PostgreSQL: the staff member's desk
// session, the 열람번호 tries and the lock, the opening, the processed mark and its
// Idempotency-Key, and the retention round's lease all live in the database, so it does not
// matter which process answers. Runs with JIGAP_TEST_DATABASE_URL (`npm run test:pg`).

const servers = twoServers('jigap_desk', { JIGAP_DESK_RETENTION_DAYS: '14' });
let citizen: Cookies;
let staff: Cookies;

beforeAll(async () => {
  citizen = await login(servers.a, 'citizen');
  staff = await signIn(servers.b, `/sim/org-login?organisation=${encodeURIComponent('한빛은행 종로지점')}`);
});

const submit = async (documentIds: string[]) => {
  const answer = await call(servers.a, 'POST', '/api/v1/submission', citizen, { agreed: true, documentIds, receiverAddress: seededWalletAddress('recipient-hanbit-bank-02') });
  expect(answer.status, answer.text).toBe(200);
  return answer.json().result as { distributionId: string; pin: string };
};
const wrong = (pin: string) => (pin === '000000' ? '999999' : '000000');
const either = (i: number) => (i % 2 ? servers.a : servers.b);

describe('the desk on two server processes sharing one PostgreSQL', () => {
  it('a staff session made on one process is served by the other; what the citizen submitted through A is on the desk through both', async () => {
    const sent = await submit(['seed-citizen-resident-copy']);
    for (const server of [servers.a, servers.b]) {
      const list = await call(server, 'GET', `/api/v1/desk/submissions?keyword=${sent.pin}`, staff);
      expect(list.status, list.text).toBe(200);
      expect((list.json() as unknown as { totalCount: number }).totalCount).toBe(1);
    }
  });

  it('ten wrong 열람번호 at once across both processes count to five and lock it once', async () => {
    const sent = await submit(['seed-citizen-tax-paid']);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(either(i), 'POST', `/api/v1/desk/submissions/${sent.distributionId}/open`, staff, { viewingNumber: wrong(sent.pin) })),
    );
    for (const answer of answers) expect([200, 423], answer.text).toContain(answer.status);
    expect(await servers.count('SELECT failed_attempts AS n FROM desk_submissions WHERE distribution_id = $1', [sent.distributionId])).toBe(5);
    expect(await servers.count("SELECT COUNT(*) AS n FROM desk_events WHERE distribution_id = $1 AND kind = 'LOCKED'", [sent.distributionId])).toBe(1);
    const right = await call(servers.a, 'POST', `/org/v1/submissions/${sent.distributionId}/open`, '', { viewingNumber: sent.pin }, { authorization: 'Bearer demo-org-hanbit-bank-02' });
    expect(right.status).toBe(423);
  });

  it('the right 열람번호 six times at once across both: it opens once, its documents are read and copied once', async () => {
    const sent = await submit(['seed-citizen-resident-abstract', 'seed-citizen-premium-paid']);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(either(i), 'POST', `/api/v1/desk/submissions/${sent.distributionId}/open`, staff, { viewingNumber: sent.pin })),
    );
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.json().result.accepted).toBe(true);
    }
    expect(await servers.count("SELECT COUNT(*) AS n FROM desk_events WHERE distribution_id = $1 AND kind = 'OPENED'", [sent.distributionId])).toBe(1);
    expect(await servers.count('SELECT COUNT(*) AS n FROM desk_files WHERE distribution_id = $1', [sent.distributionId])).toBe(2);
    expect(await servers.count("SELECT COUNT(*) AS n FROM distributions WHERE distribution_id = $1 AND state = 'READ'", [sent.distributionId])).toBe(4);

    const key = `desk-scale-${randomBytes(6).toString('hex')}`;
    const marks = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(either(i), 'POST', `/api/v1/desk/submissions/${sent.distributionId}/processed`, staff, undefined, { 'idempotency-key': key })),
    );
    for (const mark of marks) expect(mark.status, mark.text).toBe(200);
    expect(new Set(marks.map((mark) => mark.text)).size).toBe(1);
    expect(await servers.count("SELECT COUNT(*) AS n FROM desk_events WHERE distribution_id = $1 AND kind = 'PROCESSED'", [sent.distributionId])).toBe(1);
  });

  it('the retention round is leased to one process at a time', async () => {
    await expect.poll(() => servers.count("SELECT COUNT(*) AS n FROM task_leases WHERE name = 'desk-retention' AND locked_by IS NOT NULL"), { timeout: 20_000 }).toBe(1);
  });
});
