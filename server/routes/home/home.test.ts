import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../schemas.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v2/home', () => {
  it('answers the home data: a notice (title, intoUrl) and banners (title, imageUrl, backgroundColor, intoUrl)', async () => {
    const response = await t.call('GET', '/api/v2/home', await t.login('citizen'));
    expect(response.statusCode).toBe(200);
    const { notice, banners } = response.json().result;
    expect(notice).toEqual({ title: expect.stringMatching(/[가-힣]/), intoUrl: expect.any(String) });
    expect(banners).toHaveLength(3);
    for (const banner of banners) {
      expect(Object.keys(banner).sort()).toEqual(['backgroundColor', 'imageUrl', 'intoUrl', 'title']);
      expect(banner.title).toMatch(/[가-힣]/);
      expect(banner.backgroundColor).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });

  it('every banner image is served from the same origin', async () => {
    const { banners } = (await t.call('GET', '/api/v2/home', await t.login('citizen'))).json().result;
    expect(banners).toHaveLength(3);
    for (const { imageUrl } of banners as { imageUrl: string }[]) {
      expect(existsSync(join(projectRoot, 'public', imageUrl))).toBe(true);
      const image = await t.call('GET', imageUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('a user who is not joined sees the home too', async () => {
    expect((await t.call('GET', '/api/v2/home', await t.login('newcomer'))).statusCode).toBe(200);
  });
});
