import { Suspense, type ComponentType } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useParams } from 'react-router';
import { useWalletState } from '../../api/session-api';
import { isHomeTab, paths, type HomeTab, TABS } from '../../config/paths';
import { SkeletonList } from '../../ui/skeleton';
import { HomeHeader } from './home-header';
import { NoticeBar } from './notice-bar';
import { Banners } from './banners';
import { useHomeQuery } from './api';
import { homeMessages } from './messages';
import styles from './home-page.module.scss';

export type HomeTabs = Record<HomeTab, ComponentType<{ joined: boolean }>>;

/** /home/{tab} (spec 000 §2.1, §2.3): header, notice bar, banners and the three tabs. */
export function HomePage({ tabs }: { tabs: HomeTabs }) {
  const { tab } = useParams();
  const location = useLocation();
  const wallet = useWalletState();
  const home = useHomeQuery();
  const joined = wallet.data?.joined ?? false;

  if (!isHomeTab(tab)) return <Navigate to={paths.invalidPath.getHref()} replace />;
  if (wallet.isSuccess && !joined && tab !== 'apply') {
    return <Navigate to={paths.home.getHref('apply', location.search)} replace />;
  }
  const Tab = tabs[tab];

  return (
    <div className={styles.page}>
      <HomeHeader joined={joined} walletKnown={wallet.isSuccess} />
      <main className={styles.main}>
        <NoticeBar notice={home.data?.notice ?? null} loading={home.isLoading} />
        <Banners banners={home.data?.banners ?? []} loading={home.isLoading} />
        <nav className={styles.tabs} aria-label={homeMessages.tabListLabel}>
          {TABS.map((name) => (
            <NavLink
              key={name}
              to={paths.home.getHref(name)}
              replace
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
              aria-current={name === tab ? 'page' : undefined}
            >
              {homeMessages.tabs[name]}
            </NavLink>
          ))}
        </nav>
        <section className={styles.panel} aria-label={homeMessages.tabs[tab]}>
          <Suspense fallback={<SkeletonList rows={6} />}>
            <Tab joined={joined} />
          </Suspense>
        </section>
      </main>
      <Outlet />
    </div>
  );
}
