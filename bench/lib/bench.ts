import type { ServerProcess } from './proc.ts';
import type { Verdict } from './format.ts';

/**
 * What the runner (bench/run.ts) gives every section (bench/sections/*.ts), and what a section
 * is: one measurement with its own budgets, its figures for report.json and its part of
 * report.md (bench/lib/report.ts writes both).
 */
export const SECTION_IDS = ['bundle', 'api', 'form', 'issuance', 'lighthouse', 'documents', 'databases', 'preview'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface Settings {
  build: boolean;
  /** The sections that run (every one unless --skip-<id> or --only=<id>). */
  sections: Record<SectionId, boolean>;
  lighthouseRuns: number;
  mounts: number;
  validations: number;
  issuances: number;
  durationS: number;
  warmupS: number;
  connections: number;
  rounds: number;
}

export interface BudgetLine {
  /** The section's title, e.g. 'Bundle'. */
  section: string;
  check: string;
  measured: string;
  budget: string;
  verdict: Verdict;
}

export interface BenchContext {
  root: string;
  dist: string;
  /** Removed when the bench ends. */
  tempDir: string;
  settings: Settings;
  /** The Jigap server on dist/ (production, its own temporary database), shared by the sections. */
  jigap: ServerProcess;
  /** Where the servers' profile agents listen and write (bench/lib/cpu-profile.ts); the Jigap server's is on. */
  profileDir: string;
  log(message: string): void;
  /** Something the reader must see (a route that redirected, a non-2xx answer…). */
  warn(message: string): void;
  budget(line: Omit<BudgetLine, 'section'>): void;
}

export interface Section<R> {
  id: SectionId;
  /** The report's heading and the budget table's section column. */
  title: string;
  /** Needs dist/ (the runner builds first unless --no-build). */
  needsBuild: boolean;
  run(ctx: BenchContext): Promise<R>;
  /** The section's part of report.md (under its `## n. title` heading, which the writer adds). */
  markdown(result: R | null, view: SectionView): string[];
}

/** What a section's markdown sees of the whole run. */
export interface SectionView {
  skipped: boolean;
  settings: Settings;
  /** This section's budget table, already rendered ('' when it has none). */
  budgetTable: string;
  /** The bench process id (the load generator). */
  benchPid: number;
}

export const errorText = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));
