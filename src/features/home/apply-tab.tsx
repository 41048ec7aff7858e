import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Banner, CatalogueEntry } from '../../api/types';
import { tabMaintenanceOf } from '../../api/base-api';
import { openReturnUrl } from '../../api/error-actions';
import { useWalletState } from '../../api/session-api';
import { useClickGuard } from '../../lib/click-guard';
import { useOpenLayer } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SearchIcon } from '../../ui/icons';
import { SkeletonList } from '../../ui/skeleton';
import { MaintenanceNotice } from '../../ui/maintenance-notice';
import { showToast } from '../../ui/toast-store';
import { useCatalogueQuery, useCertPassesQuery, useCertPassInstitutionsQuery, useHomeQuery } from './api';
import { byPopularity, useApplyCertificate } from './apply-certificate';
import { CertificateRow } from './certificate-row';
import { homeMessages } from './messages';
import styles from './apply-tab.module.scss';

export const APPLY_PAGE_SIZE = 20;
/** The banner goes after index 5, i.e. after the sixth row (spec 000 §9). */
export const APPLY_BANNER_AFTER = 5;

type Filter = 'edoc' | 'certPass';

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
        <CertPassList institutionCode={institutionCode} onChoose={(code) => setQuery({ institutionCode: code })} />
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
  const entries = catalogue.data?.items;

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

function Loading() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {homeMessages.loading}
      </span>
      <SkeletonList rows={6} />
    </div>
  );
}

function LoadError({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
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

function CertificateList() {
  const catalogue = useCatalogueQuery();
  const apply = useApplyCertificate();
  const guard = useClickGuard();
  const [shown, setShown] = useState(APPLY_PAGE_SIZE);
  const rows = useRef<(HTMLButtonElement | null)[]>([]);
  const focusRow = useRef<number | null>(null);
  const entries = useMemo(() => [...(catalogue.data?.items ?? [])].sort(byPopularity), [catalogue.data]);

  useEffect(() => {
    // After 'load more', focus moves to the first new row rather than staying on a button that may vanish.
    if (focusRow.current === null) return;
    rows.current[focusRow.current]?.focus();
    focusRow.current = null;
  }, [shown]);

  if (catalogue.isLoading) return <Loading />;
  if (catalogue.isError && !catalogue.data) {
    return <LoadError error={catalogue.error} title={homeMessages.loadError} onRetry={() => void catalogue.refetch()} />;
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

/** The qualification filter: institutions (GET /api/v1/qr-pass/institutions), then one institution's passes. */
function CertPassList({ institutionCode, onChoose }: { institutionCode: string | null; onChoose: (code: string) => void }) {
  const institutions = useCertPassInstitutionsQuery();
  if (institutions.isLoading) return <Loading />;
  if (institutions.isError) {
    return <LoadError error={institutions.error} title={homeMessages.institutionsError} onRetry={() => void institutions.refetch()} />;
  }
  const list = institutions.data ?? [];
  if (list.length === 0) return <EmptyState title={homeMessages.institutionsEmpty} />;
  return (
    <>
      <ul className={styles.chips} aria-label={homeMessages.institutionsLabel}>
        {list.map((institution) => (
          <li key={institution.institutionCode}>
            <button
              type="button"
              className={institution.institutionCode === institutionCode ? `${styles.filter} ${styles.selected}` : styles.filter}
              aria-pressed={institution.institutionCode === institutionCode}
              onClick={() => onChoose(institution.institutionCode)}
            >
              {institution.name}
            </button>
          </li>
        ))}
      </ul>
      {institutionCode ? <CertPasses institutionCode={institutionCode} /> : null}
    </>
  );
}

/** A pass opens the cert-pass-list layer of its institution, which creates it from a held document. */
function CertPasses({ institutionCode }: { institutionCode: string }) {
  const passes = useCertPassesQuery(institutionCode);
  const openLayer = useOpenLayer();
  if (passes.isLoading) return <Loading />;
  if (passes.isError) return <LoadError error={passes.error} title={homeMessages.passesError} onRetry={() => void passes.refetch()} />;
  const list = passes.data ?? [];
  if (list.length === 0) return <EmptyState title={homeMessages.passesEmpty} />;
  return (
    <ul className={styles.list}>
      {list.map((pass) => (
        <li key={pass.qrPassCode} className={`${styles.item} ${styles.pass}`}>
          <button type="button" className={styles.passButton} onClick={() => openLayer('cert-pass-list', { institutionCode })}>
            {pass.qrPassName}
          </button>
        </li>
      ))}
    </ul>
  );
}
