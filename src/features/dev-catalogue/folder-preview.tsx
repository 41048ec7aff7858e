import { useEffect, useState } from 'react';
import type { FolderPreview as Preview } from 'virtual:certificate-preview';
import { DocumentPreview } from './document-preview';
import { FormPreview } from './form-preview';
import { devCatalogueMessages as m } from './messages';
import styles from './dev-catalogue-page.module.scss';

const SAMPLE = 'sample.json';
/** The files the issued document is drawn from (ui.json only changes the form; agency.json holds the facts it shows). */
const DOCUMENT_SOURCES = ['certificate.json', 'schema.json', SAMPLE, 'document.json', 'agency.json'];

/** Changes when a file the document is drawn from changes (FNV-1a of their contents). */
function documentRevision(files: Preview['files']): string {
  let hash = 0x811c9dc5;
  for (const file of files) {
    if (!DOCUMENT_SOURCES.includes(file.name)) continue;
    const text = `${file.name}\u0000${file.text ?? JSON.stringify(file.json)}\u0001`;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * One folder opened: cert:check's findings, the form at phone width with its sample beside it,
 * the same form submitted empty, the document issued from the sample, and every file of the folder. `load` is replaced when the folder
 * changes on disk, and everything is drawn again from the new files.
 */
export function FolderPreview({ slug, load }: { slug: string; load: () => Promise<Preview> }) {
  const [preview, setPreview] = useState<{ value: Preview; generation: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => {
        if (!live) return;
        setFailure(null);
        setPreview((previous) => ({ value, generation: (previous?.generation ?? 0) + 1 }));
      },
      (error: Error) => live && setFailure(error.message),
    );
    return () => {
      live = false;
    };
  }, [load]);

  if (failure) return <pre className={`${styles.json} ${styles.problem}`}>{failure}</pre>;
  if (!preview) return <p className={styles.body}>{m.loading}</p>;
  const { files, problems } = preview.value;
  const sampleFile = files.find((file) => file.name === SAMPLE);
  const sample = (sampleFile?.json ?? {}) as Record<string, unknown>;

  return (
    <div className={styles.body}>
      <section className={problems.length ? styles.checkFailed : styles.checkPassed} aria-label={m.checkTitle} data-testid="cert-check">
        <h3 className={styles.heading}>
          {m.checkTitle}: {problems.length ? m.checkProblems(problems.length) : m.checkPassed}
        </h3>
        {problems.length ? (
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>
                <code>{problem}</code>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <div className={styles.columns}>
        <section className={styles.phone} aria-label={m.sampleForm} data-testid="sample-form">
          <h3 className={styles.heading}>{m.sampleForm}</h3>
          <FormPreview key={preview.generation} slug={slug} sample={sample} />
        </section>
        <section className={styles.phone} aria-label={m.emptyForm} data-testid="empty-form">
          <h3 className={styles.heading}>{m.emptyForm}</h3>
          <FormPreview key={preview.generation} slug={slug} sample={{}} submitted />
        </section>
        <div className={styles.column}>
          <section aria-label={m.sample}>
            <h3 className={styles.heading}>{m.sample}</h3>
            <pre className={`${styles.json} ${styles.sampleJson}`}>{sampleFile ? (sampleFile.text ?? JSON.stringify(sampleFile.json, null, 2)) : '—'}</pre>
          </section>
          <DocumentPreview slug={slug} revision={documentRevision(files)} />
        </div>
      </div>
      <section className={styles.files}>
        <h3 className={styles.heading}>{m.files}</h3>
        {files.map((file) => (
          <details key={file.name} className={styles.file}>
            <summary>
              <code>{file.name}</code>
              {file.text !== undefined ? <span className={styles.problem}> · {m.notJson}</span> : null}
            </summary>
            <pre className={styles.json}>{file.text ?? JSON.stringify(file.json, null, 2)}</pre>
          </details>
        ))}
      </section>
    </div>
  );
}
