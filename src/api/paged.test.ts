import { describe, expect, it } from 'vitest';
import { PAGED_FROM_ONE, pagedRows, pagesFromOne, toPaged, type Paged } from './paged';

const page = (items: string[], totalCount: number): Paged<string> => ({ items, totalCount });

describe('paged lists', () => {
  it('start at page 1 and ask for the next while fewer than totalCount rows have arrived', () => {
    const first = page(['a', 'b'], 5);
    expect(PAGED_FROM_ONE.initialPageParam).toBe(1);
    expect(PAGED_FROM_ONE.getNextPageParam(first, [first], 1)).toBe(2);
    const second = page(['c', 'd'], 5);
    expect(PAGED_FROM_ONE.getNextPageParam(second, [first, second], 2)).toBe(3);
  });

  it('stop when every row has arrived, or when a page came back empty (a list that shrank)', () => {
    const first = page(['a', 'b'], 4);
    const last = page(['c', 'd'], 4);
    expect(PAGED_FROM_ONE.getNextPageParam(last, [first, last], 2)).toBeUndefined();
    const empty = page([], 9);
    expect(PAGED_FROM_ONE.getNextPageParam(empty, [first, empty], 2)).toBeUndefined();
  });

  it('count the rows a page of another shape holds', () => {
    const options = pagesFromOne<{ applications: number[]; totalCount: number }>((p) => p.applications);
    const first = { applications: [1, 2], totalCount: 3 };
    expect(options.getNextPageParam(first, [first], 1)).toBe(2);
    const second = { applications: [3], totalCount: 3 };
    expect(options.getNextPageParam(second, [first, second], 2)).toBeUndefined();
  });

  it('read an answer with a totalCount as a page, and a bare list as the whole list', () => {
    expect(toPaged<string>({ items: ['a'], totalCount: 7 })).toEqual({ items: ['a'], totalCount: 7 });
    expect(toPaged<string>(['a', 'b'])).toEqual({ items: ['a', 'b'], totalCount: 2 });
    expect(toPaged<string>(null)).toEqual({ items: [], totalCount: 0 });
  });

  it('join the rows of the loaded pages and take the total of the last', () => {
    expect(pagedRows({ pages: [page(['a', 'b'], 5), page(['c'], 4)] })).toEqual({ rows: ['a', 'b', 'c'], total: 4 });
    expect(pagedRows<string>(undefined)).toEqual({ rows: [], total: 0 });
  });
});
