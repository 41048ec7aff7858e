import { CheckIcon } from '../../ui/icons';
import styles from './papas.module.scss';

/** The package's documents, each with its check mark: on the start page and on the complete page. */
export function DocumentList({ id, title, names, level, className }: { id: string; title: string; names: readonly string[]; level: 2 | 3; className?: string }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby={id}>
      <Heading id={id} className={styles.sectionTitle}>
        {title}
      </Heading>
      <ul className={styles.documents}>
        {names.map((name) => (
          <li key={name}>
            <CheckIcon size={18} className={styles.documentMark} aria-hidden="true" />
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
