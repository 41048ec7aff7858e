import { claimLabel } from '../verifier/templates.ts';
import type { HeldType } from './service.ts';

/** One claim a request asks for, as the citizen's page shows it: required ones fixed, optional ones with a switch. */
export interface RequestedClaim {
  id: string;
  path: (string | number | null)[];
  label: string;
  optional: boolean;
}

/**
 * The claims of a DCQL credential query: a claim is optional when some claim set leaves it out
 * (DCQL's way of saying "these, or fewer"); without claim sets every claim is required. The label
 * is the credential's type metadata's (the desk shows the same), or the path itself for a type
 * Jigap does not know.
 */
export function requestedClaims(query: { claims: { id?: string; path: (string | number | null)[] }[]; claimSets?: string[][] | undefined }, type: HeldType | undefined): RequestedClaim[] {
  return query.claims.map((claim, index) => {
    const id = claim.id ?? `claim-${index}`;
    const optional = !!query.claimSets && !query.claimSets.every((set) => set.includes(id));
    return { id, path: claim.path, label: claimLabel(type, claim.path), optional };
  });
}
