import { listOf } from './base-api';

/** One page of a list the server pages by number from 1 (000 §9): its rows and how many there are in all. */
export interface Paged<T> {
  items: T[];
  totalCount: number;
}

/**
 * The infinite query's options of a list paged from 1, for a page whose rows `rowsOf` reads: the
 * next page exists while fewer than totalCount rows have arrived and the last page was not empty
 * (a list that shrank while it was read would otherwise ask for pages forever).
 */
export function pagesFromOne<P extends { totalCount: number }>(rowsOf: (page: P) => readonly unknown[]) {
  return {
    initialPageParam: 1,
    getNextPageParam: (last: P, all: readonly P[], lastParam: number): number | undefined => {
      const loaded = all.reduce((sum, page) => sum + rowsOf(page).length, 0);
      return rowsOf(last).length > 0 && loaded < last.totalCount ? lastParam + 1 : undefined;
    },
  };
}

/** The options of a list whose pages are `Paged`. */
export const PAGED_FROM_ONE = pagesFromOne<Paged<unknown>>((page) => page.items);

/**
 * A list answer as one page. The base query makes `{ items, totalCount }` of an envelope with a
 * totalCount; an answer without one is the whole list, so its total is its length.
 */
export function toPaged<T>(data: unknown): Paged<T> {
  const items = listOf<T>(data);
  const total = (data as { totalCount?: unknown } | null)?.totalCount;
  return { items, totalCount: typeof total === 'number' ? total : items.length };
}

/** The rows of every page loaded so far and the total the last page reported. */
export function pagedRows<T>(data: { pages: readonly Paged<T>[] } | undefined): { rows: T[]; total: number } {
  return { rows: data?.pages.flatMap((page) => page.items) ?? [], total: data?.pages.at(-1)?.totalCount ?? 0 };
}
