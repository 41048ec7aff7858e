// npm run copy:check
// Reads every user-facing Korean string of the tree (scripts/lib/copy/sources.ts) and names each one
// that does not speak the wallet's voice (docs/glossary.md), with how to fix it; exit code 1 on findings.
import { checkCopy, formatCopyProblem } from './lib/copy/check.ts';
import { REPO_ROOT } from './lib/paths.ts';

const problems = checkCopy(REPO_ROOT);
for (const problem of problems) console.log(`✗ ${formatCopyProblem(problem)}`);
if (problems.length) {
  console.log(`\n${problems.length} text(s) in ${new Set(problems.map((p) => p.file)).size} file(s) do not speak one voice (docs/glossary.md).`);
  process.exitCode = 1;
} else {
  console.log('✓ Every Korean text speaks one voice: 해요체 outside the spec\'s verbatim words, the glossary\'s terms and spacing.');
}
