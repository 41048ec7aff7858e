/** The median of the figures (NaN for none): the bench's verdicts use it over repeated runs. */
export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** The value rounded to `digits` decimals (figures kept in the report). */
export const roundTo = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;
