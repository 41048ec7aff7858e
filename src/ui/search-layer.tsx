import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { pagedRows, type Paged } from '../api/paged';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { SearchIcon } from './icons';
import { SkeletonList } from './skeleton';
import styles from './search-layer.module.scss';

/** The classes of the full-screen search pickers, for a layer's own lines (name, meta, …). */
export const searchStyles = styles;

export interface SearchFieldProps {
  /** The input's accessible name. */
  label: string;
  placeholder: string;
  value: string;
  onChange(text: string): void;
  /** With it the field is a form: Enter (and the submit button, if any) calls it. */
  onSubmit?(): void;
  /** The text of a submit button beside the input; none without it. */
  submitLabel?: string;
  describedBy?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The sticky search field of a full-screen picker: icon, 16 px input (no zoom on iOS), optional submit. */
export function SearchField({ label, placeholder, value, onChange, onSubmit, submitLabel, describedBy, disabled, autoFocus = true }: SearchFieldProps) {
  const input = (
    <>
      <SearchIcon size={20} aria-hidden="true" />
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={value}
        maxLength={100}
        enterKeyHint={onSubmit ? 'search' : undefined}
        data-autofocus={autoFocus ? '' : undefined}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {submitLabel && (
        <Button type="submit" variant="text" className={styles.submit}>
          {submitLabel}
        </Button>
      )}
    </>
  );
  if (!onSubmit) {
    return (
      <div role="search" className={styles.searchBar}>
        {input}
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" className={styles.searchBar} onSubmit={submit}>
      {input}
    </form>
  );
}

/** The line under the field: a hint, or a warning (role=alert). */
export function SearchNote({ id, warning = false, children }: { id?: string; warning?: boolean; children: ReactNode }) {
  return (
    <p id={id} className={warning ? styles.warning : styles.hint} role={warning ? 'alert' : undefined}>
      {children}
    </p>
  );
}

export interface ResultListProps<T> {
  rows: readonly T[];
  rowKey(row: T, index: number): string;
  onPick(row: T): void;
  isCurrent?(row: T): boolean;
  /** A list inside a section: no top margin, no rules between the rows. */
  flush?: boolean;
  /** The lines of a row's 48 px button. */
  children(row: T): ReactNode;
}

/** The results as a list of 48 px buttons. */
export function ResultList<T>({ rows, rowKey, onPick, isCurrent, flush = false, children }: ResultListProps<T>) {
  return (
    <ul className={flush ? `${styles.list} ${styles.flush}` : styles.list}>
      {rows.map((row, index) => (
        <li key={rowKey(row, index)}>
          <button type="button" className={styles.row} aria-current={isCurrent?.(row) ? 'true' : undefined} onClick={() => onPick(row)}>
            {children(row)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What a paged (infinite) RTK Query search hands the results. */
export interface PagedSearch<T> {
  data?: { pages: Paged<T>[] };
  isLoading: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  hasNextPage: boolean;
  fetchNextPage(): unknown;
  refetch(): unknown;
}

/** The rows of all the pages loaded and the total count (none while the search is not asked). */
export function usePagedRows<T>(search: PagedSearch<T>, asked: boolean): { rows: T[]; total: number } {
  const { data } = search;
  return useMemo(() => pagedRows(asked ? data : undefined), [asked, data]);
}

export interface PagedResultsProps<T> extends Omit<ResultListProps<T>, 'rows' | 'flush'> {
  search: PagedSearch<T>;
  rows: readonly T[];
  total: number;
  /** The EmptyState title when the search failed (with a 다시 시도 button). */
  loadFailed: string;
  noResult: string;
  noResultHint: string;
}

/** Loading, failure (retry), no result, or '검색 결과 N건' + the list + 더 보기 (also on scrolling to it). */
export function PagedResults<T>({ search, rows, total, loadFailed, noResult, noResultHint, ...list }: PagedResultsProps<T>) {
  const loadMore = () => {
    if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
  };
  const sentinel = useInfiniteScroll(loadMore, search.hasNextPage);

  if (search.isLoading || (search.isFetching && !search.isFetchingNextPage && rows.length === 0)) {
    return (
      <div aria-busy="true">
        <SkeletonList rows={4} />
      </div>
    );
  }
  if (search.isError && rows.length === 0) {
    return (
      <EmptyState
        title={loadFailed}
        action={
          <Button variant="secondary" onClick={() => void search.refetch()}>
            다시 시도
          </Button>
        }
      />
    );
  }
  if (rows.length === 0) return <EmptyState title={noResult} description={noResultHint} />;
  return (
    <>
      <p className={styles.count} aria-live="polite">
        검색 결과 {total.toLocaleString('ko-KR')}건
      </p>
      <ResultList rows={rows} {...list} />
      {search.hasNextPage && (
        <div ref={sentinel} className={styles.more}>
          <Button variant="secondary" block disabled={search.isFetchingNextPage} onClick={loadMore}>
            {search.isFetchingNextPage ? '불러오는 중…' : `더 보기 (${rows.length}/${total})`}
          </Button>
        </div>
      )}
    </>
  );
}

/** Loads the next page when the "more" row scrolls into view (where IntersectionObserver exists). */
function useInfiniteScroll(onVisible: () => void, enabled: boolean) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled]);
  return setNode;
}
