import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { useOpenLayer } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { InboxIcon } from '../../ui/icons';
import { SkeletonList } from '../../ui/skeleton';
import { pagedRows, type Paged } from '../../api/paged';
import type { ActivityEvent } from '../../../contracts/generated/api';
import { groupByDay, type EventTarget } from './activity-logic';
import { ActivityRow } from './activity-row';
import { activityMessages as m } from './messages';
import styles from './activity-page.module.scss';

/** What the list reads of the log's paged query. */
export interface LoadedPages {
  data?: { pages: Paged<ActivityEvent>[] } | undefined;
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => Promise<unknown>;
}

interface ActivityListProps {
  pages: LoadedPages;
  filtered: boolean;
  onClearFilter: () => void;
}

/** The log's rows under their days, with its loading, empty and failed states and 'more'. */
export function ActivityList({ pages, filtered, onClearFilter }: ActivityListProps) {
  const navigate = useNavigate();
  const openLayer = useOpenLayer();
  const guard = useClickGuard();
  const { rows: events, total } = pagedRows(pages.data);

  if (pages.isLoading) return <SkeletonList rows={6} />;
  if (pages.isError && events.length === 0) {
    return <EmptyState title={m.loadFailed} action={<Button variant="secondary" onClick={() => void pages.refetch()}>{m.retry}</Button>} />;
  }
  if (events.length === 0) {
    return filtered ? (
      <EmptyState title={m.emptyFiltered} description={m.emptyFilteredHint} action={<Button variant="secondary" onClick={onClearFilter}>{m.clearFilter}</Button>} />
    ) : (
      <EmptyState icon={<InboxIcon size={40} />} title={m.empty} description={m.emptyHint} />
    );
  }

  const open = (target: NonNullable<EventTarget>) => {
    if (target.to === 'record') openLayer(target.layer);
    else if (target.to === 'document') navigate(paths.viewer.getHref(target.documentId));
    else navigate(paths.application.getHref());
  };
  return (
    <div role="region" aria-label={m.listLabel}>
      {groupByDay(events).map((day) => (
        <section key={day.date} className={styles.day} aria-label={m.dayLabel(day.date, day.events.length)}>
          <h2 className={styles.dayHeading}>{day.date}</h2>
          <ul className={styles.list}>
            {day.events.map((event) => (
              <ActivityRow key={event.id} event={event} onOpen={guard('link', open)} />
            ))}
          </ul>
        </section>
      ))}
      {pages.hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" block disabled={pages.isFetchingNextPage} onClick={guard('api', () => pages.fetchNextPage())}>
            {pages.isFetchingNextPage ? m.loadingMore : m.more(events.length, total)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
