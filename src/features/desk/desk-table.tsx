import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { DeskSubmission } from '../../../contracts/generated/api';
import { Skeleton } from '../../ui/skeleton';
import { rowAfterKey, sortedBy, type DeskListView, type DeskSortKey } from './desk-list-query';
import { documentsSummary, stateLabel, stateTone } from './desk-logic';
import { deskMessages as m } from './messages';
import { serverDateTimeLabel } from '../../lib/dates';
import { rowFrom } from './use-open-submission';
import styles from './desk.module.scss';

const COLUMNS = ['state', 'documents', 'sender', 'viewingNumber', 'receivedAt', 'handledAt', 'retention'] as const;
const SORTABLE: Partial<Record<(typeof COLUMNS)[number], DeskSortKey>> = { state: 'state', receivedAt: 'received' };

/**
 * One page of submissions as a table: a row is one tab stop; ↑/↓ (Home/End) move between rows
 * and Enter (or a click) opens one. Sorted by 받은 일시 or 상태 from their headers. Coming back
 * from a submission, its row has the focus again.
 */
export function DeskTable({ rows, view, busy, onSort, onOpen }: {
  rows: readonly DeskSubmission[];
  view: DeskListView;
  busy: boolean;
  onSort: (next: DeskListView) => void;
  onOpen: (id: string) => void;
}) {
  const location = useLocation();
  const cameBackTo = rowFrom(location.state);
  const [active, setActive] = useState(() => Math.max(0, rows.findIndex((row) => row.id === cameBackTo)));
  const refs = useRef<Array<HTMLTableRowElement | null>>([]);
  useEffect(() => {
    if (cameBackTo && rows.some((row) => row.id === cameBackTo)) refs.current[rows.findIndex((row) => row.id === cameBackTo)]?.focus();
  }, [cameBackTo, rows]);
  const current = Math.min(active, rows.length - 1);
  const onKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(rows[index]!.id);
      return;
    }
    const next = rowAfterKey(event.key, index, rows.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table} aria-label={m.tableLabel} aria-describedby="desk-keyboard-hint" aria-busy={busy}>
        <TableHead view={view} onSort={onSort} />
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              tabIndex={index === current ? 0 : -1}
              className={styles.tableRow}
              data-id={row.id}
              onClick={() => onOpen(row.id)}
              onKeyDown={(event) => onKey(event, index)}
              onFocus={() => setActive(index)}
            >
              <Cells row={row} />
            </tr>
          ))}
        </tbody>
      </table>
      <p id="desk-keyboard-hint" className={styles.hint}>
        {m.keyboardHint}
      </p>
    </div>
  );
}

function TableHead({ view, onSort }: { view: DeskListView; onSort: (next: DeskListView) => void }) {
  return (
    <thead>
      <tr>
        {COLUMNS.map((column) => {
          const sort = SORTABLE[column];
          const label = m.columns[column];
          if (!sort) return <th key={column} scope="col" className={styles[`col-${column}`]}>{label}</th>;
          const sorted = view.sort === sort;
          return (
            <th key={column} scope="col" className={styles[`col-${column}`]} aria-sort={sorted ? (view.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
              <button type="button" className={styles.sortButton} aria-label={m.sortBy(label)} onClick={() => onSort(sortedBy(view, sort))}>
                {label}
                <span aria-hidden="true" className={sorted ? styles.sortShown : styles.sortHidden}>{sorted && view.order === 'asc' ? '▲' : '▼'}</span>
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

function Cells({ row }: { row: DeskSubmission }) {
  const handled = row.processedAt ? m.processedShort(serverDateTimeLabel(row.processedAt)) : row.openedAt ? m.openedShort(serverDateTimeLabel(row.openedAt)) : '—';
  return (
    <>
      <td>
        <span className={styles.stateCell}>
          <span className={`${styles.chip} ${styles[stateTone(row)]}`}>{stateLabel(row)}</span>
          {row.deletionRequestedAt ? <span className={styles.requestChip}>{m.deletionRequested}</span> : null}
        </span>
      </td>
      <td className={styles.documentsCell}>{documentsSummary(row.documents)}</td>
      <td>{row.sender}</td>
      <td className={styles.numberCell}>
        {row.viewingNumber ?? (
          <span aria-label={m.maskedLabel} role="img">
            {m.masked}
          </span>
        )}
      </td>
      <td className={styles.timeCell}>{serverDateTimeLabel(row.receivedAt)}</td>
      <td className={styles.timeCell}>{handled}</td>
      <td className={styles.retentionCell}>{m.deletesIn(row.daysLeft)}</td>
    </>
  );
}

/** The table's shape while its page loads: its header and rows of bones where the cells will be. */
export function DeskTableSkeleton() {
  return (
    <div className={styles.tableFrame} aria-busy="true">
      <span className="visually-hidden" role="status">
        {m.loadingMore}
      </span>
      <table className={styles.table} aria-hidden="true">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} className={styles[`col-${column}`]}>{m.columns[column]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 8 }, (_, index) => (
            <tr key={index} className={styles.tableRow}>
              {COLUMNS.map((column) => (
                <td key={column}>
                  <Skeleton width={column === 'documents' ? '80%' : '60%'} height={14} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
