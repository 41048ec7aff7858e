import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const CERTIFICATE_INDEX_ID = 'virtual:certificate-index';
const RESOLVED_ID = `\0${CERTIFICATE_INDEX_ID}`;
const FIELDS = ['path', 'name', 'issuer', 'applicationType', 'available', 'family'] as const;

/**
 * `virtual:certificate-index`: the few manifest fields the issue page needs at once, for every
 * folder of certificates/ (found, not listed). The rest of a manifest (guide, keywords,
 * personal data) stays out of the page's first load.
 */
export function certificateIndex(root = process.cwd()): Plugin {
  const dir = join(root, 'certificates');
  return {
    name: 'jigap-certificate-index',
    resolveId: (id) => (id === CERTIFICATE_INDEX_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const entries = readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'certificate.json')))
        .map((entry) => {
          const file = join(dir, entry.name, 'certificate.json');
          this.addWatchFile(file);
          const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
          return { slug: entry.name, manifest: Object.fromEntries(FIELDS.filter((key) => key in manifest).map((key) => [key, manifest[key]])) };
        })
        .sort((a, b) => a.slug.localeCompare(b.slug));
      return `export default ${JSON.stringify(entries)};`;
    },
  };
}
