import { useEffect, useState } from 'react';
import { FormPreview } from './form-preview';
import styles from './dev-catalogue-page.module.scss';

/**
 * /dev/catalogue, development only (the route exists when import.meta.env.DEV): every
 * certificate folder rendered by the form engine's CertificateForm with its sample, beside its
 * schema, uiSchema and sample, for maintainers and reviewers. A folder renders when opened.
 */
interface Manifest {
  path: string;
  name: string;
  issuer: string;
  applicationType: string;
  popularityOrder?: number;
}

const manifests = import.meta.glob<Manifest>('/certificates/*/certificate.json', { eager: true, import: 'default' });
const files = import.meta.glob<unknown>(['/certificates/*/schema.json', '/certificates/*/ui.json', '/certificates/*/sample.json'], {
  import: 'default',
});

const slugOf = (file: string) => file.split('/').at(-2) ?? '';
const entries = Object.entries(manifests)
  .map(([file, manifest]) => ({ slug: slugOf(file), manifest }))
  .sort((a, b) => (a.manifest.popularityOrder ?? 0) - (b.manifest.popularityOrder ?? 0));

type Loaded = { schema: unknown; ui: unknown; sample: unknown };

async function loadFolder(slug: string): Promise<Loaded> {
  const read = (name: string) => files[`/certificates/${slug}/${name}.json`]?.() ?? Promise.resolve(null);
  const [schema, ui, sample] = await Promise.all([read('schema'), read('ui'), read('sample')]);
  return { schema, ui, sample };
}

export default function DevCataloguePage() {
  useEffect(() => {
    document.title = `카탈로그 미리보기 (${entries.length}) | 전자증명서 지갑`;
  }, []);
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>카탈로그 미리보기 ({entries.length})</h1>
      <p className={styles.note}>개발 모드에서만 열립니다. 증명서를 펼치면 샘플을 채운 신청서와 schema, ui, sample을 나란히 보여 줍니다.</p>
      <nav aria-label="증명서 목록">
        <ol className={styles.index}>
          {entries.map(({ slug, manifest }) => (
            <li key={slug}>
              <a href={`#${slug}`}>{manifest.name}</a>
            </li>
          ))}
        </ol>
      </nav>
      {entries.map(({ slug, manifest }) => (
        <CertificatePreview key={slug} slug={slug} manifest={manifest} />
      ))}
    </main>
  );
}

function CertificatePreview({ slug, manifest }: { slug: string; manifest: Manifest }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open && !loaded) void loadFolder(slug).then(setLoaded);
  }, [open, loaded, slug]);

  return (
    <details id={slug} className={styles.card} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        <strong>{manifest.name}</strong> <code>{manifest.path}</code> · {manifest.issuer} · {manifest.applicationType} ·{' '}
        <code>certificates/{slug}</code>
      </summary>
      {open && loaded ? (
        <div className={styles.columns}>
          <section className={styles.column}>
            <h2 className={styles.heading}>신청서 (sample.json)</h2>
            <FormPreview edoc={manifest.path} sample={(loaded.sample ?? {}) as Record<string, unknown>} />
          </section>
          {(['schema', 'ui', 'sample'] as const).map((name) => (
            <section key={name} className={styles.column}>
              <h2 className={styles.heading}>{name}.json</h2>
              <pre className={styles.json}>{JSON.stringify(loaded[name], null, 2)}</pre>
            </section>
          ))}
        </div>
      ) : null}
    </details>
  );
}
