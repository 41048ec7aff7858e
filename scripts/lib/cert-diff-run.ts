import fs from 'node:fs';
import path from 'node:path';
import { formatProblem } from '../../server/catalogue/index.ts';
import { changedCertificates, renderCatalogueDiff, type FormImages } from './cert-diff.ts';
import { checkCatalogue, projectCheckOptions } from './check-certificates.ts';
import { locateCatalogue, readGitRef, readWorkingTree } from './read-snapshots.ts';
import { drawFormImages, type VisualDiffOptions } from './visual-diff.ts';

export interface CertDiffOptions {
  /** The working tree's catalogue folder. */
  catalogueDir: string;
  /** The git ref of "before". */
  ref: string;
  /** --visual: draw each changed form and document before and after into outDir. */
  visual?: boolean;
  outDir: string;
  /** What draws the pictures (Chromium and pdftoppm: visual-diff.ts). */
  draw?: (options: VisualDiffOptions) => Promise<Map<string, FormImages>>;
  log?: (line: string) => void;
}

/** What `cert:check` says of each folder of the working tree, by slug (formatProblem's words). */
export function checkFindings(catalogueDir: string): Map<string, string[]> {
  const findings = new Map<string, string[]>();
  for (const problem of checkCatalogue(catalogueDir, projectCheckOptions()).problems) {
    if (problem.slug) findings.set(problem.slug, [...(findings.get(problem.slug) ?? []), formatProblem(problem)]);
  }
  return findings;
}

/**
 * cert:diff: the markdown of what changed for citizens between `ref` and the working tree, each
 * changed folder led by what cert:check says of it; with --visual, the pictures too, written with
 * the markdown into outDir. Answers the markdown and the pictures drawn.
 */
export async function runCertDiff(options: CertDiffOptions): Promise<{ markdown: string; images: Map<string, FormImages> }> {
  const { catalogueDir, ref, outDir } = options;
  const { repoRoot, catalogue } = locateCatalogue(catalogueDir);
  const before = readGitRef(repoRoot, ref, catalogue);
  const after = readWorkingTree(catalogueDir);
  const findings = checkFindings(catalogueDir);
  if (!options.visual) return { markdown: renderCatalogueDiff(before, after, ref, 'working tree', new Map(), findings), images: new Map() };
  const slugs = changedCertificates(before, after);
  const draw = options.draw ?? drawFormImages;
  const images = slugs.length ? await draw({ repoRoot, ref, catalogue, catalogueDir, slugs, outDir, log: options.log }) : new Map<string, FormImages>();
  const markdown = renderCatalogueDiff(before, after, ref, 'working tree', images, findings);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'cert-diff.md'), markdown);
  return { markdown, images };
}
