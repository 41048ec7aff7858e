import type { DeskPresentationResult } from '../../../../contracts/generated/api';
import { formatKoreanDateTime, parseServerDate, serverDateLabel } from '../../../lib/dates';
import { Button } from '../../../ui/button';
import { useDeletePresentationMutation } from './api';
import { presentationMessages as m } from './messages';
import styles from './presentations.module.scss';

/** What the desk received: only the disclosed claims with their labels, when, and the verdict lines. */
export function ResultCard({ result }: { result: DeskPresentationResult }) {
  const [remove, removal] = useDeletePresentationMutation();
  return (
    <article className={styles.card} aria-label={m.received}>
      <dl className={styles.facts}>
        {result.claims.map((claim) => (
          <div key={claim.label} className={styles.fact}>
            <dt>{claim.label}</dt>
            <dd>{claim.value}</dd>
          </div>
        ))}
        <div className={styles.fact}>
          <dt>{m.credential}</dt>
          <dd>{result.credentialName}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{m.presentedAt}</dt>
          <dd>{formatKoreanDateTime(parseServerDate(result.presentedAt))}</dd>
        </div>
      </dl>
      <ul className={styles.lines} aria-label={m.checks}>
        {result.checks.map((check) => (
          <li key={check.kind} data-check={check.kind} data-passed={String(check.ok)}>
            <span className={check.ok ? styles.pass : styles.fail}>{check.ok ? m.checkPassed : m.checkFailed}</span> {check.detail}
          </li>
        ))}
      </ul>
      <p className={styles.hint}>
        {result.deletionRequestedAt ? `${m.deletionRequested} · ` : ''}
        {m.deletesAt(serverDateLabel(result.deletesAt))}
      </p>
      {result.deletionRequestedAt ? (
        <Button variant="danger" disabled={removal.isLoading} onClick={() => void remove(result.requestId)}>
          {m.deleteOnRequest}
        </Button>
      ) : null}
    </article>
  );
}
