import type { DeskDocument } from '../../../contracts/generated/api';
import { CheckIcon, InfoIcon } from '../../ui/icons';
import { deskMessages as m } from './messages';
import styles from './desk.module.scss';

/** One line of a verdict: what was checked, whether it held (null: neither), the server's sentence. */
export interface VerdictLineModel {
  check: string;
  label: string;
  passed: boolean | null;
  message: string;
}

type DocumentLine = NonNullable<DeskDocument['checks']>[number];

/** A line's word: 확인됨, 문제 있음, or — neither — 기간 없음 for a document stating no validity, else 확인 안 함. */
const status = (line: VerdictLineModel) => {
  if (line.passed === true) return { word: m.passed, tone: styles.pass };
  if (line.passed === false) return { word: m.failed, tone: styles.fail };
  return { word: line.check === 'NOT_EXPIRED' ? m.noValidity : m.notChecked, tone: styles.skip };
};

const documentLine = (line: DocumentLine): VerdictLineModel => ({ ...line, label: m.checkLabels[line.check] });

/**
 * A document's authenticity, one line per check the server made on the desk's copy: signature,
 * the issuer's certificate, unaltered, not expired, not cancelled.
 */
export function VerdictList({ document }: { document: DeskDocument }) {
  return <Verdict label={m.verdictLabel(document.name)} genuine={document.genuine === true} lines={(document.checks ?? []).map(documentLine)} />;
}

/**
 * A verdict as the desk shows every one (a document's, a presentation's): its title, then each
 * line with its icon, its word (확인됨, 문제 있음) and the server's sentence saying what it found.
 */
export function Verdict({ label, genuine, lines }: { label: string; genuine: boolean; lines: VerdictLineModel[] }) {
  return (
    <section className={genuine ? styles.verdict : `${styles.verdict} ${styles.verdictFailed}`} aria-label={label}>
      <p className={`${styles.verdictTitle} ${genuine ? styles.pass : styles.fail}`}>
        {genuine ? <CheckIcon size={20} aria-hidden="true" /> : <InfoIcon size={20} aria-hidden="true" />}
        {genuine ? m.genuine : m.notGenuine}
      </p>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <VerdictLine key={line.check} line={line} />
        ))}
      </ul>
    </section>
  );
}

function VerdictLine({ line }: { line: VerdictLineModel }) {
  const { word, tone } = status(line);
  return (
    <li className={styles.line} data-check={line.check} data-passed={String(line.passed)}>
      <span className={`${styles.lineIcon} ${tone}`} aria-hidden="true">
        {line.passed === true ? <CheckIcon size={18} /> : <InfoIcon size={18} />}
      </span>
      <span className={styles.lineHead}>
        {line.label}
        <span className={`${styles.lineStatus} ${tone}`}>{word}</span>
      </span>
      <span className={styles.lineMessage}>{line.message}</span>
    </li>
  );
}
