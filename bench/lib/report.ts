import { writeFileSync } from 'node:fs';
import type { BudgetLine, Section, SectionId, Settings } from './bench.ts';
import { table, verdictCell } from './format.ts';

/**
 * The one report writer: bench/report.json (every figure, for tools) and bench/report.md (for
 * people): the run's header (machine, load average, commit), the summary of every budget, then
 * each section's part in order, under a numbered heading.
 */
export interface ReportMeta {
  date: string;
  node: string;
  platform: string;
  cpus: number;
  cpuModel: string;
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
  /** `uptime` at the start and at the end, as printed. */
  uptime: { start: string | null; end: string | null };
  commit: string;
  uncommittedPaths: number | null;
  command: string;
  benchPid: number;
  settings: Settings;
  /** When the build ran, its duration. */
  buildMs: number | null;
}

export interface Report {
  meta: ReportMeta;
  warnings: string[];
  errors: { section: string; message: string }[];
  budgets: BudgetLine[];
  /** Each section's figures (null when it did not run or failed). */
  sections: Partial<Record<SectionId, unknown>>;
}

export function budgetTable(lines: BudgetLine[]): string {
  return table(
    ['Check', 'Measured', 'Budget', 'Verdict'],
    lines.map((line) => [line.check, line.measured, line.budget, verdictCell(line.verdict)]),
  );
}

export function renderMarkdown(report: Report, sections: readonly Section<unknown>[]): string {
  const { meta } = report;
  const out: string[] = [];
  out.push('# Jigap benchmark report', '');
  out.push(
    table(
      ['', ''],
      [
        ['Date', meta.date],
        ['Git commit', `${meta.commit}${meta.uncommittedPaths ? ` + uncommitted changes (${meta.uncommittedPaths} paths)` : ''}`],
        ['Node', `${meta.node} (${meta.platform})`],
        ['CPUs', `${meta.cpus} × ${meta.cpuModel}`],
        ['Load average (1, 5, 15 min)', `${meta.loadAverageAtStart.join(', ')} at start; ${meta.loadAverageAtEnd.join(', ')} at end`],
        ['`uptime`', `${meta.uptime.start ?? '?'} (start); ${meta.uptime.end ?? '?'} (end)`],
        ['Command', `\`${meta.command}\``],
      ],
    ),
    '',
  );
  const busy = meta.loadAverageAtStart[0] !== undefined && meta.loadAverageAtStart[0] > meta.cpus / 2;
  out.push(
    `> **Noisy figures.** These come from a shared ${meta.cpus}-core machine where other jobs may run at the same time` +
      (busy ? ` (**busy at the start: load ${meta.loadAverageAtStart[0]} on ${meta.cpus} cores**)` : '') +
      '; the load generator and the servers share its cores. The API budgets are ratios to a bare Fastify route measured in the same rounds, ' +
      "so compare figures within one run, not across runs. Lighthouse's simulated throttling multiplies the CPU time it observes, so a busy machine lowers " +
      'its performance scores. Budgets are reported, never asserted.',
    '',
  );

  if (report.errors.length > 0) {
    out.push('## ❌ The bench failed in part', '');
    for (const error of report.errors) out.push(`**${error.section}:**`, '', '```', error.message, '```', '');
  }
  if (report.warnings.length > 0) {
    out.push('## ⚠️ Attention', '');
    for (const warning of report.warnings) out.push(`- **${warning}**`);
    out.push('');
  }

  out.push('## Summary', '');
  out.push(report.budgets.length > 0 ? budgetTable(report.budgets) : '_No budget was measured._', '');

  sections.forEach((section, index) => {
    out.push(`## ${index + 1}. ${section.title}`, '');
    const skipped = !meta.settings.sections[section.id];
    if (skipped) {
      out.push(`_Skipped (\`--skip-${section.id}\` or \`--only\`)._`, '');
      return;
    }
    const lines = report.budgets.filter((line) => line.section === section.title);
    const result = (report.sections[section.id] ?? null) as unknown;
    out.push(...section.markdown(result, { skipped, settings: meta.settings, budgetTable: lines.length > 0 ? budgetTable(lines) : '', benchPid: meta.benchPid }));
    if (result === null) out.push('_No figure (see the errors above)._', '');
  });
  return `${out.join('\n').trimEnd()}\n`;
}

export function writeReport(report: Report, sections: readonly Section<unknown>[], paths: { markdown: string; json: string }): void {
  writeFileSync(paths.json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(paths.markdown, renderMarkdown(report, sections));
}
