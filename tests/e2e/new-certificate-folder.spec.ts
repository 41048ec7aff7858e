import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simLogin, type Session } from '../../bench/lib/session';
import { pdfPages, squash } from '../../server/test/pdf-text';
import { pdfsig } from '../../server/test/pdfsig';
import { redeemWithSphereon, verifyWithMeeco } from '../../server/credentials/test-kit';
import { startServer, type TestServer } from './harness';

/**
 * The maintainer's promise: a new certificate whose document shows new facts is one folder and
 * nothing else. A copy of this tree gets the pet-registration folder (a manifest, a form, a
 * document showing the pet's registration number, name and breed, and agency.json with the
 * agency's facts about pets); cert:check accepts it; the server started on that copy issues it
 * through the API; the signed PDF shows the pet; the document is a verifiable credential too,
 * which another wallet takes and which holds the pet as the PDF shows it. No other file of the
 * copy changes.
 */
const ROOT = process.cwd();
const FIXTURE = join(ROOT, 'tests', 'fixtures', 'certificates', 'pet-registration');
const SLUG_DIR = join('certificates', 'pet-registration');

const fingerprint = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.name === 'node_modules' || entry.name === 'data') return [];
    return entry.isDirectory() ? filesUnder(full, base) : [relative(base, full)];
  });
}

describe('a new certificate is one folder, its agency’s facts included', () => {
  let copy: string;
  let tree: string[];
  let server: TestServer;
  let session: Session;
  let documentId = '';

  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'jigap-new-certificate-'));
    // The tree as a maintainer has it: every file git knows of (committed or new), the installed packages.
    tree = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && existsSync(join(ROOT, file)));
    for (const file of tree) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(ROOT, file), join(copy, file));
    }
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
    cpSync(FIXTURE, join(copy, SLUG_DIR), { recursive: true });
  });

  afterAll(async () => {
    await server?.stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('cert:check accepts the copy with the folder in it', () => {
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/cert-check.ts'], { cwd: copy, encoding: 'utf8' });
    expect(check.stdout + check.stderr).toMatch(/✓ \d+ certificates/);
    expect(check.status).toBe(0);
  });

  it('the server on the copy issues it: applied, signed by the agency, the PDF showing the pet from agency.json', async () => {
    server = await startServer({ JIGAP_SIM_LATENCY_MS: '50' }, copy);
    session = await simLogin(server.url, 'citizen');
    const headers = { cookie: session.cookieHeader, accept: 'application/json', 'content-type': 'application/json', origin: server.url };
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(server.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      expect(response.status, `${method} ${path}`).toBe(200);
      return ((await response.json()) as { result: Record<string, unknown> }).result;
    };
    const sample = JSON.parse(readFileSync(join(FIXTURE, 'sample.json'), 'utf8')) as Record<string, unknown>;
    const created = await call('POST', '/api/v2/application', { data: { 문서종류: '동물등록증명서', ...sample }, returnUrl: '/home/apply', noCallback: true });
    const signed = await fetch(server.url + String(created.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: session.cookieHeader, 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: 'action=sign',
    });
    expect(signed.status).toBe(302);
    await call('POST', `/api/v2/application/${String(created.id)}`, {});
    let application: Record<string, unknown> = {};
    for (let poll = 0; poll < 60 && application.state !== 'COMPLETE'; poll++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      application = await call('GET', `/api/v2/application/${String(created.id)}`);
      expect(application.state).not.toBe('FAIL');
    }
    expect(application.state).toBe('COMPLETE');
    documentId = String(application.documentId);
    const viewer = await call('GET', `/api/v2/inbox/${String(application.documentId)}/viewer`);
    const pdf = new Uint8Array(await (await fetch(server.url + String(viewer.url), { headers: { cookie: session.cookieHeader } })).arrayBuffer());

    const text = squash((await pdfPages(pdf)).join('\n'));
    // The pet, from the folder's agency.json (the citizen's record there); the holder, from the shared facts.
    for (const shown of ['동물등록증명서', '등록동물', '410123456789012', '보리', '진돗개', '김민준']) expect(text).toContain(shown);
    // Signed by the issuer its manifest names, as poppler's pdfsig reads the file.
    const report = pdfsig(pdf);
    expect(report).toContain('Signer Certificate Common Name: 농림축산식품부');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
  });

  it('the folder is a credential type too: another wallet takes the document’s credential, which holds the pet as the PDF shows it', async () => {
    const type = (await (await fetch(`${server.url}/vct/pet-registration`)).json()) as { display: { locale: string; name: string }[] };
    expect(type.display).toEqual([
      { locale: 'ko-KR', name: '동물등록증명서' },
      { locale: 'en', name: 'Pet registration' },
    ]);
    const headers = { cookie: session.cookieHeader, accept: 'application/json', origin: server.url };
    const offered = await fetch(`${server.url}/api/v2/inbox/${documentId}/credential-offer`, { method: 'POST', headers });
    expect(offered.status).toBe(200);
    const { offer, txCode } = ((await offered.json()) as { result: { offer: string; txCode: string } }).result;
    const { credential } = await redeemWithSphereon(offer, txCode);
    const rootPem = await (await fetch(`${server.url}/ca/jigap-demo-root.crt`)).text();
    const verified = await verifyWithMeeco(credential, rootPem);
    expect(verified.signed.vct).toBe(`${server.url}/vct/pet-registration`);
    expect(verified.claims).toMatchObject({ pet: { registrationNumber: '410123456789012', name: '보리', breed: '진돗개' } });
  });

  it('nothing outside the folder changed: every other file of the copy is the tree’s own', () => {
    const inCopy = filesUnder(copy).filter((file) => !file.startsWith(SLUG_DIR));
    expect(inCopy.sort()).toEqual([...tree].sort());
    for (const file of inCopy) expect(fingerprint(join(copy, file)), file).toBe(fingerprint(join(ROOT, file)));
    expect(readdirSync(join(copy, SLUG_DIR)).sort()).toEqual(['agency.json', 'certificate.json', 'document.json', 'sample.json', 'schema.json', 'ui.json']);
  });
});
