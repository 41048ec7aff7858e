import { createHash, X509Certificate } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { base64encode, createHashMapping, decodeDisclosures, decodeJWT, splitSDJWT, verifySDJWT } from '@meeco/sd-jwt';
import { OpenID4VCIClientV1_0_15 } from '@sphereon/oid4vci-client';
import { compactVerify, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWK } from 'jose';

/**
 * The other side of the credential issuer, for tests: a wallet's key and its key proofs (jose), and
 * a verifier that checks a credential with an SD-JWT implementation Jigap does not use (Meeco's),
 * its x5c chain with Node's X.509 and its status list token with jose and zlib — none of it the
 * issuer's own code.
 */

export interface WalletKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function walletKey(): Promise<WalletKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, publicJwk: await exportJWK(publicKey) };
}

/** An OpenID4VCI jwt key proof (typ openid4vci-proof+jwt), as any wallet makes one; `overrides` make a wrong one. */
export async function keyProof(key: WalletKey, options: { audience: string; nonce?: string; iat?: number; typ?: string }): Promise<string> {
  const payload: Record<string, unknown> = { aud: options.audience, iat: options.iat ?? Math.floor(Date.now() / 1000) };
  if (options.nonce !== undefined) payload.nonce = options.nonce;
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: options.typ ?? 'openid4vci-proof+jwt', jwk: key.publicJwk }).sign(key.privateKey);
}

/**
 * An OpenID4VCI wallet Jigap does not use (Sphereon's client) takes the credential an offer link
 * names: it reads the issuer's metadata, redeems the pre-authorized code with the tx_code, proves
 * possession of a key of its own and answers the credential it received.
 */
export async function redeemWithSphereon(uri: string, txCode: string) {
  const key = await walletKey();
  const client = await OpenID4VCIClientV1_0_15.fromURI({ uri, retrieveServerMetadata: true });
  await client.acquireAccessToken({ pin: txCode });
  const response = await client.acquireCredentials({
    credentialConfigurationId: client.getCredentialOfferConfigurationIds()[0],
    format: 'dc+sd-jwt',
    alg: 'ES256',
    jwk: key.publicJwk,
    proofCallbacks: {
      signCallback: ({ header, payload }) => new SignJWT(payload as Record<string, unknown>).setProtectedHeader({ ...(header as Record<string, unknown>), alg: 'ES256' }).sign(key.privateKey),
    },
  });
  const credential = (response.credentials as { credential: string }[] | undefined)?.[0]?.credential;
  if (typeof credential !== 'string') throw new Error(`no credential in ${JSON.stringify(response).slice(0, 300)}`);
  return { key, client, credential };
}

/** The leaf certificate of a JOSE header's x5c, checked to chain to `rootPem` (the demo CA). */
export function chainedLeaf(x5c: unknown, rootPem: string): X509Certificate {
  if (!Array.isArray(x5c) || typeof x5c[0] !== 'string') throw new Error('no x5c in the header');
  const leaf = new X509Certificate(Buffer.from(x5c[0], 'base64'));
  const root = new X509Certificate(rootPem);
  if (!leaf.checkIssued(root) || !leaf.verify(root.publicKey)) throw new Error('the x5c leaf does not chain to the demo CA');
  return leaf;
}

/** Every digest carried in `node`: `_sd` entries and list elements `{ "...": digest }`. */
function digestsIn(node: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((entry) => digestsIn(entry, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '_sd' && Array.isArray(value)) value.forEach((digest) => out.add(String(digest)));
      else if (key === '...') out.add(String(value));
      else digestsIn(value, out);
    }
  }
  return out;
}

const sha256 = (data: string) => base64encode(createHash('sha256').update(data).digest());

export interface VerifiedCredential {
  header: Record<string, unknown>;
  /** The signed payload, digests and all. */
  signed: Record<string, unknown>;
  /** Every claim disclosed, placed by Meeco's unpacking. */
  claims: Record<string, unknown>;
  disclosureCount: number;
  leaf: X509Certificate;
}

/**
 * Verifies an SD-JWT VC with Meeco's @meeco/sd-jwt: the issuer's signature with the key of the x5c
 * leaf (which must chain to the demo CA), then every disclosure unpacked; and checks that each
 * disclosure's digest is carried in an `_sd` (or a list element) of the signed payload or of the
 * disclosure above it: none is stray.
 */
export async function verifyWithMeeco(compact: string, rootPem: string): Promise<VerifiedCredential> {
  const { jwt, disclosures } = splitSDJWT(compact);
  const header = decodeProtectedHeader(jwt) as Record<string, unknown>;
  const leaf = chainedLeaf(header.x5c, rootPem);
  const verifier = async (signed: string) => Boolean(await jwtVerify(signed, leaf.publicKey, { typ: 'dc+sd-jwt', algorithms: ['ES256'] }));
  const claims = (await verifySDJWT(compact, verifier, async () => sha256)) as Record<string, unknown>;
  const signed = decodeJWT(jwt).payload as Record<string, unknown>;
  // A nested claim's digest is carried by the disclosure of the object or list it is in.
  const decoded = decodeDisclosures(disclosures);
  const carried = digestsIn([signed, ...decoded.map((d) => d.value as unknown)]);
  const stray = Object.keys(createHashMapping(decoded, sha256)).filter((digest) => !carried.has(digest));
  if (stray.length > 0) throw new Error(`${stray.length} disclosure(s) whose digest the payload does not carry`);
  return { header, signed, claims, disclosureCount: disclosures.length, leaf };
}

/**
 * The status of a credential's entry (Token Status List): the token at `uri` (a response's body and
 * type), its signature by the x5c leaf chained to the demo CA, its `sub`, then the bit at `idx` of
 * the zlib-compressed list.
 */
export async function statusAt(token: string, contentType: string, entry: { idx: number; uri: string }, rootPem: string): Promise<number> {
  if (!contentType.startsWith('application/statuslist+jwt')) throw new Error(`status list served as ${contentType}`);
  const leaf = chainedLeaf(decodeProtectedHeader(token).x5c, rootPem);
  const { payload, protectedHeader } = await compactVerify(token, leaf.publicKey);
  if (protectedHeader.typ !== 'statuslist+jwt') throw new Error(`status list token typ ${protectedHeader.typ}`);
  const claims = JSON.parse(new TextDecoder().decode(payload)) as { sub: string; ttl?: number; status_list: { bits: number; lst: string } };
  if (claims.sub !== entry.uri) throw new Error(`status list sub ${claims.sub} is not ${entry.uri}`);
  const bytes = inflateSync(Buffer.from(claims.status_list.lst, 'base64url'));
  const bits = claims.status_list.bits;
  const perByte = 8 / bits;
  return (bytes[Math.floor(entry.idx / perByte)]! >> ((entry.idx % perByte) * bits)) & ((1 << bits) - 1);
}
