import { CERTIFICATE_FILES, declaredProperties, type CatalogueProblem } from '../../../server/catalogue/index.ts';
import type { CatalogueRule, FolderRule } from './types.ts';

/** An outside site confirms fields of the form: each name in `site.confirms` is a property of schema.json. */
export const siteConfirmsFields: FolderRule = ({ slug, manifest, schema }) => {
  if (!manifest?.site || !schema) return [];
  const declared = declaredProperties(schema);
  return manifest.site.confirms
    .filter((key) => !declared.has(key))
    .map((key) => ({
      slug,
      file: CERTIFICATE_FILES.manifest,
      field: 'site.confirms',
      message: `"${key}" is not a field of the form: the site confirms fields of schema.json (${[...declared.keys()].join(', ')})`,
    }));
};

/** Certificates applied for on one site describe it alike: the same badge and guide wherever its name is written. */
export const sitesAlike: CatalogueRule = (certificates) => {
  const problems: CatalogueProblem[] = [];
  const first = new Map<string, { slug: string; badge: string; guide: string }>();
  for (const { slug, manifest } of certificates) {
    const site = manifest?.site;
    if (!site) continue;
    const seen = first.get(site.name);
    if (!seen) {
      first.set(site.name, { slug, badge: site.badge, guide: site.guide });
      continue;
    }
    for (const key of ['badge', 'guide'] as const) {
      if (site[key] !== seen[key]) {
        problems.push({ slug, file: CERTIFICATE_FILES.manifest, field: `site.${key}`, message: `"${site.name}" is described otherwise in certificates/${seen.slug}/certificate.json (${JSON.stringify(seen[key])}): one site, one ${key}` });
      }
    }
  }
  return problems;
};
