import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { personas } from '../personas.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { safeReturnUrl } from '../return-url.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const cookieOf = (response: Awaited<ReturnType<TestApp['call']>>, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

describe('GET /sim/login (the demo personas)', () => {
  it('lists every persona with its Korean name and a link that signs in and returns to /home/apply', async () => {
    const response = await t.call('GET', '/sim/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    for (const persona of personas) {
      expect(response.body).toContain(`href="/sim/login?persona=${persona.id}&amp;returnUrl=%2Fhome%2Fapply"`);
      expect(response.body).toContain(persona.name);
    }
  });

  it('a simulated page names the wallet’s icon, which is served (no browser asks for a missing /favicon.ico)', async () => {
    for (const url of ['/sim/login', '/sim/org-login', '/sim/partner']) {
      expect((await t.call('GET', url)).body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    }
    const icon = await t.call('GET', '/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('the fixed persona ids of the test contract exist, plus renewal and unregistered', () => {
    expect(personas.map((persona) => persona.id)).toEqual([
      'citizen', 'receiver', 'newcomer', 'nocert', 'guest', 'subdevice', 'minor', 'foreign', 'restricted', 'invalid',
      'renewal', 'unregistered',
    ]);
  });

  it('keeps a given returnUrl in the persona links', async () => {
    const response = await t.call('GET', '/sim/login?returnUrl=%2Fhome%2Finbox');
    expect(response.body).toContain('returnUrl=%2Fhome%2Finbox');
  });
});

describe('GET /sim/login?persona=ID', () => {
  it('sets the session (HttpOnly, SameSite=Lax), the device (HttpOnly) and the messenger version (readable), then redirects', async () => {
    const response = await t.call('GET', '/sim/login?persona=citizen&returnUrl=%2Fhome%2Finbox');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home/inbox');
    expect(cookieOf(response, 'jigap_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookieOf(response, 'jigap_device')).toMatchObject({ httpOnly: true, path: '/' });
    const messenger = cookieOf(response, 'jigap_messenger');
    expect(messenger).toMatchObject({ value: '11.2.0', path: '/' });
    expect(messenger?.httpOnly).toBeUndefined();
  });

  it('defaults returnUrl to /home/apply', async () => {
    expect((await t.call('GET', '/sim/login?persona=citizen')).headers.location).toBe('/home/apply');
  });

  it.each(['https://evil.example/', '//evil.example/home', '/\\evil.example', 'javascript:alert(1)', 'home/apply'])(
    'refuses a returnUrl that is not a same-origin path (%s) and goes to /home/apply',
    async (returnUrl) => {
      const response = await t.call('GET', `/sim/login?persona=citizen&returnUrl=${encodeURIComponent(returnUrl)}`);
      expect(response.headers.location).toBe('/home/apply');
      expect(safeReturnUrl(returnUrl)).toBe('/home/apply');
    },
  );

  it('a returnUrl with Korean (an edoc path) is sent percent-encoded in the Location header', async () => {
    const response = await t.call('GET', `/sim/login?persona=citizen&returnUrl=${encodeURIComponent('/issue/주민등록표등본?x=1')}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/issue/${encodeURIComponent('주민등록표등본')}?x=1`);
  });

  it('messenger=9.0.0 sets an old messenger version', async () => {
    const response = await t.call('GET', '/sim/login?persona=citizen&messenger=9.0.0');
    expect(cookieOf(response, 'jigap_messenger')?.value).toBe('9.0.0');
  });

  it('a messenger version that is not digits.digits.digits answers a 400 page in Korean', async () => {
    const response = await t.call('GET', '/sim/login?persona=citizen&messenger=latest');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('메신저 버전이 올바르지 않아요');
    expect(response.cookies).toHaveLength(0);
  });

  it('an unknown persona answers a 400 page in Korean and sets no cookie', async () => {
    const response = await t.call('GET', '/sim/login?persona=nobody');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('알 수 없는 사용자예요');
    expect(response.cookies).toHaveLength(0);
  });

  it('keeps the browser’s existing device id, and ties a joined persona’s main device to it', async () => {
    const response = await t.app.inject({ url: '/sim/login?persona=receiver', cookies: { jigap_device: 'my-browser-0001' } });
    expect(cookieOf(response, 'jigap_device')?.value).toBe('my-browser-0001');
    expect((await t.app.repos.users.findById('receiver'))?.mainDeviceId).toBe('my-browser-0001');
  });

  it('a new browser gets a new random device id', async () => {
    const first = cookieOf(await t.call('GET', '/sim/login?persona=citizen'), 'jigap_device')?.value;
    const second = cookieOf(await t.call('GET', '/sim/login?persona=citizen'), 'jigap_device')?.value;
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(first).not.toBe(second);
  });

  it('subdevice stays tied to another device whatever browser signs in', async () => {
    await t.login('subdevice', { device: 'my-browser-0001' });
    expect((await t.app.repos.users.findById('subdevice'))?.mainDeviceId).toBe('other-device');
  });

  it('a persona that is not joined gets no main device', async () => {
    await t.login('newcomer');
    expect((await t.app.repos.users.findById('newcomer'))?.mainDeviceId).toBeNull();
  });

  it('signing in again ends the previous session of this browser', async () => {
    const first = await t.login('citizen');
    const second = await t.app.inject({ url: '/sim/login?persona=receiver', cookies: first });
    expect(second.statusCode).toBe(302);
    expect((await t.call('GET', '/api/v1/user', first)).statusCode).toBe(401);
  });
});

describe('GET /sim/logout', () => {
  it('ends the session, clears the cookies and returns to the persona list', async () => {
    const cookies = await t.login('citizen');
    const response = await t.call('GET', '/sim/logout', cookies);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sim/login');
    for (const name of ['jigap_session', 'jigap_device', 'jigap_messenger']) {
      expect(cookieOf(response, name)?.value).toBe('');
    }
    expect((await t.call('GET', '/api/v1/user', cookies)).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('an expired session is no session (401), and is dropped at the next start', async () => {
    const cookies = await t.login('citizen');
    await t.app.db.run('UPDATE sessions SET expires_at = ? WHERE id = ?', ['2000-01-01T00:00:00.000Z', cookies.jigap_session!]);
    const restarted = await buildTestApp({ dir: t.dir });
    try {
      expect((await restarted.call('GET', '/api/v1/user/status', cookies)).statusCode).toBe(401);
      expect(await restarted.app.db.get('SELECT id FROM sessions WHERE id = ?', [cookies.jigap_session!])).toBeUndefined();
    } finally {
      await restarted.close();
    }
  });
});
