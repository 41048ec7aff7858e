import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { useDocumentTitle } from '../../lib/document-title';
import { BackIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { PullToRefresh } from '../../ui/pull-to-refresh';
import { useActivityPagesInfiniteQuery, type ActivityPageFilter } from './api';
import { ActivityFilterBar } from './activity-filter';
import { ActivityList } from './activity-list';
import { isCategory } from './activity-logic';
import { ExportBar } from './export-bar';
import { activityMessages as m } from './messages';
import styles from './activity-page.module.scss';

/** The filter lives in the address (`?documentId=&category=`): back, reload and a shared link keep it. */
function useFilter(): [ActivityPageFilter, (next: ActivityPageFilter) => void] {
  const [search, setSearch] = useSearchParams();
  const category = search.get('category');
  const filter: ActivityPageFilter = { documentId: search.get('documentId') || undefined, category: isCategory(category) ? category : undefined };
  const change = (next: ActivityPageFilter) => {
    const params = new URLSearchParams();
    if (next.documentId) params.set('documentId', next.documentId);
    if (next.category) params.set('category', next.category);
    setSearch(params, { replace: true });
  };
  return [filter, change];
}

/**
 * `/activity` (이용 기록, beyond the spec): every event on the citizen's documents and by their
 * hand, newest first under the day it happened, filtered by document and kind, 20 at a time; the
 * whole log saved as a file; each row opens where it can be acted on (its record, its document).
 */
export function ActivityPage() {
  useDocumentTitle(m.pageTitle);
  const navigate = useNavigate();
  const guard = useClickGuard();
  const [filter, setFilter] = useFilter();
  const pages = useActivityPagesInfiniteQuery(filter, { refetchOnMountOrArgChange: true });
  const back = () => navigate(paths.home.getHref('inbox'), { replace: true });
  return (
    <div className={styles.page}>
      <PageHeader className={styles.header} title={m.title} left={<IconButton label={m.back} icon={<BackIcon />} onClick={guard('link', back)} />} />
      <PullToRefresh onRefresh={() => pages.refetch()}>
        <main className={styles.content} aria-busy={pages.isFetching}>
          <p className={styles.intro}>{m.intro}</p>
          <ExportBar />
          <ActivityFilterBar filter={filter} onChange={setFilter} />
          <ActivityList pages={pages} filtered={!!(filter.documentId || filter.category)} onClearFilter={() => setFilter({})} />
        </main>
      </PullToRefresh>
      <Outlet />
    </div>
  );
}
