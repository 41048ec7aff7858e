import type { InboxDocument } from '../../../contracts/generated/api';
import { remainingDaysLabel, serverDateLabel } from '../../lib/dates';
import { Checkbox } from '../../ui/checkbox';
import { ChevronIcon } from '../../ui/icons';
import { isMyData } from './inbox-logic';
import { inboxMessages } from './messages';
import styles from './inbox-tab.module.scss';

export interface InboxRowProps {
  document: InboxDocument;
  /** In the 만료 임박 group the issuer is not the group's heading: the row names it. */
  showIssuer?: boolean;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onOpen: () => void;
}

/**
 * One document: its checkbox, then what a citizen needs to judge it — name, issue date,
 * remaining days (000 §4.8: 만료, 만료일, red at 10 days or fewer) and whether it is paid or
 * my-data. The issuer heads its group. Tapping the row opens the viewer.
 */
export function InboxRow({ document, showIssuer = false, checked, onCheck, onOpen }: InboxRowProps) {
  // A document its agency revoked (폐기) says so, with the date, where the remaining days would be.
  const revoked = document.revokedAt ? inboxMessages.revokedOn(serverDateLabel(document.revokedAt)) : null;
  const remaining = revoked ? { text: inboxMessages.revoked, expired: true, warning: false } : remainingDaysLabel(document.remainingDays);
  const remainingClass = remaining.expired ? styles.expired : remaining.warning ? styles.warning : styles.remaining;
  const issued = inboxMessages.issued(serverDateLabel(document.issueDate));
  const tags: string[] = [];
  if (revoked) tags.push(revoked);
  if (document.isPaid) tags.push(inboxMessages.paid);
  if (isMyData(document)) tags.push(inboxMessages.myData);
  // Read as one sentence: name, issuer (the group's heading on screen), date, remaining days, tags.
  const label = [document.name, document.issuerName, issued, remaining.text, ...tags].join(', ');
  return (
    <li className={styles.row}>
      <div className={styles.check}>
        <Checkbox
          checked={checked}
          onChange={onCheck}
          label={<span className="visually-hidden">{inboxMessages.select(document.name, document.issuerName)}</span>}
        />
      </div>
      <button type="button" className={styles.open} onClick={onOpen} aria-label={label}>
        <span className={styles.text}>
          <span className={styles.name}>{document.name}</span>
          <span className={styles.meta}>
            {showIssuer ? <span>{document.issuerName}</span> : null}
            <span>{issued}</span>
            {tags.map((tag) => (
              <span key={tag} className={styles.tag}>
                {tag}
              </span>
            ))}
          </span>
        </span>
        <span className={remainingClass} data-testid="remaining-days">
          {remaining.text}
        </span>
        <ChevronIcon size={18} className={styles.chevron} />
      </button>
    </li>
  );
}
