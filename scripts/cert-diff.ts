// npm run cert:diff [<git-ref>]   (default HEAD)
// Prints, per certificate, what changed for the citizen between the ref and the working tree, as
// markdown for a pull request.
import { renderCatalogueDiff } from './lib/cert-diff.ts';
import { CATALOGUE_DIR, REPO_ROOT } from './lib/paths.ts';
import { readGitRef, readWorkingTree } from './lib/read-snapshots.ts';

const ref = process.argv.slice(2).find((a) => !a.startsWith('-')) ?? 'HEAD';
try {
  const before = readGitRef(REPO_ROOT, ref);
  const after = readWorkingTree(CATALOGUE_DIR);
  process.stdout.write(renderCatalogueDiff(before, after, ref, 'working tree'));
} catch (error) {
  console.error(`cert:diff: ${(error as Error).message}`);
  console.error(`Is "${ref}" a commit of this repository? Usage: npm run cert:diff [<git-ref>]`);
  process.exitCode = 2;
}
