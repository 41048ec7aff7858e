// npm run cert:check [-- --dir <catalogue>]
// Checks every certificate folder — the rules the whole test suite holds a folder to — and names
// the file and field of each problem with what to do; exit code 1 on problems.
import path from 'node:path';
import { formatProblem } from '../server/catalogue/index.ts';
import { checkCatalogue, projectCheckOptions } from './lib/check-certificates.ts';
import { CATALOGUE_DIR } from './lib/paths.ts';

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const dir = dirFlag >= 0 && args[dirFlag + 1] ? path.resolve(args[dirFlag + 1]!) : CATALOGUE_DIR;

const { slugs, problems } = checkCatalogue(dir, projectCheckOptions());
for (const problem of problems) console.log(`✗ ${formatProblem(problem)}`);
if (problems.length) {
  const folders = new Set(problems.filter((p) => p.slug).map((p) => p.slug)).size;
  const shared = problems.some((p) => !p.slug) ? ' and in the shared facts' : '';
  console.log(`\n${problems.length} problem(s) in ${folders} of ${slugs.length} certificate(s)${shared}.`);
  process.exitCode = 1;
} else {
  console.log(
    `✓ ${slugs.length} certificates: manifests valid, schemas compile (server and precompiled client validators), samples validate, widgets registered, Korean labels present in one voice (docs/glossary.md), orders unique (fixtures too), documents read every fact they show, and the demo world is one plausible life per persona.`,
  );
}
