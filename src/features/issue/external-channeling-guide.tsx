import { issueMessages } from './messages';
import styles from './external-channeling-guide.module.scss';

export const GUIDE_IMAGE = '/guide/external-channeling.svg';

/** Spec 000 §2.3: an example image and "choose '전자문서지갑' as the receiving method". */
export function ExternalChannelingGuide({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const m = issueMessages.external;
  return (
    <section className={styles.guide} aria-label={m.title} data-testid="external-channeling-guide">
      <Heading className={styles.title}>{m.title}</Heading>
      <p>{m.intro}</p>
      <img className={styles.image} src={GUIDE_IMAGE} alt={m.imageAlt} width={360} height={240} />
      <p className={styles.instruction}>{m.instruction}</p>
      <p>{m.after}</p>
    </section>
  );
}
