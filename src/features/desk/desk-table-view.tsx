import { useEffect } from 'react';
import type { DeskSummary } from '../../../contracts/generated/api';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { DESK_PAGE_SIZE, useDeskOrganisationQuery, useDeskSubmissionPageQuery, useDeskSummaryQuery } from './api';
import { DESK_FILTERS, DEFAULT_VIEW, pageCount, withinPages, type DeskChip, type DeskListView } from './desk-list-query';
import { useOpenSubmission } from './use-open-submission';
import { DeskTable, DeskTableSkeleton } from './desk-table';
import { Pager } from './pager';
import { deskMessages as m } from './messages';
import styles from './desk.module.scss';

const countOf = (summary: DeskSummary | undefined, filter: DeskChip | null): number | undefined => {
  if (!summary) return undefined;
  if (filter === null) return summary.total;
  return filter === 'DELETION_REQUESTED' ? summary.deletionRequested : summary.states[filter];
};

/**
 * The table at a desk's width: how many deletion requests wait (the law gives the clerk a
 * deadline), the state filter with each state's count, the rows of one page, and the pages.
 */
export function DeskTableView({ view, onView }: { view: DeskListView; onView: (next: DeskListView) => void }) {
  const summary = useDeskSummaryQuery().data;
  const page = useDeskSubmissionPageQuery(view);
  const retention = useDeskOrganisationQuery().data?.retentionDays;
  const total = page.data?.totalCount ?? 0;
  const pageShown = withinPages(view, total, DESK_PAGE_SIZE);
  useEffect(() => {
    if (page.data && pageShown !== view) onView(pageShown);
  }, [page.data, pageShown, view, onView]);
  return (
    <section className={styles.tableView} aria-label={m.listLabel}>
      {summary && summary.deletionRequested > 0 ? (
        <p className={styles.requests} role="status">
          <span className={styles.requestBadge}>{summary.deletionRequested}</span>
          <span>{m.deletionRequests(summary.deletionRequested)}</span>
          {view.state === 'DELETION_REQUESTED' ? null : (
            <Button variant="text" onClick={() => onView({ ...view, state: 'DELETION_REQUESTED', page: 1 })}>
              {m.showDeletionRequests}
            </Button>
          )}
        </p>
      ) : null}
      <FilterBar view={view} summary={summary} onView={onView} />
      <p className={styles.summary} role="status">
        <span>{view.keyword ? m.found(total) : view.state ? m.inState(m.filters[view.state], total) : m.total(total)}</span>
        {view.keyword ? <Button variant="text" onClick={() => onView({ ...DEFAULT_VIEW, state: view.state })}>{m.clearSearch}</Button> : null}
      </p>
      <TableBody view={view} onView={onView} page={page} />
      {page.data && total > DESK_PAGE_SIZE ? <Pager page={view.page} count={pageCount(total, DESK_PAGE_SIZE)} total={total} onPage={(n) => onView({ ...view, page: n })} /> : null}
      {retention ? <p className={styles.hint}>{m.retentionHint(retention)}</p> : null}
    </section>
  );
}

/** The state chips with their counts; 삭제 요청 in the danger colour while any wait. */
function FilterBar({ view, summary, onView }: { view: DeskListView; summary: DeskSummary | undefined; onView: (next: DeskListView) => void }) {
  const chip = (filter: DeskChip | null, label: string) => (
    <button
      key={filter ?? 'all'}
      type="button"
      role="radio"
      aria-checked={view.state === filter}
      className={filter === 'DELETION_REQUESTED' && (summary?.deletionRequested ?? 0) > 0 ? `${styles.filter} ${styles.filterUrgent}` : styles.filter}
      onClick={() => onView({ ...view, state: filter, page: 1 })}
    >
      {label}
      {countOf(summary, filter) === undefined ? null : (
        <>
          {' '}
          <span className={styles.filterCount}>{countOf(summary, filter)}</span>
        </>
      )}
    </button>
  );
  return (
    <div className={styles.filters} role="radiogroup" aria-label={m.filterLabel}>
      {chip(null, m.allStates)}
      {DESK_FILTERS.map((filter) => chip(filter, m.filters[filter]))}
    </div>
  );
}

function TableBody({ view, onView, page }: { view: DeskListView; onView: (next: DeskListView) => void; page: ReturnType<typeof useDeskSubmissionPageQuery> }) {
  const open = useOpenSubmission();
  if (page.isFetching && !page.data) return <DeskTableSkeleton />;
  if (page.isError && !page.data) {
    return <EmptyState title={m.loadFailed} action={<Button variant="secondary" onClick={() => void page.refetch()}>{m.retry}</Button>} />;
  }
  const rows = page.data?.items ?? [];
  // A page past the end shows the skeleton while the view moves to the last page (DeskTableView).
  if (rows.length === 0 && (page.data?.totalCount ?? 0) > 0) return <DeskTableSkeleton />;
  if (rows.length === 0) {
    const [title, hint] = view.keyword ? [m.notFoundSearch, m.notFoundSearchHint] : view.state ? [m.notFoundFilter, undefined] : [m.empty, m.emptyHint];
    return <EmptyState title={title} description={hint} />;
  }
  return <DeskTable rows={rows} view={view} busy={page.isFetching} onSort={onView} onOpen={open} />;
}
