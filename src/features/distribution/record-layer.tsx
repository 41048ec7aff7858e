import { useState } from 'react';
import type { DistributionItem } from '../../api/types';
import { useClickGuard } from '../../lib/click-guard';
import { serverDateTimeLabel } from '../../lib/dates';
import { useOpenLayer, type LayerProps } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Sheet } from '../../ui/sheet';
import { SkeletonList } from '../../ui/skeleton';
import { distributionActions } from '../../../shared/distribution-actions';
import { counterpartOf, processedState } from './actions';
import { DeletionStatus } from './deletion-request';
import { DirectionIcon } from './direction-icon';
import { distributionMessages as m, periodLabel, stateLabel } from './messages';
import { PreviewViewer } from './preview-viewer';
import { useRecord } from './use-record';
import { useRecordActions } from './use-record-actions';
import styles from './distribution-layers.module.scss';

/**
 * The sent-item and received-item layers (000 §2.2, §2.3, §4.8): what was sent to whom, its state,
 * and exactly the actions 4.8 allows: view (preview), cancel, reject (its own layer), delete.
 */
export function RecordLayer({ type, params, close }: LayerProps & { type: DistributionItem['type'] }) {
  const { item, loading } = useRecord(type, params.distributionId, params.id);
  const title = type === 'SUBMITTED' ? m.sentTitle : m.receivedTitle;
  if (loading) {
    return (
      <Sheet display="bottom" title={title} onClose={close}>
        <SkeletonList rows={3} />
      </Sheet>
    );
  }
  if (!item) {
    return (
      <Sheet display="bottom" title={title} onClose={close}>
        <EmptyState title={m.notFound} description={m.notFoundHint} />
      </Sheet>
    );
  }
  return <RecordSheet item={item} title={title} close={close} />;
}

function RecordSheet({ item, title, close }: { item: DistributionItem; title: string; close: () => void }) {
  const actions = distributionActions(item);
  const [previewing, setPreviewing] = useState(false);
  const { cancel, remove, requestDeletion } = useRecordActions(item, close);
  const openLayer = useOpenLayer();
  const guard = useClickGuard();
  const sent = item.type === 'SUBMITTED';

  const footer = (
    <div className={styles.actions}>
      {actions.cancel && (
        <Button variant="secondary" onClick={guard('api', cancel)}>
          {m.cancel}
        </Button>
      )}
      {actions.reject && (
        <Button variant="secondary" onClick={guard('layer', () => openLayer(`received/${encodeURIComponent(item.distributionId)}/${encodeURIComponent(item.id)}/reject`))}>
          {m.reject}
        </Button>
      )}
      {actions.delete && (
        <Button variant="secondary" onClick={guard('api', remove)}>
          {m.delete}
        </Button>
      )}

      <Button variant="primary" className={styles.primary} disabled={!actions.view} onClick={guard('layer', () => setPreviewing(true))}>
        {m.view}
      </Button>
    </div>
  );

  return (
    <>
      <Sheet display="bottom" title={title} onClose={close} footer={footer}>
        <div className={styles.summary}>
          <span className={sent ? `${styles.direction} ${styles.sent}` : styles.direction}>
            <DirectionIcon sent={sent} size={18} />
            {sent ? m.sent : m.received}
          </span>
          <span className={styles.state} data-state={processedState(item)}>
            {stateLabel(item)}
          </span>
        </div>
        <p className={styles.documentName}>{item.name}</p>
        <RecordFacts item={item} />
        <DeletionStatus item={item} onRequest={actions.requestDeletion ? guard('api', requestDeletion) : undefined} />
        {item.state === 'RETURNED' && item.reasonForRefusal && (
          <div className={styles.reason}>
            <p className={styles.reasonLabel}>{m.reason}</p>
            <p className={styles.reasonText}>{item.reasonForRefusal}</p>
          </div>
        )}
      </Sheet>
      {previewing && <PreviewViewer item={item} onClose={() => setPreviewing(false)} />}
    </>
  );
}

/**
 * To or from whom, the issuer, when it went, the viewing period (삭제됨 once the recipient deleted
 * it), the PIN, and each time named for what happened: 열람 일시 when it was opened, 처리 일시
 * when the organisation marked it done, 반려 or 취소 일시.
 */
function RecordFacts({ item }: { item: DistributionItem }) {
  const sent = item.type === 'SUBMITTED';
  const period = periodLabel(item);
  const rows: Array<[string, string, string?]> = [
    [sent ? m.to : m.from, counterpartOf(item)],
    [m.issuer, item.issuerName],
    [m.sentAt, serverDateTimeLabel(item.distributedAt)],
    [m.period, period.text, styles[period.tone]],
    ...(item.pin ? [[m.pin, item.pin, styles.pin] as [string, string, string]] : []),
    ...timeRows(item),
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value, className]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd className={className}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function timeRows(item: DistributionItem): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (item.readAt) rows.push([m.readAt, serverDateTimeLabel(item.readAt)]);
  if (item.type === 'SUBMITTED' && item.processedAt) rows.push([m.processedAt, `${m.processed} ${serverDateTimeLabel(item.processedAt)}`]);
  if (item.state === 'RETURNED') rows.push([m.returnedAt, serverDateTimeLabel(item.lastUpdatedAt)]);
  if (item.state === 'CANCELED') rows.push([m.canceledAt, serverDateTimeLabel(item.lastUpdatedAt)]);
  return rows;
}
