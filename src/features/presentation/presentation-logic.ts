import type { WalletPresentation } from '../../../contracts/generated/api';

type Claim = WalletPresentation['claims'][number];

/** The query of a request link (`openid4vp://?client_id=…&request_uri=…`): what the page's address carries; null when it is not one. */
export function requestQueryOf(text: string): string | null {
  const trimmed = text.trim();
  if (!/^openid4vp:\/\//i.test(trimmed) || !trimmed.includes('?')) return null;
  const query = trimmed.slice(trimmed.indexOf('?') + 1);
  const params = new URLSearchParams(query);
  return params.has('client_id') && (params.has('request_uri') || params.has('request')) ? query : null;
}

/** The request named by the page's own query (a same-device link to /presentation), or null. */
export function requestOfSearch(search: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? requestQueryOf(`openid4vp://?${query}`) : null;
}

/** Which optional claims are switched on at first: all of them (the citizen switches off what they keep). */
export const initialChoice = (claims: readonly Claim[]): Record<string, boolean> => Object.fromEntries(claims.filter((claim) => claim.optional).map((claim) => [claim.id, true]));

/** The claims that go: every required one, and the optional ones switched on. */
export const chosenClaims = (claims: readonly Claim[], choice: Readonly<Record<string, boolean>>): Claim[] => claims.filter((claim) => !claim.optional || choice[claim.id]);
