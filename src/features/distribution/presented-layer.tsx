import type { PresentationRecord } from '../../api/types';
import { useClickGuard } from '../../lib/click-guard';
import { serverDateTimeLabel } from '../../lib/dates';
import type { LayerProps } from '../../lib/layer-navigation';
import { EmptyState } from '../../ui/empty-state';
import { Sheet } from '../../ui/sheet';
import { SkeletonList } from '../../ui/skeleton';
import { DeletionStatus, useRequestPresentationDeletion } from './deletion-request';
import { DirectionIcon } from './direction-icon';
import { distributionMessages as m } from './messages';
import { usePresentationRecord } from './use-record';
import { useRecordAct } from './use-record-actions';
import styles from './distribution-layers.module.scss';

/** presented/{id} (beyond the spec): a presentation's record in 보낸 내역, over the tab or the activity log. */
export default function PresentedLayer({ params, close }: LayerProps) {
  const { record, loading } = usePresentationRecord(params.id);
  if (loading || !record) {
    return (
      <Sheet display="bottom" title={m.presentationTitle} onClose={close}>
        {loading ? <SkeletonList rows={3} /> : <EmptyState title={m.notFound} description={m.notFoundHint} />}
      </Sheet>
    );
  }
  return <PresentationSheet record={record} close={close} />;
}

/**
 * To whom, why, which claims (labels, never values) and when; then its deletion: 삭제 요청 (asked
 * first, as a document's) while this service's own desk can be asked, 요청함 and 삭제됨 with their
 * times; another verifier is asked directly, and the record says so.
 */
function PresentationSheet({ record, close }: { record: PresentationRecord; close: () => void }) {
  const guard = useClickGuard();
  const requestDeletion = useRequestPresentationDeletion(record.id, useRecordAct());
  const open = !record.deletionRequestedAt && !record.recipientDeletedAt;
  const facts: Array<[string, string]> = [
    [m.to, record.receiver],
    [m.purpose, record.purpose],
    [m.claimLabels, record.claimLabels.join(', ')],
    [m.sentAt, serverDateTimeLabel(record.presentedAt)],
  ];
  return (
    <Sheet display="bottom" title={m.presentationTitle} onClose={close}>
      <div className={styles.summary}>
        <span className={`${styles.direction} ${styles.sent}`}>
          <DirectionIcon sent size={18} />
          {m.sent}
        </span>
        <span className={styles.state}>{m.presentationKind}</span>
      </div>
      <p className={styles.documentName}>{record.name}</p>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DeletionStatus item={record} hint={m.presentationDeletionHint} onRequest={open && record.deletionByWallet ? guard('api', requestDeletion) : undefined} />
      {open && !record.deletionByWallet ? <p className={styles.elsewhere}>{m.presentationDeletionElsewhere}</p> : null}
    </Sheet>
  );
}
