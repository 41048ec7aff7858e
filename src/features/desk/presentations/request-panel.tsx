import type { DeskPresentation } from '../../../../contracts/generated/api';
import { formatKoreanDateTime, parseServerDate } from '../../../lib/dates';
import { Button } from '../../../ui/button';
import { QrCode } from '../../../ui/qr-code';
import { ANSWER_POLL_MS, useDeskPresentationRequestQuery } from './api';
import { presentationMessages as m } from './messages';
import { ResultCard } from './result-card';
import styles from './presentations.module.scss';

/** A request the desk made: its QR code and link while it waits (asked again every ANSWER_POLL_MS), then what was received. */
export function RequestPanel({ initial, onNew }: { initial: DeskPresentation; onNew: () => void }) {
  const polled = useDeskPresentationRequestQuery(initial.id, { pollingInterval: ANSWER_POLL_MS, skipPollingIfUnfocused: false });
  const request = polled.data ?? initial;
  const waiting = request.status === 'PENDING';
  return (
    <section className={styles.card} aria-label={request.templateName} aria-live="polite">
      <p className={styles.name}>{request.templateName}</p>
      <p className={styles.hint}>{request.purpose}</p>
      {waiting ? <Waiting request={request} /> : null}
      {request.status === 'EXPIRED' ? <p className={styles.error} role="alert">{m.expired}</p> : null}
      {request.result ? <ResultCard result={request.result} /> : null}
      {/* Waiting, the clerk may leave the request (it expires by itself); answered or expired, make another. */}
      <Button variant="secondary" className={styles.panelAction} onClick={onNew}>
        {waiting ? m.closeRequest : m.newRequest}
      </Button>
    </section>
  );
}

function Waiting({ request }: { request: DeskPresentation }) {
  return (
    <div className={styles.request}>
      <QrCode value={request.link} size={240} label={m.qrLabel(request.templateName)} />
      <div className={styles.waiting}>
        <p>{m.scanHint}</p>
        <p role="status">{m.waiting}</p>
        <p className={styles.hint}>{m.expiresAt(formatKoreanDateTime(parseServerDate(request.expiresAt)))}</p>
        {request.refusal ? <p className={styles.error}>{m.refused(request.refusal)}</p> : null}
        <a className={styles.link} href={request.link} aria-label={m.linkLabel}>
          {request.link}
        </a>
      </div>
    </div>
  );
}
