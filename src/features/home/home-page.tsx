import { Suspense, type ComponentType } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation, useParams } from 'react-router';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../api/base-api';
import { useWalletState } from '../../api/session-api';
import { isHomeTab, paths, type HomeTab, TABS } from '../../config/paths';
import { PullToRefresh } from '../../ui/pull-to-refresh';
import { RouteLink } from '../../ui/route-link';
import { SkeletonList } from '../../ui/skeleton';
import { HomeHeader } from './home-header';
import { NoticeBar } from './notice-bar';
import { Banners } from './banners';
import { ExpiringDocuments } from './expiring-documents';
import { useHomeQuery } from './api';
import { homeMessages } from './messages';
import styles from './home-page.module.scss';
import { Redirect } from '../../lib/redirect';

export type HomeTabs = Record<HomeTab, ComponentType<{ joined: boolean }>>;

/** What a pull refreshes besides the home data: the current tab's list. */
const TAB_TAGS = { apply: ['Catalogue', 'CertPass'], inbox: ['Inbox'], distribution: ['Distribution'] } as const;

/** Pull-to-refresh: invalidates the tags, then waits for the refetches it started. */
function useRefreshTab(tab: HomeTab | undefined) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return async () => {
    dispatch(baseApi.util.invalidateTags(['Home', ...(tab ? TAB_TAGS[tab] : [])]));
    // Invalidation starts the refetches on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(dispatch(baseApi.util.getRunningQueriesThunk()));
  };
}

/** /home/{tab} (spec 000 §2.1, §2.3): header, notice bar, banners and the three tabs. */
export function HomePage({ tabs }: { tabs: HomeTabs }) {
  const { tab } = useParams();
  const location = useLocation();
  const wallet = useWalletState();
  const home = useHomeQuery();
  const joined = wallet.data?.joined ?? false;
  const refresh = useRefreshTab(isHomeTab(tab) ? tab : undefined);

  if (!isHomeTab(tab)) return <Redirect to={paths.invalidPath.getHref()} />;
  if (wallet.isSuccess && !joined && tab !== 'apply') {
    return <Redirect to={paths.home.getHref('apply', location.search)} />;
  }
  const Tab = tabs[tab];

  return (
    <div className={styles.page}>
      <HomeHeader joined={joined} walletKnown={wallet.isSuccess} />
      <main className={styles.main}>
        <NoticeBar notice={home.data?.notice ?? null} loading={home.isLoading} />
        <Banners banners={home.data?.banners ?? []} loading={home.isLoading} />
        {joined && tab === 'apply' ? <ExpiringDocuments /> : null}
        <nav className={styles.tabs} aria-label={homeMessages.tabListLabel}>
          {TABS.map((name) => (
            <RouteLink
              key={name}
              to={paths.home.getHref(name)}
              replace
              className={name === tab ? `${styles.tab} ${styles.active}` : styles.tab}
              aria-current={name === tab ? 'page' : undefined}
            >
              <span className={styles.tabLabel}>{homeMessages.tabs[name]}</span>
            </RouteLink>
          ))}
        </nav>
        <PullToRefresh onRefresh={refresh} disabled={!joined}>
          <section className={styles.panel} aria-label={homeMessages.tabs[tab]}>
            <Suspense fallback={<SkeletonList rows={6} />}>
              <Tab joined={joined} />
            </Suspense>
          </section>
        </PullToRefresh>
      </main>
      <Outlet />
    </div>
  );
}
