import { tabMaintenanceOf } from '../../api/base-api';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { MaintenanceNotice } from '../../ui/maintenance-notice';
import { SkeletonList } from '../../ui/skeleton';
import { homeMessages } from './messages';

/** A list of the home still loading: skeleton rows, announced. */
export function ListLoading() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {homeMessages.loading}
      </span>
      <SkeletonList rows={6} />
    </div>
  );
}

/** A list of the home that could not load: its maintenance notice, or the error with 다시 시도. */
export function ListLoadError({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
  const maintenance = tabMaintenanceOf(error);
  if (maintenance) return <MaintenanceNotice {...maintenance} />;
  return (
    <EmptyState
      title={title}
      description={homeMessages.loadErrorHint}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {homeMessages.retry}
        </Button>
      }
    />
  );
}
