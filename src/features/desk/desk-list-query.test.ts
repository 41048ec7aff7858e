import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, pageCount, pageNumbers, paramsOf, viewOf, withinPages } from './desk-list-query';

describe('the desk list view lives in the address', () => {
  it('an address names a view and the view writes back only what differs from the default', () => {
    const view = viewOf(new URLSearchParams('keyword=%20김민준%20&state=OPENED&sort=state&order=asc&page=3'));
    expect(view).toEqual({ keyword: '김민준', state: 'OPENED', sort: 'state', order: 'asc', page: 3 });
    expect(viewOf(new URLSearchParams(paramsOf(view)))).toEqual(view);
    expect(paramsOf(DEFAULT_VIEW)).toEqual({});
  });

  it('anything named wrongly is the default', () => {
    expect(viewOf(new URLSearchParams('state=RETURNED&sort=name&order=up&page=0'))).toEqual(DEFAULT_VIEW);
    expect(viewOf(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(viewOf(new URLSearchParams('page=99999999')).page).toBe(1);
  });
});

describe('pages', () => {
  it('counts at least one page and offers the first, the last and two either side', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageNumbers(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });

  it('a page past the end (an old link, rows deleted since) becomes the last; one within stays the same view', () => {
    const view = { ...DEFAULT_VIEW, state: 'OPENED' as const, page: 9 };
    expect(withinPages(view, 41, 20)).toEqual({ ...view, page: 3 });
    expect(withinPages(view, 0, 20)).toEqual({ ...view, page: 1 });
    const within = { ...view, page: 3 };
    expect(withinPages(within, 41, 20)).toBe(within);
  });
});
