import { SignJWT } from 'jose';

/**
 * The key this browser holds for the citizen's credentials: a WebCrypto P-256 key pair whose
 * private key cannot be exported, kept in IndexedDB (a CryptoKey is stored as itself, never as
 * bytes) and made the first time it is needed. The wallet's credentials are bound to its public
 * key (`cnf`); it signs key proofs now, and the presentations of a later release.
 */
export interface HolderKey {
  privateKey: CryptoKey;
  /** The public key's members (kty, crv, x, y): what a credential binds and a proof carries. */
  publicJwk: JsonWebKey;
}

const DATABASE = 'jigap-wallet';
const STORE = 'keys';
const HOLDER = 'holder';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return request(opening);
}

/** Keeps `made` unless another tab kept a key first: one transaction reads and writes, and answers the key kept. */
async function keep(database: IDBDatabase, made: CryptoKeyPair): Promise<CryptoKeyPair> {
  const store = database.transaction(STORE, 'readwrite').objectStore(STORE);
  const kept = (await request(store.get(HOLDER))) as CryptoKeyPair | undefined;
  if (kept) return kept;
  await request(store.put(made, HOLDER));
  return made;
}

const publicMembers = ({ kty, crv, x, y }: JsonWebKey): JsonWebKey => ({ kty, crv, x, y });

/** This browser's holder key, made now when it has none. */
export async function holderKey(): Promise<HolderKey> {
  const database = await openDatabase();
  try {
    const store = database.transaction(STORE, 'readonly').objectStore(STORE);
    let pair = (await request(store.get(HOLDER))) as CryptoKeyPair | undefined;
    if (!pair) {
      const made = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
      pair = await keep(database, made);
    }
    return { privateKey: pair.privateKey, publicJwk: publicMembers(await crypto.subtle.exportKey('jwk', pair.publicKey)) };
  } finally {
    database.close();
  }
}

/**
 * An OpenID4VCI jwt key proof (typ openid4vci-proof+jwt, ES256, the public key in the header):
 * signed by the key for the issuer `audience`, with its c_nonce, now.
 */
export function keyProof(key: HolderKey, audience: string, nonce: string): Promise<string> {
  return new SignJWT({ nonce })
    .setProtectedHeader({ alg: 'ES256', typ: 'openid4vci-proof+jwt', jwk: { ...key.publicJwk } as Record<string, string> })
    .setAudience(audience)
    .setIssuedAt()
    .sign(key.privateKey);
}
