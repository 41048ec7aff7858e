// npm run cert:new <slug> [-- --name "동물등록증명서" --path 동물등록증명서 --issuer 농림축산식품부 --type NORMAL|CHANNELING|EXTERNAL_CHANNELING]
// Scaffolds certificates/<slug>/ with files cert:check accepts as they are, and prints the next steps.
import path from 'node:path';
import { scaffoldCertificate, type ScaffoldOptions } from './lib/scaffold.ts';
import { CATALOGUE_DIR } from './lib/paths.ts';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const slug = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!slug) {
  console.error('Usage: npm run cert:new <slug> [-- --name "표시 이름" --path 경로 --issuer 발급기관 --type NORMAL|CHANNELING|EXTERNAL_CHANNELING]');
  process.exit(2);
}
const type = flag('type');
if (type !== undefined && type !== 'NORMAL' && type !== 'CHANNELING' && type !== 'EXTERNAL_CHANNELING') {
  console.error('--type is NORMAL, CHANNELING or EXTERNAL_CHANNELING (a court certificate)');
  process.exit(2);
}
const dir = flag('dir') ? path.resolve(flag('dir')!) : CATALOGUE_DIR;
const options: ScaffoldOptions = { name: flag('name'), path: flag('path'), issuer: flag('issuer'), applicationType: type };
try {
  const { manifest } = scaffoldCertificate(dir, slug, options);
  console.log(`Created certificates/${slug}/ — ${String(manifest.name)} at /issue/${String(manifest.path)}`);
  console.log('  certificate.json  schema.json  ui.json  sample.json  document.json  agency.json');
  console.log(`
Next steps (certificates/README.md explains each):
  1. certificate.json and guide — name, path, issuer, keywords, personalData, popularityOrder.
  2. schema.json, ui.json, sample.json — the form: Korean keys and titles, choices as "oneOf",
     widgets by name, one valid sample (the tests fill it).
  3. agency.json — the facts the issuing agency holds that no other certificate reads, under a name
     of their own, per persona id or "*" for everyone (rules such as {"$pick": [...]} make values up,
     the same each time); a persona the certificate does not concern gets them empty ("" or []).
  4. document.json — the issued PDF: {form.…}, {record.…} (the shared facts and agency.json's), {issue.…}.
     npm run dev, then /dev/catalogue#${slug} shows the form and the document as you save.
  5. npm run cert:check  (the whole gate: names the file, field and fix of every problem)
     npm run cert:diff   (paste into the pull request)
     npm test            (passes when cert:check does, and changes no file outside the folder)`);
} catch (error) {
  console.error(`cert:new: ${(error as Error).message}`);
  process.exitCode = 1;
}
