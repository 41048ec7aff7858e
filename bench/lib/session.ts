/** A signed-in browser as the load generator sees it: the cookies of the demo messenger login. */
export interface Session {
  persona: string;
  cookies: Record<string, string>;
  /** Ready for a `cookie` request header. */
  cookieHeader: string;
}

const REQUIRED = ['jigap_session', 'jigap_device'];

/**
 * Signs in through `GET /sim/login?persona=…` and reads the cookies off the 302 (the redirect
 * is not followed: the cookies are on the login response itself).
 */
export async function simLogin(baseUrl: string, persona: string): Promise<Session> {
  const url = `${baseUrl}/sim/login?${new URLSearchParams({ persona, returnUrl: '/home/apply' }).toString()}`;
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  if (response.status !== 302) throw new Error(`sim login as ${persona}: expected 302, got ${response.status}`);
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq > 0) cookies[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim();
  }
  const missing = REQUIRED.filter((name) => !cookies[name]);
  if (missing.length > 0) throw new Error(`sim login as ${persona}: no ${missing.join(', ')} cookie in the 302`);
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { persona, cookies, cookieHeader };
}
