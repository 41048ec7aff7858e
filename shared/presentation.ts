import { SDJwtInstance } from '@sd-jwt/core';
import type { PresentationFrame } from '@sd-jwt/types';
import { base64url } from 'jose';

/** A claim's place in a credential (DCQL's claims path). */
export type ClaimPath = readonly (string | number | null)[];

/**
 * The value at a claims path in a credential's claims, as DCQL reads it: a null step selects every
 * element of a list (and nothing of anything else); undefined where nothing is. The wallet shows what
 * the desk will read by the same rule.
 */
export function claimValueAt(root: unknown, path: ClaimPath): unknown {
  let node: unknown = root;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    if (step === null) return Array.isArray(node) ? node : undefined;
    node = (node as Record<string, unknown>)[String(step)];
  }
  return node;
}

/** What the key-binding JWT binds the presentation to: the verifier (aud), its request's nonce, and when (iat, seconds). */
export interface KeyBinding {
  aud: string;
  nonce: string;
  iat: number;
}

const sha256 = async (data: string | ArrayBuffer) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', typeof data === 'string' ? new TextEncoder().encode(data) : data));

/** @sd-jwt's presentation frame of the chosen claims: `{ person: { address: true } }`. */
export function presentationFrameOf(paths: readonly ClaimPath[]): Record<string, unknown> {
  const frame: Record<string, unknown> = {};
  for (const path of paths) {
    let node = frame;
    path.forEach((step, index) => {
      const key = String(step);
      if (index === path.length - 1) node[key] = true;
      else node = (node[key] = typeof node[key] === 'object' ? node[key] : {}) as Record<string, unknown>;
    });
  }
  return frame;
}

/**
 * A presentation of a held SD-JWT VC (@sd-jwt/core): only the disclosures of the chosen claims
 * (and the objects they sit in), and a key-binding JWT over them signed by the holder's key with
 * WebCrypto (ES256) — in the browser, the key that never leaves it.
 */
export async function presentCredential(credential: string, paths: readonly ClaimPath[], binding: KeyBinding, privateKey: CryptoKey): Promise<string> {
  const instance = new SDJwtInstance({
    hasher: sha256,
    kbSignAlg: 'ES256',
    kbSigner: async (data: string) =>
      base64url.encode(new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, new TextEncoder().encode(data)))),
  });
  return instance.present(credential, presentationFrameOf(paths) as PresentationFrame<Record<string, unknown>>, { kb: { payload: { aud: binding.aud, nonce: binding.nonce, iat: binding.iat } } });
}
