import type { ManifestSummary } from '../../forms/catalogue';
import { issueMessages } from './messages';
import styles from './certificate-info.module.scss';

/** The certificate info of spec 000 §2.3: type, name (and issuer), and the manifest's guide. */
export function CertificateInfo({ manifest, guide }: { manifest: ManifestSummary; guide?: string }) {
  const paragraphs = (guide ?? '').split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean);
  return (
    <section className={styles.info} aria-label={issueMessages.guideTitle}>
      <span className={styles.type}>{manifest.site?.badge ?? issueMessages.applicationType[manifest.applicationType] ?? manifest.applicationType}</span>
      <h2 className={styles.name}>{manifest.name}</h2>
      <p className={styles.issuer}>
        {issueMessages.issuer} {manifest.issuer}
      </p>
      {paragraphs.length > 0 && (
        <details className={styles.guide} open>
          <summary>{issueMessages.guideTitle}</summary>
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </details>
      )}
    </section>
  );
}
