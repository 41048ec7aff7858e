import type { Verification } from '../../../contracts/generated/api';
import { serverDateTimeLabel } from '../../lib/dates';
import { CheckIcon, InfoIcon } from '../../ui/icons';
import { verifyMessages } from './messages';
import styles from './verify.module.scss';

export interface VerificationPanelProps {
  verification: Verification;
  /** What the holder's record says, shown when the check itself tells nothing (not genuine). */
  fallback?: { name: string; issuerName: string; issueDate: string; documentNumber: string };
}

/**
 * The authenticity panel: genuine and unaltered, with what the signed record says (issuer,
 * date and time of issue, document number, the signature checked), or why it is not genuine.
 */
export function VerificationPanel({ verification, fallback }: VerificationPanelProps) {
  const rows: Array<[string, string | null | undefined]> = [
    [verifyMessages.name, verification.name ?? fallback?.name],
    [verifyMessages.issuer, verification.issuerName ?? fallback?.issuerName],
    [verifyMessages.issueDate, serverDateTimeLabel(verification.issueDate ?? fallback?.issueDate)],
    [verifyMessages.documentNumber, verification.documentNumber ?? fallback?.documentNumber],
    [verifyMessages.signature, verification.signer ? verifyMessages.signatureVerified(verification.signer) : null],
    [verifyMessages.revokedAt, serverDateTimeLabel(verification.revokedAt)],
  ];
  // Genuine and unaltered, but revoked by its agency (폐기): it says so first.
  const revoked = verification.reason === 'REVOKED';
  const title = verification.valid ? verifyMessages.genuineTitle : revoked ? verifyMessages.revokedTitle : verifyMessages.notGenuineTitle;
  return (
    <section className={verification.valid ? styles.genuine : styles.notGenuine} aria-label={verifyMessages.panelLabel}>
      <p className={styles.verdict}>
        <span className={styles.verdictIcon} aria-hidden="true">
          {verification.valid ? <CheckIcon size={18} /> : <InfoIcon size={20} />}
        </span>
        {title}
      </p>
      <p className={styles.verdictHint}>
        {verification.valid
          ? verifyMessages.genuineHint
          : (verification.reason && verifyMessages.reasons[verification.reason]) || verifyMessages.unknownReason}
      </p>
      {verification.protectedCopy ? <p className={styles.verdictHint}>{verifyMessages.protectedCopy}</p> : null}
      <dl className={styles.facts}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** '20261121093000' → '2026.11.21 09:30' (Korea time). */
