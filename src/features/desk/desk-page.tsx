import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { pagedRows } from '../../api/paged';
import { useDocumentTitle } from '../../lib/document-title';
import { useMediaQuery } from '../../lib/media-query';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonList } from '../../ui/skeleton';
import { useDeskOrganisationQuery, useDeskSubmissionsInfiniteQuery } from './api';
import { DeskHeader, SignedInAs } from './desk-header';
import { DEFAULT_VIEW, paramsOf, viewOf, type DeskListView } from './desk-list-query';
import { searchKeyword } from './desk-logic';
import { DeskTableView } from './desk-table-view';
import { deskMessages as m } from './messages';
import { PresentationSection, ReceivedPresentations } from './presentations/presentation-section';
import { SubmissionRow } from './submission-row';
import { useOpenSubmission } from './use-open-submission';
import styles from './desk.module.scss';

/** A desk's width: from here the list is a table (a clerk's screen); below, the phone's list. */
export const DESK_WIDE_QUERY = '(min-width: 1024px)';

/**
 * `/desk`: the organisation's received submissions. At a desk's width a table (sortable by time
 * and state, narrowed by state, numbered pages with the total); on a phone the list, 20 at a time.
 * Where the clerk is — search, state, order, page — lives in the address, so a reload, the back
 * button and the way back from a submission keep it.
 */
export function DeskPage() {
  useDocumentTitle(m.pageTitle);
  const wide = useMediaQuery(DESK_WIDE_QUERY);
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const show = (next: DeskListView) => setParams(paramsOf(next), { replace: false });

  return (
    <div className={styles.page}>
      <DeskHeader title={m.title} />
      <main className={styles.main}>
        <SignedInAs />
        {/* 증명 요청 first: a citizen at the counter is asked now, before the clerk turns to the submissions. */}
        <PresentationSection />
        <SearchForm key={view.keyword} keyword={view.keyword} onSearch={(keyword) => show({ ...view, keyword, page: 1 })} />
        {wide ? (
          <DeskTableView view={view} onView={show} />
        ) : (
          <SubmissionList keyword={view.keyword} onClear={() => show(DEFAULT_VIEW)} />
        )}
        <ReceivedPresentations />
      </main>
    </div>
  );
}

function SearchForm({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const [typed, setTyped] = useState(keyword);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(searchKeyword(typed));
  };
  return (
    <form className={styles.search} role="search" onSubmit={search}>
      <input
        type="search"
        aria-label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        value={typed}
        maxLength={50}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit">{m.search}</Button>
    </form>
  );
}

/** The phone's list: newest first, 20 more on 더 보기. */
function SubmissionList({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const list = useDeskSubmissionsInfiniteQuery(keyword);
  const retention = useDeskOrganisationQuery().data?.retentionDays;
  const open = useOpenSubmission();
  const { rows: items, total } = pagedRows(list.data);
  if (list.isLoading) return <SkeletonList rows={5} />;
  if (list.isError && items.length === 0) {
    return <EmptyState title={m.loadFailed} action={<Button variant="secondary" onClick={() => void list.refetch()}>{m.retry}</Button>} />;
  }
  return (
    <>
      <p className={styles.summary} role="status">
        <span>{keyword ? m.found(total) : m.total(total)}</span>
        {keyword ? <Button variant="text" onClick={onClear}>{m.clearSearch}</Button> : null}
      </p>
      {items.length === 0 ? (
        <EmptyState title={keyword ? m.notFoundSearch : m.empty} description={keyword ? m.notFoundSearchHint : m.emptyHint} />
      ) : (
        <ul className={styles.list} aria-label={m.listLabel}>
          {items.map((submission) => (
            <SubmissionRow key={submission.id} submission={submission} onOpen={open} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button variant="secondary" block disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? m.loadingMore : m.more(items.length, total)}
        </Button>
      ) : null}
      {retention ? <p className={styles.hint}>{m.retentionHint(retention)}</p> : null}
    </>
  );
}
