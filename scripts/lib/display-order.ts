const collator = new Intl.Collator('ko');

/** Korean collation rank (1-based) of each name, as the bridge page's alphabetical sort shows them. */
export function displayNameOrders(names: readonly string[]): Map<string, number> {
  const sorted = [...names].sort((a, b) => collator.compare(a, b));
  return new Map(sorted.map((name, i) => [name, i + 1]));
}
