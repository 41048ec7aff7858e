import { X509Certificate } from 'node:crypto';
import { SDJwtInstance } from '@sd-jwt/core';
import { digest } from '@sd-jwt/crypto-nodejs';
import { decodeSdJwt, unpack } from '@sd-jwt/decode';
import { getListFromStatusListJWT } from '@sd-jwt/jwt-status-list';
import { compactVerify, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import type { PresentationCheck, ReceivedClaim } from '../db/presentations.ts';
import { verifierTexts } from './messages.ts';
import { claimValueAt } from '../../shared/presentation.ts';
import { REVOKED } from '../credentials/status-list.ts';

/** How far a key-binding JWT's iat may be from the verifier's clock (it is made just before it is sent). */
export const KB_CLOCK_SKEW_SECONDS = 5 * 60;

/** What the request asked: its nonce and client id (the key-binding JWT's), the credential's vct, the claims by path. */
export interface Expected {
  nonce: string;
  clientId: string;
  vct: string;
  claims: { path: (string | number | null)[]; label: string; optional: boolean }[];
}

export interface PresentationContext {
  /** The demo CA (PEM): an issuer's x5c must chain to it. */
  rootPem: string;
  /** The status list token at a credential's status `uri` (the issuer's own, or fetched). */
  statusList: (uri: string) => Promise<string>;
  now: number;
}

export type VerifiedPresentation =
  | { accepted: true; claims: ReceivedClaim[]; checks: PresentationCheck[]; presentedAt: number }
  | { accepted: false; reason: string; checks: PresentationCheck[] };

class Refused extends Error {}

/** The x5c leaf, when the chain reaches the root: each certificate issued and signed by the next, the last by the root, all valid now. */
export function chainedLeaf(x5c: unknown, rootPem: string, now: number): X509Certificate | undefined {
  if (!Array.isArray(x5c) || x5c.length === 0 || !x5c.every((entry) => typeof entry === 'string')) return undefined;
  try {
    const chain = [...(x5c as string[]).map((entry) => new X509Certificate(Buffer.from(entry, 'base64'))), new X509Certificate(rootPem)];
    const root = chain.at(-1)!;
    if (chain.length > 2 && chain.at(-2)!.raw.equals(root.raw)) chain.pop();
    const valid = (certificate: X509Certificate) => Date.parse(certificate.validFrom) <= now && now <= Date.parse(certificate.validTo);
    for (let index = 0; index < chain.length - 1; index += 1) {
      const [child, parent] = [chain[index]!, chain[index + 1]!];
      if (!child.checkIssued(parent) || !child.verify(parent.publicKey) || !valid(child)) return undefined;
    }
    return chain[0];
  } catch {
    return undefined;
  }
}

const jwsVerifier = (key: Parameters<typeof compactVerify>[1]) => async (data: string, signature: string) => {
  try {
    await compactVerify(`${data}.${signature}`, key, { algorithms: ['ES256'] });
    return true;
  } catch {
    return false;
  }
};

/** Whether `inner` lies at or under `outer` (a null step in `outer` matches any list index). */
const within = (inner: readonly unknown[], outer: readonly unknown[]) =>
  inner.length >= outer.length && outer.every((step, index) => step === null || String(step) === String(inner[index]));

/**
 * Checks a presentation (SD-JWT VC with a key-binding JWT) against a request, with @sd-jwt's
 * verification and jose: the issuer's signature with its x5c chained to the demo CA, the holder's
 * binding (the KB-JWT signed by the credential's cnf key, over these disclosures, with this nonce
 * and this audience, made now), every disclosure asked for (none more, every required one), not
 * revoked (the status list), not expired. Answers only the claims asked for, with their labels.
 */
export async function verifyPresentation(presentation: string, expected: Expected, context: PresentationContext): Promise<VerifiedPresentation> {
  const checks: PresentationCheck[] = [];
  const check = (kind: PresentationCheck['kind'], ok: boolean, passed: string, failed: string) => {
    checks.push({ kind, ok, detail: ok ? passed : failed });
    if (!ok) throw new Refused(failed);
  };
  try {
    const decoded = await decodeSdJwt(presentation, digest).catch(() => undefined);
    if (!decoded) throw new Refused(verifierTexts.refusal.malformed);
    const { header, payload } = decoded.jwt;
    const leaf = chainedLeaf(header.x5c, context.rootPem, context.now);
    const issued = typeof payload.iat === 'number' ? payload.iat : Math.floor(context.now / 1000);
    const signed = leaf && (await verifies(presentation, { verifier: jwsVerifier(leaf.publicKey) }, { currentDate: issued }));
    if (signed && payload.vct !== expected.vct) throw new Refused(verifierTexts.refusal.wrongCredential);
    check('ISSUER_SIGNATURE', !!signed, signed ? verifierTexts.checks.issuerSigned(leaf.subject) : '', verifierTexts.checks.issuerUnknown);
    const kb = await holderBinding(presentation, payload, expected, context.now, leaf!);
    check('HOLDER_BINDING', kb !== undefined, verifierTexts.checks.bound, verifierTexts.checks.notBound);
    const claims = await disclosedClaims(payload, decoded.disclosures, expected);
    check('NOT_REVOKED', await notRevoked(payload, context), verifierTexts.checks.notRevoked, verifierTexts.checkFailed.NOT_REVOKED);
    const expires = typeof payload.exp === 'number' ? payload.exp : Number.POSITIVE_INFINITY;
    check('NOT_EXPIRED', expires * 1000 > context.now, verifierTexts.checks.notExpired, verifierTexts.checkFailed.NOT_EXPIRED);
    return { accepted: true, claims, checks, presentedAt: kb!.iat * 1000 };
  } catch (error) {
    if (error instanceof Refused) return { accepted: false, reason: error.message, checks };
    throw error;
  }
}

async function verifies(presentation: string, config: ConstructorParameters<typeof SDJwtInstance>[0], options: { currentDate?: number; keyBindingNonce?: string }) {
  try {
    return await new SDJwtInstance({ hasher: digest, ...config }).verify(presentation, options);
  } catch {
    return undefined;
  }
}

/** The key-binding JWT's payload when it binds this presentation to this request, now; undefined otherwise. */
async function holderBinding(presentation: string, payload: Record<string, unknown>, expected: Expected, now: number, leaf: X509Certificate) {
  const cnf = (payload.cnf as { jwk?: JWK } | undefined)?.jwk;
  if (!cnf) return undefined;
  const key = await importJWK(cnf, 'ES256').catch(() => undefined);
  if (!key) return undefined;
  const verified = await verifies(
    presentation,
    { verifier: jwsVerifier(leaf.publicKey), kbVerifier: jwsVerifier(key) },
    { currentDate: typeof payload.iat === 'number' ? payload.iat : undefined, keyBindingNonce: expected.nonce },
  );
  const kb = verified?.kb?.payload as { aud?: unknown; iat?: number } | undefined;
  if (!kb || kb.aud !== expected.clientId || typeof kb.iat !== 'number') return undefined;
  return Math.abs(kb.iat - now / 1000) <= KB_CLOCK_SKEW_SECONDS ? { iat: kb.iat } : undefined;
}

/**
 * The claims disclosed, each at a path the request names (or under one), with the request's label;
 * refused when a disclosure lies outside every requested path (and is not a container on the way
 * to one), or when a required claim is missing.
 */
async function disclosedClaims(payload: Record<string, unknown>, disclosures: Awaited<ReturnType<typeof decodeSdJwt>>['disclosures'], expected: Expected): Promise<ReceivedClaim[]> {
  const { unpackedObj, disclosureKeymap } = await unpack(payload, disclosures, digest);
  if (Object.keys(disclosureKeymap).length !== disclosures.length) throw new Refused(verifierTexts.refusal.strayDisclosure);
  for (const key of Object.keys(disclosureKeymap)) {
    const path = key.split('.');
    const allowed = expected.claims.some((claim) => within(path, claim.path) || within(claim.path.map(String), path));
    if (!allowed) throw new Refused(verifierTexts.refusal.notAsked(key));
  }
  const received: ReceivedClaim[] = [];
  for (const claim of expected.claims) {
    const value = claimValueAt(unpackedObj, claim.path);
    if (value === undefined) {
      if (!claim.optional) throw new Refused(verifierTexts.refusal.missing(claim.label));
      continue;
    }
    received.push({ path: claim.path, label: claim.label, value });
  }
  return received;
}


/** The credential's status entry reads valid (0) in a status list token its issuer signed. */
async function notRevoked(payload: Record<string, unknown>, context: PresentationContext): Promise<boolean> {
  const entry = (payload.status as { status_list?: { idx?: unknown; uri?: unknown } } | undefined)?.status_list;
  if (!entry) return true;
  if (typeof entry.idx !== 'number' || typeof entry.uri !== 'string') return false;
  try {
    const token = await context.statusList(entry.uri);
    const leaf = chainedLeaf(decodeProtectedHeader(token).x5c, context.rootPem, context.now);
    if (!leaf) return false;
    const { payload: body } = await compactVerify(token, leaf.publicKey, { algorithms: ['ES256'] });
    if ((JSON.parse(new TextDecoder().decode(body)) as { sub?: unknown }).sub !== entry.uri) return false;
    return getListFromStatusListJWT(token).getStatus(entry.idx) !== REVOKED;
  } catch {
    return false;
  }
}

