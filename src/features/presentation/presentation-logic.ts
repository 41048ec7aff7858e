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

const PENDING_KEY = 'jigap.presentation.pending';

/**
 * A request left to issue the certificate it asks for (발급받기): kept for this tab, so coming back
 * to the request page (증명 요청 QR) opens it again. Kept no longer than the request itself lives.
 */
export const pendingRequest = {
  keep: (query: string, storage: Pick<Storage, 'setItem'> = sessionStorage) => storage.setItem(PENDING_KEY, query),
  take: (storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): string | null => {
    const query = storage.getItem(PENDING_KEY);
    storage.removeItem(PENDING_KEY);
    return query && requestOfSearch(query);
  },
};
