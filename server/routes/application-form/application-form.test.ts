import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { displayNameOrders, type CertificateManifest } from '../../catalogue/index.ts';
import { toCatalogueEntry } from '../../plugins/catalogue.ts';
import { projectRoot } from '../../schemas.ts';
import { buildTestApp, type Cookies, type TestApp } from '../../test/build-test-app.ts';
import { certificateCases } from '../../test/certificate-cases.ts';

const certificatesDir = join(projectRoot, 'certificates');
const fixtureDir = join(projectRoot, 'tests/fixtures/certificates');
const readJson = (...parts: string[]): unknown => JSON.parse(readFileSync(join(...parts), 'utf8'));

/** The catalogue as the filesystem has it: every folder is a certificate. */
const folders = certificateCases().map(({ slug, manifest }) => ({ slug, manifest }));

const formUrl = (path: string): string => `/api/v2/application/form/${encodeURIComponent(path)}`;

describe('GET /api/v2/application/form (the certificates/ folders)', () => {
  let t: TestApp;
  let citizen: Cookies;
  beforeAll(async () => {
    t = await buildTestApp();
    citizen = await t.login('citizen');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists one entry per certificates/ folder, with totalCount', async () => {
    const body = (await t.call('GET', '/api/v2/application/form', citizen)).json<{ result: { path: string }[]; totalCount: number }>();
    expect(body.totalCount).toBe(folders.length);
    expect(body.result.map((e) => e.path).sort()).toEqual(folders.map((f) => f.manifest.path).sort());
  });

  it('sorts the issuable certificate list by popularity, and maps each manifest to its entry', async () => {
    const { result } = (await t.call('GET', '/api/v2/application/form', citizen)).json<{ result: unknown[] }>();
    const orders = displayNameOrders(folders.map((f) => f.manifest.name));
    const expected = folders.map((f) => toCatalogueEntry(f.manifest, orders.get(f.manifest.name)!)).sort((a, b) => a.popularityOrder - b.popularityOrder);
    expect(result).toEqual(expected);
    const first = folders.reduce((a, b) => (b.manifest.popularityOrder < a.manifest.popularityOrder ? b : a)).manifest;
    expect(result[0]).toMatchObject({ path: first.path, issuerName: first.issuer, ...(first.qrPass ? { qrPass: first.qrPass } : {}) });
  });

  it('a user who is not joined may browse it', async () => {
    const response = await t.call('GET', '/api/v2/application/form', await t.login('newcomer'));
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const response = await t.call('GET', '/api/v2/application/form');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', returnUrl: '/sim/login' });
  });

  describe('GET /api/v2/application/form/{path}: the form of one certificate', () => {
    it.each(folders.map((f) => [f.manifest.path, f.slug] as const))('%s (certificates/%s) answers its entry, guide, personal data, schema and uiSchema', async (path, slug) => {
      const response = await t.call('GET', formUrl(path), citizen);
      expect(response.statusCode).toBe(200);
      const manifest = readJson(certificatesDir, slug, 'certificate.json') as CertificateManifest;
      expect(response.json()).toEqual({
        result: {
          ...toCatalogueEntry(manifest, displayNameOrders(folders.map((f) => f.manifest.name)).get(manifest.name)!),
          guide: manifest.guide,
          personalData: manifest.personalData,
          schema: readJson(certificatesDir, slug, 'schema.json'),
          uiSchema: readJson(certificatesDir, slug, 'ui.json'),
        },
      });
    });

    it('answers 404 NOT_FOUND for a path no certificate has', async () => {
      const response = await t.call('GET', formUrl('없는증명서'), citizen);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    });

    it('answers 401 UNAUTHENTICATED without a session', async () => {
      expect((await t.call('GET', formUrl('주민등록표등본'))).statusCode).toBe(401);
    });
  });
});

describe('the catalogue folder', () => {
  let t: TestApp | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    t = undefined;
    dir = undefined;
  });

  it('a certificate exists because its folder exists: a copied fixture folder is listed and served with no code change', async () => {
    dir = mkdtempSync(join(tmpdir(), 'jigap-catalogue-'));
    cpSync(certificatesDir, dir, { recursive: true });
    cpSync(join(fixtureDir, 'pet-registration'), join(dir, 'pet-registration'), { recursive: true });
    t = await buildTestApp({ catalogueDir: dir });
    const citizen = await t.login('citizen');

    const list = (await t.call('GET', '/api/v2/application/form', citizen)).json<{ result: { path: string }[]; totalCount: number }>();
    expect(list.totalCount).toBe(folders.length + 1);
    expect(list.result.map((e) => e.path)).toContain('동물등록증명서');

    const form = await t.call('GET', formUrl('동물등록증명서'), citizen);
    expect(form.json()).toMatchObject({ result: { name: '동물등록증명서', schema: readJson(fixtureDir, 'pet-registration', 'schema.json') } });
    expect(t.app.catalogue.validateFormData('동물등록증명서', readJson(fixtureDir, 'pet-registration', 'sample.json'))).toBeNull();
  });

  it('a broken manifest stops the server at start, naming the file and field', async () => {
    dir = mkdtempSync(join(tmpdir(), 'jigap-catalogue-'));
    cpSync(join(fixtureDir, 'pet-registration'), join(dir, 'pet-registration'), { recursive: true });
    rmSync(join(dir, 'pet-registration', 'ui.json'));
    await expect(buildTestApp({ catalogueDir: dir })).rejects.toThrow('certificates/pet-registration/ui.json: file is missing');
  });

  it('answers 503 TAB_MAINTENANCE while the apply tab is under maintenance', async () => {
    t = await buildTestApp({ tabMaintenance: ['apply'] });
    const response = await t.call('GET', '/api/v2/application/form', await t.login('citizen'));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'TAB_MAINTENANCE', title: '증명서 신청 점검 중' });
  });
});
