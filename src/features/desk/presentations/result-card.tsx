import type { DeskPresentationResult } from '../../../../contracts/generated/api';
import { formatKoreanDateTime, parseServerDate, serverDateLabel } from '../../../lib/dates';
import { Button } from '../../../ui/button';
import { Verdict, type VerdictLineModel } from '../verdict-list';
import { useDeletePresentationMutation } from './api';
import { presentationMessages as m } from './messages';
import deskStyles from '../desk.module.scss';
import styles from './presentations.module.scss';

type Check = DeskPresentationResult['checks'][number];

const verdictLine = (check: Check): VerdictLineModel => ({ check: check.kind, label: m.checkLabels[check.kind], passed: check.ok, message: check.detail });

/** What the desk received: only the disclosed claims with their labels, when, and the verdict lines. */
export function ResultCard({ result }: { result: DeskPresentationResult }) {
  const [remove, removal] = useDeletePresentationMutation();
  return (
    <article className={styles.card} aria-label={m.received}>
      <dl className={deskStyles.facts}>
        {result.claims.map((claim) => (
          <div key={claim.label} className={deskStyles.fact}>
            <dt>{claim.label}</dt>
            <dd>{claim.value}</dd>
          </div>
        ))}
        <div className={deskStyles.fact}>
          <dt>{m.credential}</dt>
          <dd>{result.credentialName}</dd>
        </div>
        <div className={deskStyles.fact}>
          <dt>{m.presentedAt}</dt>
          <dd>{formatKoreanDateTime(parseServerDate(result.presentedAt))}</dd>
        </div>
      </dl>
      <Verdict label={m.checks} genuine={result.checks.every((check) => check.ok)} lines={result.checks.map(verdictLine)} />
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
