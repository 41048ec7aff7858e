/** The median of the figures (NaN for none): the bench's verdicts use it over repeated runs. */
export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The value rounded to `digits` decimals (figures kept in the report). */
export const roundTo = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A ratio between two endpoints measured in the same alternating rounds: each round's pair
 * (A then B, or B then A, seconds apart) ran under the same load of the machine, so the median of
 * the rounds' ratios is what a neighbour's burst — which lands on one side of one round — moves
 * least. With fewer than three rounds there is no median to speak of: the whole run's ratio.
 */
export function pairedRatio(wholeRun: number, rounds: readonly number[]): { value: number; basis: 'rounds' | 'whole run'; rounds: number[] } {
  const finite = rounds.filter(Number.isFinite);
  return finite.length >= 3 ? { value: median(finite), basis: 'rounds', rounds: finite } : { value: wholeRun, basis: 'whole run', rounds: finite };
}
