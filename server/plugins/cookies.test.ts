import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cookiesPlugin } from './cookies.ts';

async function appWithCookies() {
  const app = Fastify();
  await app.register(cookiesPlugin);
  app.get('/read', async (request) => ({ session: request.cookies.jigap_session ?? null, all: request.cookies }));
  app.get('/write', async (_request, reply) =>
    reply
      .setCookie('jigap_session', 'abc', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 })
      .setCookie('jigap_device', 'dev 1', { path: '/' })
      .clearCookie('old', { path: '/' })
      .send({ ok: true }),
  );
  return app;
}

describe('cookies (server/plugins/cookies.ts)', () => {
  it('reads the request’s cookies (decoded), an empty set without a header', async () => {
    const app = await appWithCookies();
    expect((await app.inject({ url: '/read', headers: { cookie: 'jigap_session=s%201; other=x' } })).json()).toEqual({ session: 's 1', all: { jigap_session: 's 1', other: 'x' } });
    expect((await app.inject({ url: '/read' })).json()).toEqual({ session: null, all: {} });
    await app.close();
  });

  it('a cookie whose value no database can store (a NUL) is no cookie; the others are read', async () => {
    const app = await appWithCookies();
    const response = await app.inject({ url: '/read', headers: { cookie: 'jigap_session=a%00b; jigap_device=d%2D1' } });
    expect(response.json()).toEqual({ session: null, all: { jigap_device: 'd-1' } });
    await app.close();
  });

  it('sets each cookie in its own Set-Cookie header with its attributes; clearing one expires it', async () => {
    const app = await appWithCookies();
    const response = await app.inject({ url: '/write' });
    expect(response.headers['set-cookie']).toEqual([
      'jigap_session=abc; Max-Age=60; Path=/; HttpOnly; SameSite=Lax',
      'jigap_device=dev%201; Path=/',
      'old=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
    expect(response.cookies.map((c) => c.name)).toEqual(['jigap_session', 'jigap_device', 'old']);
    await app.close();
  });
});
