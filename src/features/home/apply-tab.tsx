import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CatalogueEntry } from '../../api/types';
import { errorBodyOf, errorCodeOf } from '../../api/base-api';
import { useClickGuard } from '../../lib/click-guard';
import { useOpenLayer } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonList } from '../../ui/skeleton';
import { MaintenanceNotice } from '../../ui/maintenance-notice';
import { useCatalogueQuery } from './api';
import { homeMessages } from './messages';
import styles from './apply-tab.module.scss';

export const APPLY_PAGE_SIZE = 20;
/** The banner goes after index 5, i.e. after the sixth row (spec 000 §9). */
export const APPLY_BANNER_AFTER = 5;

/** The apply tab (spec 000 §2.3): filters, the list of issuable certificates, load more. */
export function ApplyTab({ joined }: { joined: boolean }) {
  const [search, setSearch] = useSearchParams();
  const filter = search.get('filter') === 'certPass' ? 'certPass' : 'edoc';
  const catalogue = useCatalogueQuery();
  const [shown, setShown] = useState(APPLY_PAGE_SIZE);
  const navigate = useNavigate();
  const openLayer = useOpenLayer();
  const guard = useClickGuard();

  const chooseFilter = (next: 'edoc' | 'certPass') => {
    const params = new URLSearchParams(search);
    params.set('filter', next);
    if (next === 'edoc') params.delete('institutionCode');
    setSearch(params, { replace: true });
  };

  const apply = (entry: CatalogueEntry) => {
    const target = `/issue/${encodeURIComponent(entry.path)}`;
    if (!joined) openLayer('agreement', { types: 'NEW', path: '/home/apply', next: target });
    else navigate(target);
  };

  const body = () => {
    if (catalogue.isLoading) return <SkeletonList rows={6} />;
    if (errorCodeOf(catalogue.error) === 'TAB_MAINTENANCE') {
      const error = errorBodyOf(catalogue.error);
      return <MaintenanceNotice title={error?.title ?? ''} message={error?.message ?? ''} />;
    }
    const entries = catalogue.data?.items ?? [];
    if (entries.length === 0) return <EmptyState title={homeMessages.applyEmpty} description={homeMessages.applyEmptyHint} />;
    const visible = entries.slice(0, shown);
    return (
      <>
        <ul className={styles.list}>
          {visible.map((entry, index) => (
            <li key={entry.path} className={styles.item}>
              <button type="button" className={styles.row} onClick={guard('link', () => apply(entry))} disabled={!entry.available}>
                <span className={styles.name}>{entry.name}</span>
                {entry.badgeType ? <span className={styles.badge}>{homeMessages.badge[entry.badgeType] ?? entry.badgeType}</span> : null}
                {entry.maintenanceType && entry.maintenanceType !== 'NONE' ? (
                  <span className={styles.maintenance}>{entry.maintenanceType}</span>
                ) : null}
              </button>
              {index === APPLY_BANNER_AFTER ? <div className={styles.inlineBanner} role="note">{homeMessages.joinHint}</div> : null}
            </li>
          ))}
        </ul>
        {entries.length > shown ? (
          <Button variant="secondary" block onClick={() => setShown((count) => count + APPLY_PAGE_SIZE)}>
            {homeMessages.loadMore}
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <div className={styles.tab}>
      <div className={styles.filters} role="group" aria-label={homeMessages.filterLabel}>
        {(['edoc', 'certPass'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={filter === name ? `${styles.filter} ${styles.selected}` : styles.filter}
            aria-pressed={filter === name}
            onClick={() => chooseFilter(name)}
          >
            {name === 'edoc' ? homeMessages.filterEdoc : homeMessages.filterCertPass}
          </button>
        ))}
      </div>
      {!joined ? <p className={styles.hint}>{homeMessages.joinHint}</p> : null}
      {body()}
    </div>
  );
}
