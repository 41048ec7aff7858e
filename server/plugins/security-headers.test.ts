import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const directive = (policy: string, name: string): string =>
  policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';

describe('security headers on every page', () => {
  it.each([
    ['the API', '/api/check'],
    ['an API error', '/api/v1/user'],
    ['an unknown API path', '/api/nope'],
  ])('%s answers JSON with a deny-all CSP and nosniff, nothing a document would need', async (_name, url) => {
    const response = await t.app.inject({ url });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Every byte of a header goes out on each of thousands of polls a second.
    expect(response.headers['referrer-policy']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it.each([
    ['the client page', '/home/apply', 'text/html'],
    ['the demo login', '/sim/login', 'text/html'],
    ['a static file', '/banners/qr-pass.svg', 'image/svg+xml'],
  ])('%s carries a strict CSP, nosniff, a referrer policy and frame limits', async (_name, url, type) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html,*/*' } });
    expect(response.headers['content-type']).toContain(type);
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = directive(csp, 'script-src');
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['permissions-policy']).toBeTruthy();
  });

  it('the demo login page has no inline script and no inline style', async () => {
    const html = (await t.call('GET', '/sim/login')).body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).toContain('href="/sim/sim.css"');
    const css = await t.call('GET', '/sim/sim.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});
