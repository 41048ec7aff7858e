// npm run cert:diff [<git-ref>] [-- --visual] [--out <dir>] [--dir <catalogue>]   (default HEAD)
// Prints, per certificate, what changed for the citizen between the ref and the working tree, as
// markdown for a pull request. --visual also draws each changed certificate's form at
// /issue/{edoc} before and after, in Chromium at 360 px wide (the dev server beside the reference
// server), and writes the images with the markdown into --out (default cert-diff/).
import fs from 'node:fs';
import path from 'node:path';
import { changedCertificates, renderCatalogueDiff } from './lib/cert-diff.ts';
import { CATALOGUE_DIR } from './lib/paths.ts';
import { locateCatalogue, readGitRef, readWorkingTree } from './lib/read-snapshots.ts';
import { drawFormImages } from './lib/visual-diff.ts';

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
  const { repoRoot, catalogue } = locateCatalogue(catalogueDir);
  const before = readGitRef(repoRoot, ref, catalogue);
  const after = readWorkingTree(catalogueDir);
  if (!visual) {
    process.stdout.write(renderCatalogueDiff(before, after, ref, 'working tree'));
    return;
  }
  const slugs = changedCertificates(before, after);
  const images = slugs.length
    ? await drawFormImages({ repoRoot, ref, catalogue, catalogueDir, slugs, outDir, log: (line) => console.error(line) })
    : new Map();
  const markdown = renderCatalogueDiff(before, after, ref, 'working tree', images);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'cert-diff.md'), markdown);
  process.stdout.write(markdown);
  console.error(`cert:diff: wrote ${path.join(outDir, 'cert-diff.md')} and ${[...images.values()].reduce((n, pair) => n + Number(Boolean(pair.before)) + Number(Boolean(pair.after)), 0)} image(s) beside it`);
}

main().catch((error: Error) => {
  console.error(`cert:diff: ${error.message}`);
  if (/unknown git ref|not a git repository/i.test(error.message)) console.error(`Is "${ref}" a commit of this repository? Usage: npm run cert:diff [<git-ref>] [-- --visual] [--out <dir>]`);
  process.exitCode = 2;
});
