import { keyProof, walletKey, type WalletKey } from '../credentials/test-kit.ts';
import { staffLogin } from '../desk/test-kit.ts';
import type { Cookies, TestApp } from '../test/build-test-app.ts';
import { presentCredential, type ClaimPath } from '../../shared/presentation.ts';
import type { DeskPresentation, WalletPresentation } from '../../contracts/generated/api.ts';

/** A citizen's browser for presentations: its session on a device and the key that device holds (registered). */
export interface HolderBrowser {
  cookies: Cookies;
  key: WalletKey;
}

export async function holderBrowser(t: TestApp, persona = 'citizen', device = 'presenting-phone'): Promise<HolderBrowser> {
  const cookies = await t.login(persona, { device });
  const key = await walletKey();
  const nonce = (await t.app.inject({ method: 'POST', url: '/oid4vci/nonce' })).json().c_nonce as string;
  const registered = await t.call('PUT', '/api/v2/wallet/holder-key', cookies, { proof: await keyProof(key, { audience: t.app.settings.publicUrl, nonce }) });
  if (registered.statusCode !== 200) throw new Error(`holder key: ${registered.body}`);
  return { cookies, key };
}

/** The desk of an organisation (a staff session): its calls for presentations. */
export async function deskOf(t: TestApp, organisation: string) {
  const cookies = await staffLogin(t, organisation);
  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.app.inject({ method, url: `/api/v1/desk${url}`, cookies, ...(body === undefined ? {} : { payload: body as object }) });
  return {
    cookies,
    call,
    ask: async (templateId: string): Promise<DeskPresentation> => {
      const response = await call('POST', '/presentation-requests', { templateId });
      if (response.statusCode !== 200) throw new Error(`ask ${templateId}: ${response.body}`);
      return response.json().result as DeskPresentation;
    },
    request: async (id: string): Promise<DeskPresentation> => (await call('GET', `/presentation-requests/${id}`)).json().result as DeskPresentation,
  };
}

/** The citizen's wallet opening a request link (as the page does after a scan). */
export async function openRequest(t: TestApp, holder: HolderBrowser, link: string) {
  return t.call('POST', '/api/v2/wallet/presentation-requests', holder.cookies, { uri: link });
}

/** The presentation the browser makes: the chosen claims, a key-binding JWT for `binding` (the request's own by default). */
export function present(holder: HolderBrowser, view: WalletPresentation, paths: readonly ClaimPath[], binding: Partial<{ aud: string; nonce: string; iat: number }> = {}) {
  return presentCredential(view.credential!, paths, { aud: view.audience, nonce: view.nonce, iat: Math.floor(Date.now() / 1000), ...binding }, holder.key.privateKey);
}

export async function answer(t: TestApp, holder: HolderBrowser, view: WalletPresentation, presentation: string) {
  return t.call('POST', `/api/v2/wallet/presentation-requests/${view.id}/response`, holder.cookies, { presentation });
}
