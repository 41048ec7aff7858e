import { formatKoreanDate, parseServerDate } from '../../lib/dates';
import { Button } from '../../ui/button';
import { ChevronIcon } from '../../ui/icons';
import type { Application } from './api';
import { applicationStateLabel, applicationStateTone } from './application-state';
import { applicationMessages } from './messages';
import styles from './application-page.module.scss';

export interface ApplicationRowProps {
  application: Application;
  /** Set on a failed application whose certificate can still be applied for. */
  onReissue?: () => void;
  /** Set on an issued application that has a document. */
  onView?: () => void;
}

function dateOf(value: string): string {
  try {
    return formatKoreanDate(parseServerDate(value));
  } catch {
    return value;
  }
}

export function ApplicationRow({ application, onReissue, onView }: ApplicationRowProps) {
  const state = application.state;
  const tone = applicationStateTone(state);
  const summary = (
    <>
      <span className={styles.main}>
        {application.packageName && <span className={styles.package}>{application.packageName}</span>}
        <span className={styles.name}>{application.name}</span>
        <span className={styles.date}>{dateOf(application.applicationDate)}</span>
      </span>
      <span className={`${styles.state} ${styles[tone]}`}>{applicationStateLabel(state)}</span>
    </>
  );
  return (
    <li className={styles.row} data-testid="application-row">
      {onView ? (
        <button type="button" className={styles.summary} onClick={onView} aria-label={`${application.name} ${applicationStateLabel(state)}`}>
          {summary}
          <ChevronIcon size={18} aria-hidden="true" className={styles.chevron} />
        </button>
      ) : (
        <div className={styles.summary}>{summary}</div>
      )}
      {tone === 'failed' && (application.message || onReissue) && (
        <div className={styles.failure}>
          {application.message && <p className={styles.message}>{application.message}</p>}
          {onReissue && (
            <Button variant="secondary" className={styles.reissue} onClick={onReissue} aria-label={applicationMessages.reissueLabel(application.name)}>
              {applicationMessages.reissue}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
