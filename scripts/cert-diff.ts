// npm run cert:diff [<git-ref>] [-- --visual] [--out <dir>] [--dir <catalogue>]   (default HEAD)
// Prints, per certificate, what cert:check says of the changed folder and what changed for the
// citizen between the ref and the working tree, as markdown for a pull request. --visual also
// draws each changed certificate's form at /issue/{edoc} before and after, in Chromium at 360 px
// wide (the dev server beside the reference server), and writes the images with the markdown into
// --out (default cert-diff/).
import path from 'node:path';
import { runCertDiff } from './lib/cert-diff-run.ts';
import { CATALOGUE_DIR } from './lib/paths.ts';

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const flagValues = new Set(['--out', '--dir'].map(valueOf).filter(Boolean));
const ref = args.find((a) => !a.startsWith('-') && !flagValues.has(a)) ?? 'HEAD';
const visual = args.includes('--visual');
const catalogueDir = path.resolve(valueOf('--dir') ?? CATALOGUE_DIR);
const outDir = path.resolve(valueOf('--out') ?? 'cert-diff');

async function main() {
  const { markdown, images } = await runCertDiff({ catalogueDir, ref, visual, outDir, log: (line) => console.error(line) });
  process.stdout.write(markdown);
  if (visual) {
    const count = [...images.values()].reduce((n, pair) => n + [pair.before, pair.after, pair.documentBefore, pair.documentAfter].filter(Boolean).length, 0);
    console.error(`cert:diff: wrote ${path.join(outDir, 'cert-diff.md')} and ${count} image(s) beside it`);
  }
}

main().catch((error: Error) => {
  console.error(`cert:diff: ${error.message}`);
  if (/unknown git ref|not a git repository/i.test(error.message)) console.error(`Is "${ref}" a commit of this repository? Usage: npm run cert:diff [<git-ref>] [-- --visual] [--out <dir>]`);
  process.exitCode = 2;
});
