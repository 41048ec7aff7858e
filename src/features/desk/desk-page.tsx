import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { pagedRows } from '../../api/paged';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonList } from '../../ui/skeleton';
import { useDeskOrganisationQuery, useDeskSubmissionsInfiniteQuery } from './api';
import { DeskHeader, SignedInAs } from './desk-header';
import { searchKeyword } from './desk-logic';
import { deskMessages as m } from './messages';
import { PresentationSection } from './presentations/presentation-section';
import { SubmissionRow } from './submission-row';
import styles from './desk.module.scss';

/**
 * `/desk`: the organisation's received submissions, newest first, searched by the sender's name
 * or the 열람번호 (kept in the address, so a reload or the back button keeps it), 20 at a time.
 */
export function DeskPage() {
  useDocumentTitle(m.pageTitle);
  const [params, setParams] = useSearchParams();
  const keyword = searchKeyword(params.get('keyword') ?? '');
  const [typed, setTyped] = useState(keyword);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = searchKeyword(typed);
    setParams(next ? { keyword: next } : {}, { replace: false });
  };

  return (
    <div className={styles.page}>
      <DeskHeader title={m.title} />
      <main className={styles.main}>
        <SignedInAs />
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
        <SubmissionList keyword={keyword} onClear={() => { setTyped(''); setParams({}); }} />
        <PresentationSection />
      </main>
    </div>
  );
}

function SubmissionList({ keyword, onClear }: { keyword: string; onClear: () => void }) {
  const list = useDeskSubmissionsInfiniteQuery(keyword);
  const retention = useDeskOrganisationQuery().data?.retentionDays;
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
            <SubmissionRow key={submission.id} submission={submission} />
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
