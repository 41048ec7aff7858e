// cert:check's findings about one certificate folder, for the dev server's preview (loaded on
// demand by scripts/vite/certificate-catalogue.ts: the checks compile schemas with ajv).
import { formatProblem, listCertificateSlugs, readCertificateFolder, validateManifest, type CertificateManifest } from '../../server/catalogue/index.ts';
import { checkCatalogueRules, checkCertificateFolder, projectCheckOptions } from '../lib/check-certificates.ts';

/** The messages `npm run cert:check` prints about this folder: its own problems and the catalogue rules it breaks. */
export function folderProblems(dir: string, slug: string): string[] {
  const checks = projectCheckOptions();
  // A folder's own checks are remembered by its files' text (check-certificates.ts).
  const own = checkCertificateFolder(dir, slug, checks).problems.map(formatProblem);
  // The rules across folders (unique path, name and orders, the demo world) need every valid manifest and agency.json; reading them is cheap.
  const certs = listCertificateSlugs(dir).map((other) => {
    const { manifest, agency } = readCertificateFolder(dir, other).files;
    return { slug: other, agency, manifest: manifest !== undefined && validateManifest(manifest, other).length === 0 ? (manifest as unknown as CertificateManifest) : undefined };
  });
  const shared = checkCatalogueRules(certs, checks).filter((problem) => problem.slug === slug).map(formatProblem);
  return [...own, ...shared];
}
