import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrcodeInfoEntry, ServiceQrInfo } from '../../../contracts/generated/api.ts';
import { DEFAULT_PUBLIC_URL, normalizePublicUrl } from '../../app.ts';
import type { CertificateManifest } from '../../catalogue/index.ts';
import { projectRoot } from '../../schemas.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { certificateCases } from '../../test/certificate-cases.ts';
import { IMMUTABLE, REVALIDATE } from './index.ts';
import { attachmentDisposition, downloadFileName, QRCODE_INFO_PATH, SERVICE_QR_INFO_PATH } from './qr-catalogue.ts';

const certificatesDir = join(projectRoot, 'certificates');
const fixtureDir = join(projectRoot, 'tests/fixtures/certificates');
const manifests = certificateCases().map(({ manifest }) => manifest);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What a phone's camera reads from the image: decoded by a real QR decoder. */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null;
}

const applyLink = (origin: string, formPath: string) => `${origin}/home/apply?directApply=${encodeURIComponent(formPath)}`;

/** The name a browser saves an attachment under: RFC 5987's filename*, decoded. */
function savedName(disposition: string | undefined): string | null {
  const match = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

describe('the bridge static catalogue (001 §2.3, §7)', () => {
  let t: TestApp;
  let entries: QrcodeInfoEntry[];
  beforeAll(async () => {
    t = await buildTestApp();
    entries = (await t.call('GET', QRCODE_INFO_PATH)).json<QrcodeInfoEntry[]>();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /zzng_static/macaron/qrcode/qrcodeInfo.json', () => {
    it('is public: no login, a plain JSON list', async () => {
      const response = await t.call('GET', QRCODE_INFO_PATH);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Array.isArray(response.json())).toBe(true);
    });

    it('lists every certificate folder once, with the fields of 001 §3 taken from its manifest', () => {
      expect(entries).toHaveLength(manifests.length);
      for (const manifest of manifests) {
        const entry = entries.find((e) => e.formPath === manifest.path);
        expect(entry, manifest.path).toEqual({
          formDisplayName: manifest.name,
          formPath: manifest.path,
          qrCodeImageUrl: expect.stringMatching(/^\/zzng_static\/macaron\/qrcode\/qr-[0-9a-f]{20}\.png$/),
          shortenUrl: applyLink(DEFAULT_PUBLIC_URL, manifest.path),
          popularityOrder: manifest.popularityOrder,
          displayNameOrder: [...manifests].sort((a, b) => new Intl.Collator('ko').compare(a.name, b.name)).indexOf(manifest) + 1,
        });
      }
    });

    it('comes most popular first; each order is a distinct rank from 1', () => {
      const popularity = entries.map((e) => e.popularityOrder);
      expect(popularity).toEqual([...popularity].sort((a, b) => a - b));
      for (const key of ['popularityOrder', 'displayNameOrder'] as const) {
        expect(new Set(entries.map((e) => e[key])).size).toBe(entries.length);
        expect(Math.min(...entries.map((e) => e[key]))).toBe(1);
      }
    });

    it('the alphabetical order is the Korean collation of the names', () => {
      const byOrder = [...entries].sort((a, b) => a.displayNameOrder - b.displayNameOrder).map((e) => e.formDisplayName);
      expect(byOrder).toEqual([...byOrder].sort(new Intl.Collator('ko').compare));
    });

    it('gives each certificate its own image', () => {
      expect(new Set(entries.map((e) => e.qrCodeImageUrl)).size).toBe(entries.length);
    });

    it('is revalidated, never stale: no-cache with an ETag, and 304 with no body when unchanged', async () => {
      // A deliberate departure from "cached forever" (001 §9): see "The bridge page" in README.md.
      expect(REVALIDATE).toBe('public, no-cache');
      const first = await t.call('GET', QRCODE_INFO_PATH);
      expect(first.headers['cache-control']).toBe(REVALIDATE);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await t.app.inject({ url: QRCODE_INFO_PATH, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const other = await t.app.inject({ url: QRCODE_INFO_PATH, headers: { 'if-none-match': '"something-else"' } });
      expect(other.statusCode).toBe(200);
    });

    it('is compressed for a browser that accepts it', async () => {
      const response = await t.app.inject({ url: QRCODE_INFO_PATH, headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
    });
  });

  describe('the QR images', () => {
    it("every certificate's image is a PNG that decodes to its shortenUrl, cached forever", async () => {
      expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
      for (const entry of entries) {
        const response = await t.call('GET', entry.qrCodeImageUrl);
        expect(response.statusCode, entry.formPath).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        expect(response.headers['content-disposition']).toBeUndefined();
        expect(response.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
        expect(decodeQr(response.rawPayload), entry.formPath).toBe(entry.shortenUrl);
      }
    });

    it('download=true answers the same image as an attachment named after the certificate (RFC 5987)', async () => {
      const entry = entries.find((e) => e.formPath === '주민등록표등본')!;
      const inline = await t.call('GET', entry.qrCodeImageUrl);
      const response = await t.call('GET', `${entry.qrCodeImageUrl}?download=true`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const disposition = response.headers['content-disposition'] as string;
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]+$/);
      expect(savedName(disposition)).toBe('주민등록표 등본.png');
      expect(response.rawPayload.equals(inline.rawPayload)).toBe(true);
      const plain = await t.call('GET', `${entry.qrCodeImageUrl}?download=false`);
      expect(plain.headers['content-disposition']).toBeUndefined();
    });

    it('names every download after its certificate, percent-encoding what RFC 5987 does not allow', async () => {
      const withParentheses = entries.find((e) => e.formDisplayName.includes('('))!;
      const response = await t.call('GET', `${withParentheses.qrCodeImageUrl}?download=true`);
      expect(savedName(response.headers['content-disposition'] as string)).toBe(`${withParentheses.formDisplayName}.png`);
      expect(response.headers['content-disposition']).toContain('%28');
      expect(attachmentDisposition("a'b*.png")).toContain("UTF-8''a%27b%2A.png");
      expect(downloadFileName('a/b:c')).toBe('a_b_c.png');
      expect(downloadFileName('///')).toBe('QR 코드.png');
    });

    it('an unknown image answers NOT_FOUND; a malformed query INVALID_PARAM', async () => {
      const missing = await t.call('GET', '/zzng_static/macaron/qrcode/qr-00000000000000000000.png');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      expect((await t.call('GET', '/zzng_static/macaron/qrcode/../../../package.json')).statusCode).toBe(404);
      const entry = entries[0]!;
      for (const query of ['download=maybe', 'size=9000']) {
        const bad = await t.call('GET', `${entry.qrCodeImageUrl}?${query}`);
        expect(bad.statusCode, query).toBe(400);
        expect(bad.json()).toMatchObject({ code: 'INVALID_PARAM' });
      }
    });
  });

  describe('GET /zzng_static/macaron/qrcode/serviceQrInfo.json (the /layer/qr of the service)', () => {
    it("names the service and links its apply tab; the image decodes to the link and downloads under the service's name", async () => {
      const response = await t.call('GET', SERVICE_QR_INFO_PATH);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      const service = response.json<ServiceQrInfo>();
      expect(service).toEqual({ name: '전자증명서 지갑', qrCodeImageUrl: expect.stringMatching(/^\/zzng_static\/macaron\/qrcode\/qr-/), shortenUrl: `${DEFAULT_PUBLIC_URL}/home/apply` });
      const image = await t.call('GET', `${service.qrCodeImageUrl}?download=true`);
      expect(decodeQr(image.rawPayload)).toBe(service.shortenUrl);
      expect(savedName(image.headers['content-disposition'] as string)).toBe('전자증명서 지갑.png');
    });
  });
});

describe('the catalogue follows the certificates/ folders and the public URL', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('a new certificate folder appears in the list with its QR image, with no code change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jigap-bridge-catalogue-'));
    dirs.push(dir);
    cpSync(certificatesDir, dir, { recursive: true });
    cpSync(join(fixtureDir, 'pet-registration'), join(dir, 'pet-registration'), { recursive: true });
    const t = await buildTestApp({ catalogueDir: dir });
    const before = await buildTestApp();
    try {
      const list = await t.call('GET', QRCODE_INFO_PATH);
      const entries = list.json<QrcodeInfoEntry[]>();
      expect(entries).toHaveLength(manifests.length + 1);
      // Why the list is revalidated rather than immutable: a browser holding the list of before
      // asks with its ETag and gets the new list, not a 304.
      const held = (await before.call('GET', QRCODE_INFO_PATH)).headers.etag as string;
      expect(list.headers.etag).not.toBe(held);
      const asked = await t.app.inject({ url: QRCODE_INFO_PATH, headers: { 'if-none-match': held } });
      expect(asked.statusCode).toBe(200);
      expect(asked.json<QrcodeInfoEntry[]>().some((e) => e.formPath === '동물등록증명서')).toBe(true);
      const pet = entries.find((e) => e.formPath === '동물등록증명서');
      const fixture = JSON.parse(readFileSync(join(fixtureDir, 'pet-registration', 'certificate.json'), 'utf8')) as CertificateManifest;
      // Its rank among every name in Korean order, derived: no manifest carries one.
      const rank = [...manifests.map((m) => m.name), fixture.name].sort(new Intl.Collator('ko').compare).indexOf(fixture.name) + 1;
      expect(pet).toMatchObject({ formDisplayName: '동물등록증명서', popularityOrder: fixture.popularityOrder, displayNameOrder: rank });
      const image = await t.call('GET', pet!.qrCodeImageUrl);
      expect(decodeQr(image.rawPayload)).toBe(applyLink(DEFAULT_PUBLIC_URL, '동물등록증명서'));
    } finally {
      await t.close();
      await before.close();
    }
  });

  it('JIGAP_PUBLIC_URL decides the links, and a changed link gets a new image name', async () => {
    const t = await buildTestApp({ publicUrl: 'https://wallet.example.kr/' });
    const local = await buildTestApp();
    try {
      const entries = (await t.call('GET', QRCODE_INFO_PATH)).json<QrcodeInfoEntry[]>();
      const localEntries = (await local.call('GET', QRCODE_INFO_PATH)).json<QrcodeInfoEntry[]>();
      expect(entries[0]!.shortenUrl).toBe(applyLink('https://wallet.example.kr', entries[0]!.formPath));
      expect(decodeQr((await t.call('GET', entries[0]!.qrCodeImageUrl)).rawPayload)).toBe(entries[0]!.shortenUrl);
      expect(entries[0]!.qrCodeImageUrl).not.toBe(localEntries[0]!.qrCodeImageUrl);
      // The old name is not served with the new picture: a cached copy under it stays right.
      expect((await t.call('GET', localEntries[0]!.qrCodeImageUrl)).statusCode).toBe(404);
      expect((await t.call('GET', QRCODE_INFO_PATH)).headers.etag).not.toBe((await local.call('GET', QRCODE_INFO_PATH)).headers.etag);
    } finally {
      await t.close();
      await local.close();
    }
  });

  it('the public URL must be an http(s) origin', () => {
    expect(normalizePublicUrl('https://wallet.example.kr/')).toBe('https://wallet.example.kr');
    expect(normalizePublicUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    for (const bad of ['wallet.example.kr', 'ftp://wallet.example.kr', 'https://wallet.example.kr/base', 'https://x.kr/?a=1', '']) {
      expect(() => normalizePublicUrl(bad), bad).toThrow(/http\(s\) origin/);
    }
  });
});
