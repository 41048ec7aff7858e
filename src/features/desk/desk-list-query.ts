import type { DeskListQuery } from '../../../contracts/generated/api';

/** A state the list can be narrowed to: one the desk shows, or a pending deletion request. */
export type DeskFilter = NonNullable<DeskListQuery['state']>;
export type DeskSortKey = NonNullable<DeskListQuery['sort']>;
export type DeskOrder = NonNullable<DeskListQuery['order']>;

/** The chips of the state filter, in the order a clerk works (RETURNED is only under 전체: no desk action makes it). */
export const DESK_FILTERS = ['UNOPENED', 'OPENED', 'PROCESSED', 'DELETION_REQUESTED', 'CANCELED', 'EXPIRED'] as const satisfies readonly DeskFilter[];
/** A state the page offers to narrow to (one of its chips). */
export type DeskChip = (typeof DESK_FILTERS)[number];

/** Where the clerk is in the list: all of it lives in the address, so a reload, the back button and a link keep it. */
export interface DeskListView {
  keyword: string;
  state: DeskChip | null;
  sort: DeskSortKey;
  order: DeskOrder;
  page: number;
}

export const DEFAULT_VIEW: DeskListView = { keyword: '', state: null, sort: 'received', order: 'desc', page: 1 };

const isFilter = (value: string | null): value is DeskChip => value !== null && (DESK_FILTERS as readonly string[]).includes(value);

/** The view an address names; anything it does not name, or names wrongly, is the default. */
export function viewOf(params: URLSearchParams): DeskListView {
  const state = params.get('state');
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    state: isFilter(state) ? state : null,
    sort: sort === 'state' ? 'state' : 'received',
    order: order === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address's query of a view: only what differs from the default. */
export function paramsOf(view: DeskListView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.keyword) params.keyword = view.keyword;
  if (view.state) params.state = view.state;
  if (view.sort !== DEFAULT_VIEW.sort) params.sort = view.sort;
  if (view.order !== DEFAULT_VIEW.order) params.order = view.order;
  if (view.page !== 1) params.page = String(view.page);
  return params;
}

/**
 * A column header pressed: the same column turns its order around; another column starts in the
 * order a clerk wants first (received: newest first; state: what needs them first). Back to page 1.
 */
export function sortedBy(view: DeskListView, column: DeskSortKey): DeskListView {
  if (view.sort === column) return { ...view, order: view.order === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...view, sort: column, order: column === 'state' ? 'asc' : 'desc', page: 1 };
}

/** The pages a pager offers around `current` of `count`: the first, the last, two either side, gaps as null. */
export function pageNumbers(current: number, count: number): Array<number | null> {
  const shown = [...new Set([1, count, ...[-2, -1, 0, 1, 2].map((offset) => current + offset)])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? [null, n] : [n]));
}

/** How many pages `total` rows make at `size` a page (at least one, the empty one). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** The view with its page among `total` rows' pages: a page past the end (an old link, rows gone since) is the last. */
export function withinPages(view: DeskListView, total: number, size: number): DeskListView {
  const last = pageCount(total, size);
  return view.page > last ? { ...view, page: last } : view;
}

/** The row ↑/↓ (Home/End) moves to from `index` of `count` rows; null for another key. */
export function rowAfterKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return Math.min(count - 1, index + 1);
  if (key === 'ArrowUp') return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
