import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { useOpenLayer } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ChevronIcon, QrIcon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import { useQrcodeInfo } from './api';
import { BRIDGE_INITIAL_COUNT, DEFAULT_BRIDGE_SORT, sortCertificates, visibleCertificates, type BridgeSort, type QrcodeInfoEntry } from './certificates';
import { bridgeMessages as m } from './messages';
import { openInMessenger } from './open-in-messenger';
import styles from './certificate-list.module.scss';

const SORTS: readonly { value: BridgeSort; label: string }[] = [
  { value: 'popularity', label: m.sortPopularity },
  { value: 'name', label: m.sortName },
];

/** A click the page should handle itself: the main button, no key asking for a new tab or window. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The sortable list of every certificate (spec 001 §2.3, §4.3): popularity first by default or
 * 가나다순, 40 rows then 더보기. Each row is a link: on a PC to its QR layer (opened as a layer
 * of this page), on a phone to its universal link, the apply tab with directApply; a phone
 * outside the messenger is offered the messenger (open there, or install it) instead.
 */
export function CertificateList({ phone, messenger }: { phone: boolean; messenger: boolean }) {
  const catalogue = useQrcodeInfo();
  const [sort, setSort] = useState<BridgeSort>(DEFAULT_BRIDGE_SORT);
  const sorted = useMemo(() => sortCertificates(catalogue.data ?? [], sort), [catalogue.data, sort]);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.title}>
          {m.listTitle}
          {catalogue.data ? <span className={styles.count}>{m.count(catalogue.data.length)}</span> : null}
        </h2>
        <SortButtons sort={sort} onSort={setSort} />
      </div>
      {catalogue.isLoading ? (
        <ListLoading />
      ) : catalogue.isError ? (
        <EmptyState
          title={m.loadError}
          description={m.loadErrorHint}
          action={
            <Button variant="secondary" onClick={() => void catalogue.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : sorted.length === 0 ? (
        <EmptyState title={m.empty} />
      ) : (
        <CertificateRows sorted={sorted} phone={phone} messenger={messenger} />
      )}
    </section>
  );
}

function SortButtons({ sort, onSort }: { sort: BridgeSort; onSort: (sort: BridgeSort) => void }) {
  return (
    <div className={styles.sorts} role="group" aria-label={m.sortLabel}>
      {SORTS.map((option) => (
        <button key={option.value} type="button" className={styles.sort} aria-pressed={sort === option.value} onClick={() => onSort(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}

function ListLoading() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {m.loading}
      </span>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: 10 }, (_, index) => (
          <li key={index} className={styles.placeholder}>
            <Skeleton width={index % 3 === 0 ? '70%' : index % 3 === 1 ? '55%' : '40%'} height={18} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The rows (40, then all after 더보기), each a link to its QR layer or its universal link. */
function CertificateRows({ sorted, phone, messenger }: { sorted: QrcodeInfoEntry[]; phone: boolean; messenger: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const rows = visibleCertificates(sorted, expanded);
  const openLayer = useOpenLayer();
  const guard = useClickGuard();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusFirstNew = useRef(false);

  useEffect(() => {
    // After 더보기 the button is gone: focus moves to the first row it revealed.
    if (!expanded || !focusFirstNew.current) return;
    focusFirstNew.current = false;
    links.current[BRIDGE_INITIAL_COUNT]?.focus();
  }, [expanded]);

  const onRowClick = (entry: QrcodeInfoEntry) => (event: MouseEvent<HTMLAnchorElement>) => {
    if ((phone && messenger) || !isPlainClick(event)) return;
    event.preventDefault();
    // A phone outside the messenger: its universal link would only bring it back here; the tap opens the messenger at once.
    if (phone) guard('layer', () => void openInMessenger(entry.shortenUrl))();
    else guard('layer', () => openLayer(paths.rootQrEdoc.layer(entry.formPath)))();
  };

  return (
    <>
      <ul className={styles.list} aria-label={m.listLabel}>
        {rows.map((entry, index) => (
          <li key={entry.formPath} className={styles.item}>
            <a
              ref={(node) => {
                links.current[index] = node;
              }}
              className={styles.row}
              href={phone ? entry.shortenUrl : paths.rootQrEdoc.getHref(entry.formPath)}
              aria-haspopup={phone ? undefined : 'dialog'}
              onClick={onRowClick(entry)}
            >
              <span className={styles.name}>{entry.formDisplayName}</span>{' '}
              <span className={styles.action}>
                <span className="visually-hidden">{phone ? m.openInApp : m.showQr}</span>
                {phone ? <ChevronIcon size={20} /> : <QrIcon size={20} />}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {!expanded && sorted.length > BRIDGE_INITIAL_COUNT ? (
        <Button
          variant="secondary"
          block
          className={styles.more}
          onClick={() => {
            focusFirstNew.current = true;
            setExpanded(true);
          }}
        >
          {m.more}
        </Button>
      ) : null}
    </>
  );
}
