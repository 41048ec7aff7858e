// cert:check's findings about one certificate folder, for the dev server's preview (loaded on
// demand by scripts/vite/certificate-catalogue.ts: the checks compile schemas with ajv).
import fs from 'node:fs';
import path from 'node:path';
import { formatProblem, listCertificateSlugs, readCertificateFolder, validateManifest, type CertificateManifest } from '../../server/catalogue/index.ts';
import { checkCatalogueRules, checkCertificateFolder, readInstitutionKinds, readQrPasses, readWidgetOptions, type CheckOptions } from '../lib/check-certificates.ts';
import { INSTITUTIONS_FILE, QR_PASS_FILE } from '../lib/paths.ts';

const memo = new Map<string, string[]>();

function folderText(dir: string, slug: string): string {
  const folder = path.join(dir, slug);
  return fs
    .readdirSync(folder)
    .sort()
    .map((file) => {
      const full = path.join(folder, file);
      return fs.statSync(full).isFile() ? `${file}\u0000${fs.readFileSync(full, 'utf8')}` : file;
    })
    .join('\u0001');
}

function options(): CheckOptions {
  return { ...readWidgetOptions(), institutionKinds: readInstitutionKinds(INSTITUTIONS_FILE), qrPasses: readQrPasses(QR_PASS_FILE) };
}

/** The messages `npm run cert:check` prints about this folder: its own problems and the catalogue rules it breaks. */
export function folderProblems(dir: string, slug: string): string[] {
  const checks = options();
  const key = `${slug}\u0002${JSON.stringify([checks.widgetNames, [...(checks.widgetLayers ?? [])]])}\u0002${folderText(dir, slug)}`;
  let own = memo.get(key);
  if (!own) {
    own = checkCertificateFolder(dir, slug, checks).problems.map(formatProblem);
    memo.set(key, own);
  }
  // The rules across folders (unique path, name and orders) need every valid manifest; reading them is cheap.
  const certs = listCertificateSlugs(dir).map((other) => {
    const manifest = readCertificateFolder(dir, other).files.manifest;
    return { slug: other, manifest: manifest !== undefined && validateManifest(manifest, other).length === 0 ? (manifest as unknown as CertificateManifest) : undefined };
  });
  const shared = checkCatalogueRules(certs, checks).filter((problem) => problem.slug === slug).map(formatProblem);
  return [...own, ...shared];
}
