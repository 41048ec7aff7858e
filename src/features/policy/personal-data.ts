import folders from 'virtual:certificate-personal-data';

/**
 * The personal-data table of the policy page, built from every certificate's manifest: a new
 * folder in certificates/ adds its row with no code change (STYLE.md convention 1).
 */
export interface ManifestPersonalData {
  path: string;
  name: string;
  issuer: string;
  personalData: string[];
  displayNameOrder?: number;
}

// The folders the build or the dev server reads (JIGAP_CERTIFICATES_DIR too), by slug
// (scripts/vite/certificate-catalogue.ts): loaded with this page only.
const manifests: Record<string, ManifestPersonalData> = Object.fromEntries(folders.map(({ slug, ...manifest }) => [slug, manifest]));

const collator = new Intl.Collator('ko');

/** One row per certificate folder, in Korean name order. */
export function personalDataRows(source: Record<string, ManifestPersonalData> = manifests): ManifestPersonalData[] {
  return Object.values(source)
    .map(({ path, name, issuer, personalData, displayNameOrder }) => ({ path, name, issuer, personalData, displayNameOrder }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
