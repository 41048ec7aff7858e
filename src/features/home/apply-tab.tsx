import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Banner, CatalogueEntry } from '../../api/types';
import { openReturnUrl } from '../../api/error-actions';
import { useWalletState } from '../../api/session-api';
import { useClickGuard } from '../../lib/click-guard';
import { useOpenLayer } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SearchIcon } from '../../ui/icons';
import { showToast } from '../../ui/toast-store';
import { useCatalogueQuery } from '../../api/catalogue-api';
import { useHomeQuery } from './api';
import { ListLoadError, ListLoading } from './list-states';
import { byPopularity, useApplyCertificate } from './apply-certificate';
import { CertificateRow } from './certificate-row';
import { homeMessages } from './messages';
import styles from './apply-tab.module.scss';

export const APPLY_PAGE_SIZE = 20;
/** The banner goes after index 5, i.e. after the sixth row (spec 000 §9). */
export const APPLY_BANNER_AFTER = 5;

type Filter = 'edoc' | 'certPass';

// The qualification filter's view loads when that filter is chosen: most visits list certificates.
const CertPassList = lazy(() => import('./cert-pass-list'));

/** The apply tab (spec 000 §2.3): filters, search, the list of issuable certificates, load more. */
export function ApplyTab({ joined }: { joined: boolean }) {
  const [search, setSearch] = useSearchParams();
  const filter: Filter = search.get('filter') === 'certPass' ? 'certPass' : 'edoc';
  const institutionCode = search.get('institutionCode');
  const openLayer = useOpenLayer();
  const guard = useClickGuard();
  useDirectApply();

  const setQuery = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    setSearch(params, { replace: true });
  };

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <div className={styles.filters} role="group" aria-label={homeMessages.filterLabel}>
          {(['edoc', 'certPass'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className={filter === name ? `${styles.filter} ${styles.selected}` : styles.filter}
              aria-pressed={filter === name}
              onClick={() => setQuery({ filter: name, institutionCode: null })}
            >
              {name === 'edoc' ? homeMessages.filterEdoc : homeMessages.filterCertPass}
            </button>
          ))}
        </div>
        <button type="button" className={styles.search} onClick={guard('layer', () => openLayer('search-edoc'))}>
          <SearchIcon size={20} />
          <span className="visually-hidden">{homeMessages.search}</span>
        </button>
      </div>
      {!joined ? <p className={styles.hint}>{homeMessages.joinHint}</p> : null}
      {filter === 'edoc' ? (
        <CertificateList />
      ) : (
        <Suspense fallback={<ListLoading />}>
          <CertPassList institutionCode={institutionCode} onChoose={(code) => setQuery({ institutionCode: code })} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * `?directApply=<path>` (the bridge's universal link, spec 001 §2.3): once the catalogue and the
 * wallet check have answered, the query is removed (so back does not loop) and the certificate
 * is pressed as if from its row: its form, or the agreement first when not joined.
 */
function useDirectApply() {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('directApply');
  const catalogue = useCatalogueQuery(undefined, { skip: !wanted });
  const walletKnown = useWalletState().isSuccess;
  const apply = useApplyCertificate();
  const handled = useRef<string | null>(null);
  const entries = catalogue.data;

  useEffect(() => {
    if (!wanted || !entries || !walletKnown || handled.current === wanted) return;
    handled.current = wanted;
    const params = new URLSearchParams(search);
    params.delete('directApply');
    setSearch(params, { replace: true });
    const path = wanted.replace(/^\/?issue\//, '');
    const entry = entries.find((item) => item.path === path);
    if (entry) apply(entry);
    else showToast(homeMessages.cannotApply);
  });
}

function CertificateList() {
  const catalogue = useCatalogueQuery();
  const apply = useApplyCertificate();
  const guard = useClickGuard();
  const [shown, setShown] = useState(APPLY_PAGE_SIZE);
  const rows = useRef<(HTMLButtonElement | null)[]>([]);
  const focusRow = useRef<number | null>(null);
  const entries = useMemo(() => [...(catalogue.data ?? [])].sort(byPopularity), [catalogue.data]);

  useEffect(() => {
    // After 'load more', focus moves to the first new row rather than staying on a button that may vanish.
    if (focusRow.current === null) return;
    rows.current[focusRow.current]?.focus();
    focusRow.current = null;
  }, [shown]);

  if (catalogue.isLoading) return <ListLoading />;
  if (catalogue.isError && !catalogue.data) {
    return <ListLoadError error={catalogue.error} title={homeMessages.loadError} onRetry={() => void catalogue.refetch()} />;
  }
  if (entries.length === 0) return <EmptyState title={homeMessages.applyEmpty} description={homeMessages.applyEmptyHint} />;

  const loadMore = () => {
    focusRow.current = shown;
    setShown((count) => count + APPLY_PAGE_SIZE);
  };

  return (
    <>
      <ul className={styles.list} aria-label={homeMessages.listLabel}>
        {entries.slice(0, shown).map((entry, index) => (
          <li key={entry.path} className={styles.item}>
            <CertificateRow
              entry={entry}
              ref={(node) => {
                rows.current[index] = node;
              }}
              onPress={guard('link', (pressed: CatalogueEntry) => apply(pressed))}
            />
            {index === APPLY_BANNER_AFTER ? <InlineBanner /> : null}
          </li>
        ))}
      </ul>
      {entries.length > shown ? (
        <Button variant="secondary" block className={styles.more} onClick={loadMore}>
          {homeMessages.loadMore}
        </Button>
      ) : null}
    </>
  );
}

/** The banner after the sixth row: the home data's first banner (already fetched), else a notice. */
function InlineBanner() {
  const banner: Banner | undefined = useHomeQuery().data?.banners?.[0];
  if (!banner) {
    return (
      <p className={styles.inlineBanner} role="note">
        {homeMessages.staticNotice}
      </p>
    );
  }
  return (
    <a
      className={`${styles.inlineBanner} ${styles.bannerLink}`}
      href={banner.intoUrl ?? '#'}
      ref={(node) => {
        // Server colours through CSSOM (the CSP forbids inline style attributes); the stylesheet tints it for dark mode.
        if (node && banner.backgroundColor) node.style.setProperty('--banner-bg', banner.backgroundColor);
      }}
      onClick={(event) => {
        event.preventDefault();
        if (banner.intoUrl) openReturnUrl(banner.intoUrl);
      }}
    >
      <span className={styles.bannerTitle}>{banner.title}</span>
      {banner.imageUrl ? <img className={styles.bannerImage} src={banner.imageUrl} alt="" width={64} height={64} loading="lazy" /> : null}
    </a>
  );
}
