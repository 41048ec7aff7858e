import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedFolderCatalogue } from '../plugins/catalogue.ts';
import { projectRoot } from '../schemas.ts';
import { recipientWallets } from '../db/seed-data/partners.ts';
import { buildTestApp, type Cookies, type TestApp } from '../test/build-test-app.ts';
import { DEFAULT_PACKAGES_DIR, definePackage, loadPackages, PackageError } from './load-packages.ts';
import { createPackage, DISABILITY, info, PARTNER_AUTH, requestPackage, signedPackage, startAndPass, waitForPackage } from './test-kit.ts';
import type { PackageFile } from './types.ts';

const catalogue = cachedFolderCatalogue();
const formOf = (edoc: string) => catalogue.form(edoc);
const FIXTURE_DIR = join(projectRoot, 'tests/fixtures/packages');
const seeded = (key: string) => JSON.parse(readFileSync(join(DEFAULT_PACKAGES_DIR, `${key}.json`), 'utf8')) as PackageFile;

describe('packages are data (server/packages/<key>.json)', () => {
  const packages = loadPackages(DEFAULT_PACKAGES_DIR, formOf);

  it('the three seeded packages load, with the documents of DESIGN §6', () => {
    expect([...packages.keys()].sort()).toEqual(['disability-benefit', 'loan-basic', 'veteran-benefit']);
    expect(packages.get('loan-basic')?.documentNames).toEqual(['주민등록표 등본', '건강보험 자격득실 확인서']);
    expect(packages.get('veteran-benefit')?.inputs.map((step) => step.kind)).toEqual(['patriot-number']);
    expect(packages.get('disability-benefit')?.documentNames).toEqual(['장애인증명서']);
  });

  it("every package delivers to a seeded recipient wallet", () => {
    const addresses = recipientWallets.map((wallet) => wallet.walletAddress);
    for (const definition of packages.values()) expect(addresses).toContain(definition.recipientAddress);
  });

  it('a package whose required field no input step can ask is refused, naming the field', () => {
    const broken = { ...seeded('disability-benefit'), documents: [{ edoc: '장애인증명서', defaults: { 발급내용: [] } }] };
    const result = definePackage('disability-benefit.json', broken, formOf);
    expect(result.definition).toBeUndefined();
    expect(result.problems.map((p) => p.message)).toEqual(["장애인증명서: 사용용도 needs a default (no input step asks a 'issue-purpose' field)"]);
  });

  it.each([
    ['an unknown certificate', { documents: [{ edoc: '없는증명서' }] }, '없는증명서: no certificate folder has this edoc path'],
    ['a court certificate', { documents: [{ edoc: '가족관계증명서', defaults: {} }] }, 'court certificates'],
    ['a default that is no field', { documents: [{ edoc: '건강보험자격득실확인서', defaults: { 발급대상: '본인', 주민등록번호표기: '전체표기', 색상: '빨강' } }] }, 'defaults.색상'],
    ['a file name that is not the key', { package: 'other-name' }, 'must be in other-name.json'],
    ['a missing return url', { appSchemeBundle: { cancel: { url: '/x' } } }, "must have required property 'success'"],
    ['a foreign http url', { appSchemeBundle: { ...seeded('loan-basic').appSchemeBundle, cancel: { url: 'http://evil.example/' } } }, 'must match pattern'],
  ])('refuses %s', (_name, override, message) => {
    const result = definePackage('loan-basic.json', { ...seeded('loan-basic'), ...override }, formOf);
    expect(result.definition).toBeUndefined();
    expect(result.problems.map((p) => p.message).join('\n')).toContain(message);
  });

  it('a broken file stops loading with every problem listed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jigap-packages-'));
    try {
      writeFileSync(join(dir, 'bad.json'), '{ not json');
      writeFileSync(join(dir, 'worse.json'), JSON.stringify({ package: 'worse' }));
      expect(() => loadPackages(dir, formOf)).toThrow(PackageError);
      try {
        loadPackages(dir, formOf);
      } catch (error) {
        expect((error as PackageError).problems.map((p) => p.file)).toEqual(expect.arrayContaining(['bad.json', 'worse.json']));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("each seeded package's defaults and the certificates' sample inputs validate against the certificates' schemas", () => {
    const samples = new Map(catalogue.entries().map((entry) => [entry.path, entry]));
    for (const definition of packages.values()) {
      for (const document of definition.documents) {
        expect(samples.has(document.edoc)).toBe(true);
        const sample = JSON.parse(readFileSync(join(projectRoot, 'certificates', slugOf(document.edoc), 'sample.json'), 'utf8')) as Record<string, unknown>;
        const asked = definition.inputs.filter((step) => step.edoc === document.edoc).flatMap((step) => Object.values(step).slice(3));
        const inputs = Object.fromEntries(asked.filter((field): field is string => typeof field === 'string' && field in sample).map((field) => [field, sample[field]]));
        expect(catalogue.validateFormData(document.edoc, { 문서종류: document.edoc, ...document.defaults, ...inputs })).toBeNull();
      }
    }
  });
});

function slugOf(edoc: string): string {
  const root = join(projectRoot, 'certificates');
  const slug = readdirSync(root).find((name) => {
    try {
      return (JSON.parse(readFileSync(join(root, name, 'certificate.json'), 'utf8')) as { path: string }).path === edoc;
    } catch {
      return false;
    }
  });
  if (!slug) throw new Error(`no folder for ${edoc}`);
  return slug;
}

describe('a fourth package needs no code change (tests/fixtures/packages)', () => {
  let t: TestApp;
  let citizen: Cookies;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'jigap-packages-'));
    for (const name of readdirSync(DEFAULT_PACKAGES_DIR).filter((file) => file.endsWith('.json'))) copyFileSync(join(DEFAULT_PACKAGES_DIR, name), join(dir, name));
    for (const name of readdirSync(FIXTURE_DIR)) copyFileSync(join(FIXTURE_DIR, name), join(dir, name));
    // A package whose agency refuses (server/sim/agency.ts demo value): its package fails.
    const failing = { ...seeded('disability-benefit'), package: 'failing-benefit', documents: [{ edoc: '장애인증명서', defaults: { 사용용도: '발급 실패 시연' } }] };
    writeFileSync(join(dir, 'failing-benefit.json'), JSON.stringify(failing));
    process.env.JIGAP_PACKAGES_DIR = dir;
    t = await buildTestApp({ simLatencyMs: 30 });
    citizen = await t.login('citizen');
  });
  afterAll(async () => {
    delete process.env.JIGAP_PACKAGES_DIR;
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('may18-benefit is requested, shows its info and inputs, and completes with two documents', async () => {
    const papas = await requestPackage(t, 'may18-benefit');
    const result = (await info(t, citizen, papas)).json().result;
    expect(result).toMatchObject({
      title: '5·18 유공자 우대 적금 가입',
      documentNames: ['5·18민주유공자(유족) 확인원', '납세증명서(국세완납증명)'],
      isSkipCompletedSubmissionPage: true,
      inputAlertMessage: null,
      inputs: [{ kind: 'patriot-number', edoc: '518민주유공자유족확인원', field: '보훈번호', group: '5.18' }],
      appSchemeBundle: { success: { url: `hanbitbank://savings/done?request=${papas}`, buttonName: '한빛은행 앱으로' } },
    });
    const { id } = await signedPackage(t, citizen, 'may18-benefit', [{ 문서종류: '518민주유공자유족확인원', 보훈번호: '84-1234567' }]);
    await startAndPass(t, citizen, id);
    const done = await waitForPackage(t, citizen, id, 'COMPLETED');
    expect(done.documents).toHaveLength(2);
  });

  it('a document the agency refuses fails its package, and nothing is delivered', async () => {
    const inputs = [DISABILITY];
    const { papas, id } = await signedPackage(t, citizen, 'failing-benefit', inputs);
    await startAndPass(t, citizen, id);
    const failed = await waitForPackage(t, citizen, id, 'FAILED');
    expect(failed.documents).toEqual([{ documentId: null, state: 'FAIL' }]);
    const partner = await t.app.inject({ url: `/partner/v1/requests/${papas}`, headers: PARTNER_AUTH });
    expect(partner.json().result).toMatchObject({ state: 'FAILED', received: [] });
    expect((await createPackage(t, citizen, papas, 'failing-benefit', inputs)).statusCode).toBe(409);
  });
});
