import type { CertificateSite } from '../../../shared/certificate-manifest';
import { issueMessages } from './messages';
import { SiteExample } from './site-example';
import styles from './external-channeling-guide.module.scss';

/**
 * Spec 000 §2.3: where the certificate is applied for (its manifest's `site`: name and guide), an
 * example picture, and "choose '전자문서지갑' as the receiving method".
 */
export function ExternalChannelingGuide({ site, headingLevel = 2 }: { site: CertificateSite; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const m = issueMessages.external;
  const paragraphs = site.guide.split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean);
  return (
    <section className={styles.guide} aria-label={m.title(site.name)} data-testid="external-channeling-guide">
      <Heading className={styles.title}>{m.title(site.name)}</Heading>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <SiteExample className={styles.image} site={site.name} />
      <p className={styles.instruction}>{m.instruction}</p>
      <p>{m.after}</p>
    </section>
  );
}
