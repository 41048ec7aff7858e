import type { ValidateFunction } from 'ajv';
import credentialSchema from '../../schemas/credential.schema.json' with { type: 'json' };
import { createFormAjv } from '../catalogue/ajv.ts';
import { CERTIFICATE_FILES, type RawCertificateFolder } from '../catalogue/folder.ts';
import type { CatalogueProblem } from '../catalogue/types.ts';
import type { DocumentLayout } from '../issuance/document/layout.ts';
import { keyPath, listSourcesOf, printedTemplates, templateClaimPaths, type ClaimPath } from './claim-paths.ts';

/** A folder's credential.json, read (schemas/credential.schema.json); every field has its default. */
export interface CredentialSettings {
  nameEn?: string;
  description?: { ko: string; en?: string };
  omit: string[];
  rename: Record<string, string>;
  /** A claim's own label, by its place as the document names it (before renaming). */
  labels: Record<string, { ko: string; en?: string }>;
}

export const DEFAULT_SETTINGS: CredentialSettings = { omit: [], rename: {}, labels: {} };

/**
 * Names a credential's top level cannot take: the JWT's and SD-JWT VC's own claims. A document
 * reading a fact under one of these names needs credential.json to rename it.
 */
export const RESERVED_CLAIMS = ['iss', 'sub', 'aud', 'iat', 'nbf', 'exp', 'jti', 'cnf', 'vct', 'vct#integrity', 'status', '_sd', '_sd_alg', '...'] as const;

let validator: ValidateFunction | undefined;
const validate = (value: unknown): string | undefined => {
  validator ??= createFormAjv({ allErrors: false }).compile(credentialSchema);
  if (validator(value)) return undefined;
  const error = validator.errors?.[0];
  return `${error?.instancePath || '/'} does not match schemas/credential.schema.json: ${error?.message ?? 'invalid'}`;
};

/** The folder's credential settings (the defaults without credential.json); throws naming the file when it is not valid. */
export function credentialSettingsOf(folder: RawCertificateFolder): CredentialSettings {
  const raw = folder.files.credential;
  if (folder.texts.credential !== undefined && raw === undefined) throw new Error(`certificates/${folder.slug}/${CERTIFICATE_FILES.credential} is not a JSON object`);
  if (raw === undefined) return DEFAULT_SETTINGS;
  const problem = validate(raw);
  if (problem) throw new Error(`certificates/${folder.slug}/${CERTIFICATE_FILES.credential} ${problem}`);
  const file = raw as Partial<Pick<CredentialSettings, 'description' | 'omit' | 'rename' | 'labels'>> & { name?: { en: string } };
  return { nameEn: file.name?.en, description: file.description, omit: file.omit ?? [], rename: file.rename ?? {}, labels: file.labels ?? {} };
}

/** Every place (as credential.json writes it) the layout can print a value at, its lists' places included. */
export function claimPlacesOf(layout: DocumentLayout): Set<string> {
  const lists = listSourcesOf(layout);
  const places = new Set<string>();
  for (const path of printedTemplates(layout).flatMap((printed) => templateClaimPaths(printed, lists))) {
    path.forEach((key, i) => typeof key === 'string' && places.add(keyPath(path.slice(0, i + 1))));
  }
  return places;
}

const isOmitted = (place: string, settings: CredentialSettings) => settings.omit.some((omitted) => place === omitted || place.startsWith(`${omitted}.`));

/** The places after renaming: where two keys would meet, or a key would take a reserved name. */
function renamedClashes(paths: readonly ClaimPath[], settings: CredentialSettings): string[] {
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const path of paths) {
    for (let i = 0; i < path.length; i++) {
      if (typeof path[i] !== 'string') continue;
      const original = keyPath(path.slice(0, i + 1));
      if (isOmitted(original, settings)) break;
      const renamed = path.slice(0, i + 1).map((key, j) => (typeof key === 'string' ? (settings.rename[keyPath(path.slice(0, j + 1))] ?? key) : key));
      const at = keyPath(renamed);
      const before = seen.get(at);
      if (before !== undefined && before !== original) clashes.push(`"${original}" and "${before}" would both be ${at}`);
      seen.set(at, original);
      if (i === 0 && (RESERVED_CLAIMS as readonly string[]).includes(at)) clashes.push(`"${original}" is a claim name a credential reserves (${RESERVED_CLAIMS.join(', ')}): rename it in ${CERTIFICATE_FILES.credential}`);
    }
  }
  return [...new Set(clashes)];
}

/**
 * cert:check's rule for the credential: credential.json against its schema, every place it names
 * (omitted, renamed or labelled) one the document prints, no label for a place it leaves out, and the claims it leaves — renamed or not — neither meeting nor taking
 * a name the credential reserves (a folder without credential.json is checked for that too).
 */
export function credentialProblems(folder: RawCertificateFolder, layout: DocumentLayout): CatalogueProblem[] {
  const problem = (message: string, field?: string): CatalogueProblem => ({ slug: folder.slug, file: CERTIFICATE_FILES.credential, field, message });
  let settings: CredentialSettings;
  try {
    settings = credentialSettingsOf(folder);
  } catch (error) {
    return [problem((error as Error).message.replace(`certificates/${folder.slug}/${CERTIFICATE_FILES.credential} `, ''))];
  }
  const places = claimPlacesOf(layout);
  const unknown = (field: string, place: string) => problem(`"${place}" is not a place the document prints a value at (${[...places].slice(0, 8).join(', ')}${places.size > 8 ? ', …' : ''})`, field);
  const problems = [
    ...settings.omit.filter((place) => !places.has(place)).map((place) => unknown('omit', place)),
    ...Object.keys(settings.rename).filter((place) => !places.has(place)).map((place) => unknown('rename', place)),
    ...Object.keys(settings.labels).filter((place) => !places.has(place)).map((place) => unknown('labels', place)),
    ...Object.keys(settings.labels).filter((place) => places.has(place) && isOmitted(place, settings)).map((place) => problem(`"${place}" is left out (omit): it has no label to give`, 'labels')),
  ];
  const lists = listSourcesOf(layout);
  const paths = printedTemplates(layout).flatMap((printed) => templateClaimPaths(printed, lists));
  return [...problems, ...renamedClashes(paths, settings).map((message) => problem(message))];
}
