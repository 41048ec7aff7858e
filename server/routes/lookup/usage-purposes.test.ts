import { describe, expect, it } from 'vitest';
import { loadLookupData } from '../../lookup-data/index.ts';
import { infoUrl, STATIC_CACHE, useLookupApp } from './test-kit.ts';

const data = loadLookupData();
const app = useLookupApp();

describe('GET …/{path}/사용용도 (usage purposes)', () => {
  it('answers the purposes of every certificate: its own list, else the default', async () => {
    const paths = app.t.app.catalogue.entries().map((e) => e.path);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const response = await app.t.call('GET', infoUrl([path, '사용용도']), app.citizen);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control']).toBe(STATIC_CACHE);
      expect(response.json(), path).toEqual({ result: data.usagePurposes[path] ?? data.usagePurposes.default });
    }
  });

  it('answers a certificate’s own list where it has one', async () => {
    const response = await app.t.call('GET', infoUrl(['납세증명서', '사용용도']), app.citizen);
    expect(response.json()).toEqual({ result: data.usagePurposes['납세증명서'] });
    expect(data.usagePurposes['납세증명서']).not.toEqual(data.usagePurposes.default);
  });

  it('answers the default list for the path default', async () => {
    expect((await app.t.call('GET', infoUrl(['default', '사용용도']), app.citizen)).json()).toEqual({ result: data.usagePurposes.default });
  });

  it('answers 404 NOT_FOUND for a path no certificate has', async () => {
    const response = await app.t.call('GET', infoUrl(['없는증명서', '사용용도']), app.citizen);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
