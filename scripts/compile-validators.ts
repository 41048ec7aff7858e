// Writes src/generated/validators/<slug>.cjs for every certificates/<slug>/schema.json: RJSF's
// precompiled validators, so the browser validates without eval (CSP `script-src 'self'`).
// Run by `gen:validators` (prebuild, pretest, predev). The output is git-ignored.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compileSchemaValidators from '@rjsf/validator-ajv8/compileSchemaValidators';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const certificates = path.join(root, 'certificates');
const out = path.join(root, 'src', 'generated', 'validators');

export function compileValidators(from = certificates, to = out): string[] {
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  const slugs = fs
    .readdirSync(from, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(from, entry.name, 'schema.json')))
    .map((entry) => entry.name)
    .sort();
  for (const slug of slugs) {
    const schema = JSON.parse(fs.readFileSync(path.join(from, slug, 'schema.json'), 'utf8'));
    compileSchemaValidators(schema, path.join(to, `${slug}.cjs`));
  }
  return slugs;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const log = console.log;
  console.log = () => undefined; // compileSchemaValidators logs every step
  const slugs = compileValidators();
  console.log = log;
  console.log(`compile-validators: ${slugs.length} validators in ${path.relative(root, out)}`);
}
