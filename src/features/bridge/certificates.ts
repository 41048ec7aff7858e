import type { QrcodeInfoEntry } from '../../../contracts/generated/api';

export type { QrcodeInfoEntry };

/** Spec 001 §4.3 and §9: popularity (the default) or alphabetical (가나다순). */
export type BridgeSort = 'popularity' | 'name';
export const DEFAULT_BRIDGE_SORT: BridgeSort = 'popularity';

/** Spec 001 §9: the list shows 40 first, then all after 'show more'. */
export const BRIDGE_INITIAL_COUNT = 40;

const orderKey = { popularity: 'popularityOrder', name: 'displayNameOrder' } as const;

/** The catalogue in the chosen order, by the ranks the catalogue carries (the server collates the names). */
export function sortCertificates(entries: readonly QrcodeInfoEntry[], sort: BridgeSort): QrcodeInfoEntry[] {
  const key = orderKey[sort];
  return [...entries].sort((a, b) => a[key] - b[key]);
}

/** The rows on screen: the first 40 until 'show more' is pressed. */
export function visibleCertificates(sorted: readonly QrcodeInfoEntry[], expanded: boolean): readonly QrcodeInfoEntry[] {
  return expanded ? sorted : sorted.slice(0, BRIDGE_INITIAL_COUNT);
}
