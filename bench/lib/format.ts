import { KB } from './bundle.ts';

export type Verdict = 'PASS' | 'OVER' | 'n/a';

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
export const int = (value: number): string => Math.round(value).toLocaleString('en-US');
export const ms = (value: number): string => `${Number.isInteger(value) ? value : value.toFixed(1)} ms`;
/** A duration with the digits a small figure needs: 1.3 µs, 0.420 ms, 3.17 ms, 25.4 ms. */
export const fineMs = (value: number): string => {
  if (!Number.isFinite(value)) return '—';
  if (value > 0 && value < 0.01) return `${(value * 1000).toFixed(1)} µs`;
  return `${value < 1 ? value.toFixed(3) : value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
};
export const pct = (ratio: number): string => `${(ratio * 100).toFixed(0)}%`;
export const seconds = (millis: number): string => `${(millis / 1000).toFixed(1)} s`;

/** A verdict where a smaller value is better (sizes, latencies). */
export const atMost = (value: number, budget: number): Verdict => (value <= budget ? 'PASS' : 'OVER');
/** A verdict where a larger value is better (throughput ratios). */
export const atLeast = (value: number, budget: number): Verdict => (value >= budget ? 'PASS' : 'OVER');

export const verdictCell = (verdict: Verdict): string => (verdict === 'OVER' ? '**OVER**' : verdict);

export function table(head: string[], rows: (string | number)[][], align?: ('l' | 'r')[]): string {
  const escape = (cell: string | number) => String(cell).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const rule = head.map((_, index) => ((align?.[index] ?? 'l') === 'r' ? '---:' : '---'));
  return [head, rule, ...rows].map((row) => `| ${row.map(escape).join(' | ')} |`).join('\n');
}
