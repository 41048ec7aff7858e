import { CERTIFICATE_FILES, type CatalogueProblem, type JsonSchema } from '../../../server/catalogue/index.ts';
import { loadLookupData, usagePurposesFor } from '../../../server/lookup-data/index.ts';
import type { FolderRule } from './types.ts';

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
let purposes: ((path: string) => string[]) | undefined;

/**
 * The sample is what the citizen could pick: a usage purpose (the issue-purpose widget) is one the
 * purpose list offers for this certificate (server/lookup-data/usage-purposes.json: its own list,
 * else the default one).
 */
export const samplePurposeOffered: FolderRule = ({ slug, manifest, raw }) => {
  const { uiSchema, sample } = raw.files;
  if (!manifest || !isObject(uiSchema) || !isObject(sample)) return [];
  if (!purposes) {
    const data = loadLookupData();
    purposes = (path) => usagePurposesFor(data, path);
  }
  const problems: CatalogueProblem[] = [];
  for (const [field, node] of Object.entries(uiSchema)) {
    if (!isObject(node) || node['ui:widget'] !== 'issue-purpose' || sample[field] === undefined) continue;
    const offered = purposes(manifest.path);
    if (!offered.includes(String(sample[field]))) {
      problems.push({ slug, file: CERTIFICATE_FILES.sample, field, message: `${JSON.stringify(sample[field])} is not a purpose the picker offers for ${manifest.path}: use one of ${offered.map((p) => JSON.stringify(p)).join(', ')} (server/lookup-data/usage-purposes.json)` });
    }
  }
  return problems;
};
