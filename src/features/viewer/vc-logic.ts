/**
 * The viewer's 전자증명 (VC) view as data: the claims a credential holds, placed and labelled by
 * its type metadata (SD-JWT VC), in the order the document prints them. Pure: the view draws it.
 */

/** Type metadata as the vct serves it (draft-ietf-oauth-sd-jwt-vc): what the view reads of it. */
export interface TypeMetadata {
  name?: string;
  display?: { locale?: string; lang?: string; name: string }[];
  claims?: { path: (string | null)[]; display?: { locale?: string; lang?: string; label: string }[] }[];
}

export type ClaimNode =
  | { kind: 'field'; key: string; label: string; value: string }
  | { kind: 'group'; key: string; label: string | null; children: ClaimNode[] }
  | { kind: 'list'; key: string; label: string; entries: ClaimNode[][] };

/** The JWT's and SD-JWT VC's own claims: what the credential says of itself, not of the document. */
export const REGISTERED_CLAIMS = new Set(['iss', 'sub', 'aud', 'iat', 'nbf', 'exp', 'jti', 'vct', 'vct#integrity', 'cnf', 'status', '_sd_alg']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const pathKey = (path: readonly (string | null)[]) => JSON.stringify(path);

/** The Korean label of each place (ko-KR, else the first), and each place's order in the document. */
function indexOf(metadata: TypeMetadata | undefined) {
  const labels = new Map<string, string>();
  const order = new Map<string, number>();
  (metadata?.claims ?? []).forEach((claim, i) => {
    const display = claim.display ?? [];
    const label = (display.find((d) => (d.locale ?? d.lang ?? '').startsWith('ko')) ?? display[0])?.label;
    if (label) labels.set(pathKey(claim.path), label);
    order.set(pathKey(claim.path), i);
  });
  return { labels, order };
}

type Index = ReturnType<typeof indexOf>;

function node(key: string, path: (string | null)[], value: unknown, index: Index): ClaimNode {
  const label = index.labels.get(pathKey(path));
  if (Array.isArray(value)) return { kind: 'list', key, label: label ?? key, entries: value.map((entry) => children(entry, [...path, null], index)) };
  if (isObject(value)) return { kind: 'group', key, label: label ?? null, children: children(value, path, index) };
  return { kind: 'field', key, label: label ?? key, value: String(value) };
}

/** An object's members in the document's order (by type metadata; unknown ones after), or a list element's. */
function children(value: unknown, path: (string | null)[], index: Index): ClaimNode[] {
  if (!isObject(value)) return [node('', path, value, index)];
  const rank = (key: string) => index.order.get(pathKey([...path, key])) ?? Number.MAX_SAFE_INTEGER;
  return Object.keys(value)
    .sort((a, b) => rank(a) - rank(b))
    .map((key) => node(key, [...path, key], value[key], index));
}

/** The claims of a credential's payload (the registered ones left out), as the view shows them. */
export function claimTree(payload: Record<string, unknown>, metadata: TypeMetadata | undefined): ClaimNode[] {
  const claims = Object.fromEntries(Object.entries(payload).filter(([name]) => !REGISTERED_CLAIMS.has(name)));
  return children(claims, [], indexOf(metadata));
}

/** What the credential says of itself: its issuer, type, and validity (iat, exp in seconds). */
export function credentialFacts(payload: Record<string, unknown>): { issuer: string; issuedAt: Date | null; expiresAt: Date | null } {
  const date = (seconds: unknown) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);
  return { issuer: typeof payload.iss === 'string' ? payload.iss : '', issuedAt: date(payload.iat), expiresAt: date(payload.exp) };
}

/** The type's Korean name from its metadata. */
export const typeName = (metadata: TypeMetadata | undefined): string | undefined =>
  metadata?.display?.find((d) => (d.locale ?? d.lang ?? '').startsWith('ko'))?.name ?? metadata?.name;

/** The path the vct is served at on this origin (the vct names the issuer's public origin, which may differ). */
export function vctPath(vct: string): string {
  try {
    return new URL(vct).pathname;
  } catch {
    return vct;
  }
}
