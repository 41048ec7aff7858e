import { pageNumbers } from './desk-list-query';
import { deskMessages as m } from './messages';
import styles from './desk.module.scss';

/** Numbered pages with the total: the first, the last and two either side of the current one, 이전 and 다음. */
export function Pager({ page, count, total, onPage }: { page: number; count: number; total: number; onPage: (page: number) => void }) {
  return (
    <nav className={styles.pager} aria-label={m.pagerLabel}>
      <span className={styles.pagerTotal}>{m.pageOf(page, count, total)}</span>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={m.previousPage}>
        ‹
      </button>
      {pageNumbers(page, count).map((n, index) =>
        n === null ? (
          <span key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={styles.pageButton}
            aria-label={m.pageLabel(n)}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className={styles.pageButton} disabled={page >= count} onClick={() => onPage(page + 1)} aria-label={m.nextPage}>
        ›
      </button>
    </nav>
  );
}
