import { useNavigate } from 'react-router';
import { baseApi } from '../../api/base-api';
import { useApiDispatch } from '../../api/hooks';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { BackIcon, InboxIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { PullToRefresh } from '../../ui/pull-to-refresh';
import { SkeletonList } from '../../ui/skeleton';
import { CATALOGUE_SHOWN_IN_PLACE, useCatalogueQuery } from '../../api/catalogue-api';
import { useRoutedInPlaceError } from '../../api/list-read';
import { useApplicationsInfiniteQuery } from './api';
import { ApplicationRow } from './application-row';
import { applicationStateTone } from './application-state';
import { applicationMessages } from './messages';
import { reissuePath } from './reissue';
import styles from './application-page.module.scss';
import { useDocumentTitle } from '../../lib/document-title';

/** /application (spec 000 §2.3 "Application status page"): the last 90 days, 10 at a time. */
export function ApplicationPage() {
  const navigate = useNavigate();
  const dispatch = useApiDispatch();
  const guard = useClickGuard();
  const list = useApplicationsInfiniteQuery();
  // The catalogue tells whether a failed application's certificate can still be applied for.
  const catalogue = useCatalogueQuery();
  useRoutedInPlaceError(catalogue.error, CATALOGUE_SHOWN_IN_PLACE);
  const applications = list.data?.pages.flatMap((page) => page.applications) ?? [];

  useDocumentTitle(applicationMessages.pageTitle);

  const back = () => navigate(paths.home.getHref('inbox'), { replace: true });
  const refresh = () => {
    dispatch(baseApi.util.invalidateTags([{ type: 'Application', id: 'COUNT' }, 'Catalogue']));
    return list.refetch();
  };

  let content;
  if (list.isLoading) {
    content = <SkeletonList rows={6} />;
  } else if (applications.length === 0) {
    content = <EmptyState icon={<InboxIcon size={40} />} title={applicationMessages.empty} />;
  } else {
    content = (
      <>
        <p className={styles.guide}>{applicationMessages.guide}</p>
        <ul className={styles.list}>
          {applications.map((application) => {
            const edoc = reissuePath(application, catalogue.data ?? []);
            const issued = applicationStateTone(application.state) === 'issued';
            const documentId = issued ? application.documentId : null;
            return (
              <ApplicationRow
                key={application.id}
                application={application}
                onReissue={edoc ? guard('link', () => navigate(paths.issue.getHref(edoc))) : undefined}
                onView={documentId ? guard('link', () => navigate(paths.viewer.getHref(documentId))) : undefined}
              />
            );
          })}
        </ul>
        {list.hasNextPage && (
          <div className={styles.more}>
            <Button variant="secondary" block disabled={list.isFetchingNextPage} onClick={guard('api', () => list.fetchNextPage())}>
              {applicationMessages.more}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={applicationMessages.title} left={<IconButton label={applicationMessages.back} icon={<BackIcon />} onClick={guard('link', back)} />} />
      <PullToRefresh onRefresh={refresh}>
        <main className={styles.content} aria-busy={list.isLoading || list.isFetchingNextPage}>
          {content}
        </main>
      </PullToRefresh>
    </div>
  );
}
