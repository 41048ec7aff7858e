import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { CatalogueEntry } from '../../api/types';
import { useClickGuard } from '../../lib/click-guard';
import type { LayerProps } from '../../lib/layer-navigation';
import { EmptyState } from '../../ui/empty-state';
import { CloseIcon } from '../../ui/icons';
import { Sheet } from '../../ui/sheet';
import { SkeletonList } from '../../ui/skeleton';
import { useCatalogueQuery } from '../../api/catalogue-api';
import { byPopularity, useApplyCertificate } from './apply-certificate';
import { CertificateRow } from './certificate-row';
import { homeMessages } from './messages';
import { searchEntries } from './search';
import styles from './search-edoc-layer.module.scss';

/**
 * Home layer search-edoc (spec 000 §2.2, full screen): results as you type over names and
 * keywords, initial consonants included. The query lives in the URL (`keyword`), so coming back
 * from a certificate's form shows the same results.
 */
export default function SearchEdocLayer({ close }: LayerProps) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const keyword = search.get('keyword') ?? '';
  const catalogue = useCatalogueQuery();
  const apply = useApplyCertificate();
  const guard = useClickGuard();
  const entries = useMemo(() => [...(catalogue.data ?? [])].sort(byPopularity), [catalogue.data]);
  const results = useMemo(() => searchEntries(entries, keyword), [entries, keyword]);

  const type = (value: string) => {
    const params = new URLSearchParams(search);
    if (value) params.set('keyword', value);
    else params.delete('keyword');
    // Keeps the layer's state: closing goes back only when the layer was opened from the page.
    setSearch(params, { replace: true, state: location.state });
  };

  const body = () => {
    if (!keyword.trim()) return <p className={styles.hint}>{homeMessages.searchHint}</p>;
    if (catalogue.isLoading) return <SkeletonList rows={4} />;
    if (results.length === 0) return <EmptyState title={homeMessages.searchEmpty} />;
    return (
      <ul className={styles.list} aria-label={homeMessages.search}>
        {results.map((entry) => (
          <li key={entry.path} className={styles.item}>
            <CertificateRow entry={entry} onPress={guard('link', (pressed: CatalogueEntry) => apply(pressed, { replaceLayer: true }))} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Sheet display="full" title={homeMessages.search} onClose={close}>
      <div className={styles.field}>
        <input
          className={styles.input}
          type="search"
          aria-label={homeMessages.search}
          placeholder={homeMessages.searchPlaceholder}
          value={keyword}
          onChange={(event) => type(event.target.value)}
          data-autofocus
          autoComplete="off"
          enterKeyHint="search"
          maxLength={30}
        />
        {keyword ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={homeMessages.searchClear}
            onClick={(event) => {
              type('');
              (event.currentTarget.previousElementSibling as HTMLInputElement | null)?.focus();
            }}
          >
            <CloseIcon size={18} />
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {keyword.trim() && !catalogue.isLoading ? homeMessages.searchCount(results.length) : ''}
      </p>
      {body()}
    </Sheet>
  );
}
