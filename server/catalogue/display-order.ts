const collator = new Intl.Collator('ko');

/**
 * Korean collation rank (1-based) of each name, as the apply tab's and the bridge page's
 * alphabetical sort show them: derived from the names of every folder, so a new folder changes no
 * other file.
 */
export function displayNameOrders(names: readonly string[]): Map<string, number> {
  const sorted = [...names].sort((a, b) => collator.compare(a, b));
  return new Map(sorted.map((name, i) => [name, i + 1]));
}
