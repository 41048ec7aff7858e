import { CERTIFICATE_FILES, type CatalogueProblem, type CertificateManifest } from '../../../server/catalogue/index.ts';
import type { CatalogueRule } from './types.ts';

const withManifest = <T extends { manifest?: CertificateManifest }>(list: readonly T[]) => list.filter((c): c is T & { manifest: CertificateManifest } => c.manifest !== undefined);

/** The first popularity order no folder and no fixture holds. */
export function freePopularityOrder(orders: readonly number[]): number {
  return Math.max(0, ...orders) + 1;
}

/**
 * Paths, names and popularity orders are unique across the catalogue; popularity orders also
 * across the test fixtures, which tests drop into a copy of it (a fixture's own folder, dropped
 * in, is itself and no clash).
 */
export const uniqueManifestFields: CatalogueRule = (certificates, options) => {
  const problems: CatalogueProblem[] = [];
  const folders = withManifest(certificates);
  const fixtures = withManifest(options.fixtures ?? []);
  const free = freePopularityOrder([...folders, ...fixtures].map(({ manifest }) => manifest.popularityOrder));
  const fix = { path: 'choose another path (the Korean name without spaces)', name: 'choose another name', popularityOrder: `take ${free} (npm run cert:new gives a free one)` };
  for (const field of ['path', 'name', 'popularityOrder'] as const) {
    const seen = new Map<unknown, string>();
    for (const { slug, manifest } of folders) {
      const other = seen.get(manifest[field]);
      if (other) problems.push({ slug, file: CERTIFICATE_FILES.manifest, field, message: `${JSON.stringify(manifest[field])} is also used by ${other}: ${fix[field]}` });
      else seen.set(manifest[field], slug);
    }
  }
  for (const { slug, manifest } of folders) {
    const fixture = fixtures.find((f) => f.slug !== slug && f.manifest.popularityOrder === manifest.popularityOrder);
    if (fixture) {
      problems.push({
        slug,
        file: CERTIFICATE_FILES.manifest,
        field: 'popularityOrder',
        message: `${manifest.popularityOrder} is held by the test fixture tests/fixtures/certificates/${fixture.slug} (tests drop it into the catalogue): ${fix.popularityOrder}`,
      });
    }
  }
  return problems;
};

/** Each qualification pass a manifest names exists and checks this certificate. */
export const qrPassesExist: CatalogueRule = (certificates, options) => {
  if (!options.qrPasses) return [];
  const problems: CatalogueProblem[] = [];
  for (const { slug, manifest } of withManifest(certificates)) {
    for (const code of manifest.qrPass ?? []) {
      const checks = options.qrPasses.get(code);
      if (checks === undefined) problems.push({ slug, file: CERTIFICATE_FILES.manifest, field: 'qrPass', message: `"${code}" is not a pass of server/lookup-data/qr-pass-institutions.json` });
      else if (checks !== manifest.path) problems.push({ slug, file: CERTIFICATE_FILES.manifest, field: 'qrPass', message: `"${code}" checks ${checks}, not ${manifest.path}` });
    }
  }
  return problems;
};
