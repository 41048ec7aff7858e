import type { RawCertificateFolder } from '../catalogue/folder.ts';
import { PLACEHOLDER, type DocumentLayout, type Text, type Value } from '../issuance/document/layout.ts';
import { keyPath, listSourcesOf, printedTemplates, sourcePath, templateClaimPaths, type ClaimPath } from './claim-paths.ts';
import { settledPath } from './claims.ts';
import { credentialSettingsOf, type CredentialSettings } from './credential-file.ts';
import { SD_JWT_VC_FORMAT } from './sd-jwt.ts';

/** A label in the document's languages: Korean always, English where the layout has it. */
export interface Label {
  ko: string;
  en?: string;
}

/** One claim of a credential type: its place (type metadata's path) and the document's label for it. */
export interface ClaimMetadata {
  path: ClaimPath;
  /** The place as credential.json names it: the document's keys, before renaming, lists left out. */
  place: string;
  label?: Label;
}

/** A certificate as a credential: everything its configuration and type metadata say. */
export interface CredentialType {
  /** The folder's name: the credential configuration's id and the last part of its vct. */
  slug: string;
  vct: string;
  name: Label & { en: string };
  description?: { ko: string; en?: string };
  /** The agency that issues the document. */
  issuerName: string;
  layout: DocumentLayout;
  settings: CredentialSettings;
}

/** `pet-registration` → `Pet registration`: the English name of a folder without credential.json's. */
const nameFromSlug = (slug: string) => {
  const words = slug.split(/[-_]+/).filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const vctOf = (origin: string, slug: string) => `${origin}/vct/${encodeURIComponent(slug)}`;

/** A folder's credential type (throws with cert:check's words when credential.json is broken). */
export function credentialTypeOf(folder: RawCertificateFolder, layout: DocumentLayout, origin: string): CredentialType {
  const settings = credentialSettingsOf(folder);
  const manifest = folder.files.manifest as { name?: string; issuer?: string } | undefined;
  return {
    slug: folder.slug,
    vct: vctOf(origin, folder.slug),
    name: { ko: manifest?.name ?? folder.slug, en: settings.nameEn ?? nameFromSlug(folder.slug) },
    description: settings.description,
    issuerName: manifest?.issuer ?? '',
    layout,
    settings,
  };
}

/** A label as text: placeholders (a heading naming the period it shows) and the brackets left empty go. */
const labelText = (template: string) =>
  template
    .replace(/\s*\([^()]*\{[^()]*\)/g, '')
    .replace(PLACEHOLDER, '')
    .replace(/\s+/g, ' ')
    .trim();

function labelOf(value: Text | Value | undefined): Label | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    const plain = value.find((choice) => !JSON.stringify(choice.value).includes('{')) ?? value[0];
    return plain && labelOf(plain.value);
  }
  const label = typeof value === 'string' ? { ko: labelText(value) } : { ko: labelText(value.ko), en: labelText(value.en) || undefined };
  return label.ko ? label : undefined;
}

/** The label of each list a table shows: its heading. */
function listLabels(layout: DocumentLayout): Map<string, Label> {
  const labels = new Map<string, Label>();
  for (const section of layout.sections) {
    const path = section.type === 'table' ? sourcePath(section.source) : undefined;
    const label = section.type === 'table' ? labelOf(section.heading) : undefined;
    if (path && label && !labels.has(keyPath(path))) labels.set(keyPath(path), label);
  }
  return labels;
}

/**
 * Every claim the type can hold, in the order the document prints them: each value's place with
 * its row label or column header, and the objects and lists above them (a list with its table's
 * heading), after credential.json's omissions and renamings; credential.json's label for a place
 * replaces the document's (a row printing two facts labels both with its one label).
 */
export function claimMetadataOf(type: Pick<CredentialType, 'layout' | 'settings'>): ClaimMetadata[] {
  const lists = listSourcesOf(type.layout);
  const listLabel = listLabels(type.layout);
  const claims = new Map<string, ClaimMetadata>();
  const note = (path: ClaimPath, printed: Label | undefined) => {
    const settled = settledPath(path, type.settings) as ClaimPath | undefined;
    if (!settled || settled.length === 0) return;
    const label = type.settings.labels[keyPath(path)] ?? printed;
    const id = JSON.stringify(settled);
    const known = claims.get(id);
    if (!known) claims.set(id, { path: settled, place: keyPath(path), ...(label ? { label } : {}) });
    else if (!known.label && label) known.label = label;
  };
  for (const printed of printedTemplates(type.layout)) {
    for (const path of templateClaimPaths(printed, lists)) {
      path.forEach((key, i) => {
        const prefix = path.slice(0, i + 1);
        if (key === null) return;
        const last = i === path.length - 1;
        const isList = path[i + 1] === null;
        note(prefix, last ? labelOf(printed.label) : isList ? listLabel.get(keyPath(prefix)) : undefined);
      });
    }
  }
  return [...claims.values()];
}

const display = (label: Label, field: 'name' | 'label') => [{ locale: 'ko-KR', [field]: label.ko }, ...(label.en ? [{ locale: 'en', [field]: label.en }] : [])];

/** The SD-JWT VC type metadata served at the vct: names, and each claim's label and that it is selectively disclosable. */
export function typeMetadataOf(type: CredentialType) {
  return {
    vct: type.vct,
    name: type.name.ko,
    ...(type.description ? { description: type.description.ko } : {}),
    display: [
      { locale: 'ko-KR', name: type.name.ko, ...(type.description ? { description: type.description.ko } : {}) },
      { locale: 'en', name: type.name.en, ...(type.description?.en ? { description: type.description.en } : {}) },
    ],
    claims: claimMetadataOf(type).map((claim) => ({ path: claim.path, ...(claim.label ? { display: display(claim.label, 'label') } : {}), sd: 'always' as const })),
  };
}

/** The type's entry in the issuer metadata's credential_configurations_supported (OpenID4VCI 1.0, display also where draft 15 wallets read it). */
export function configurationOf(type: CredentialType, algorithm: string) {
  const names = [
    { name: type.name.ko, locale: 'ko-KR', ...(type.description ? { description: type.description.ko } : {}) },
    { name: type.name.en, locale: 'en', ...(type.description?.en ? { description: type.description.en } : {}) },
  ];
  return {
    format: SD_JWT_VC_FORMAT,
    vct: type.vct,
    scope: type.slug,
    cryptographic_binding_methods_supported: ['jwk'],
    credential_signing_alg_values_supported: [algorithm],
    proof_types_supported: { jwt: { proof_signing_alg_values_supported: [algorithm] } },
    credential_metadata: { display: names },
    display: names,
  };
}
