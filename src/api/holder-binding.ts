import type { HolderKeyResponse } from '../../contracts/generated/api';
import { holderKey, keyProof } from '../lib/holder-key';

/**
 * Binding the citizen's credentials to the key this browser holds (src/lib/holder-key.ts): the
 * key proves itself as any OpenID4VCI wallet's does — a c_nonce from the issuer's nonce endpoint,
 * a jwt key proof for the issuer — and the server binds the held credentials to it (issuing again
 * those bound to the key of a device used before).
 *
 * Plain requests rather than the store's API: the device change runs this in the background from
 * the app's frame, and a path from there to the store's modules would reorder the libraries'
 * chunk every page loads (its gzip grew by 0.3 KB). The answers are the caller's to judge: a
 * failure is thrown, and nothing is shown or routed here.
 */
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The credential issuer's identifier (the key proof's audience), from its metadata. */
const issuerIdentifier = async () => (await call<{ credential_issuer: string }>('GET', '/.well-known/openid-credential-issuer')).credential_issuer;

/**
 * Makes this browser's key when it has none and registers it for the signed-in citizen; answers
 * its thumbprint. `issuer` is the credential issuer's identifier, read from its metadata when not given.
 */
export async function bindHolderKey(issuer?: string): Promise<HolderKeyResponse['result']> {
  const [audience, key, { c_nonce: nonce }] = await Promise.all([issuer ?? issuerIdentifier(), holderKey(), call<{ c_nonce: string }>('POST', '/oid4vci/nonce')]);
  return (await call<HolderKeyResponse>('PUT', '/api/v2/wallet/holder-key', { proof: await keyProof(key, audience, nonce) })).result;
}
