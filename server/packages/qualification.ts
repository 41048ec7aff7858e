import { packageTexts } from '../messages.ts';
import type { PackageDefinition } from './types.ts';

/**
 * The simulated agencies' qualification check of a package (001 §4.1 step 6, §8), reachable on
 * purpose: a 보훈번호 whose back part is all zeros (e.g. 58-000000) is well formed but belongs to
 * no one registered, so the user does not qualify. Everything else qualifies.
 */
export const UNREGISTERED_PATRIOT_NUMBER = /^\d{2}-?0{6,8}$/;

export function qualificationProblem(definition: PackageDefinition, formData: ReadonlyMap<string, Record<string, unknown>>): string | null {
  for (const step of definition.inputs) {
    if (step.kind !== 'patriot-number') continue;
    const value = formData.get(step.edoc)?.[step.field];
    if (typeof value === 'string' && UNREGISTERED_PATRIOT_NUMBER.test(value)) return packageTexts.notQualified(step.documentName);
  }
  return null;
}
