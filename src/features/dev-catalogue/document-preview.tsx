import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { PdfDocumentView } from '../../ui/pdf/pdf-document-view';
import { Skeleton } from '../../ui/skeleton';
import { DEFAULT_PREVIEW_PERSONA, DOCUMENT_PREVIEW_PERSONAS, documentPreviewHref } from '../../../shared/document-preview-url';
import { devCatalogueMessages as m } from './messages';
import styles from './dev-catalogue-page.module.scss';

interface Persona {
  id: string;
  name: string;
}

// The personas are the dev server's (server/personas.ts), asked once per page.
let personaList: Promise<Persona[]> | undefined;
function usePersonas(): Persona[] {
  const [list, setList] = useState<Persona[]>([]);
  useEffect(() => {
    let live = true;
    personaList ??= fetch(DOCUMENT_PREVIEW_PERSONAS)
      .then((response) => (response.ok ? (response.json() as Promise<Persona[]>) : []))
      .catch(() => []);
    void personaList.then((value) => live && setList(value));
    return () => {
      live = false;
    };
  }, []);
  return list;
}

/** True once the element comes near the viewport: fifty open folders do not draw fifty PDFs at once. */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * The issued document as the folder's document.json draws it from sample.json and a persona's
 * agency records (the dev server's `/__dev/document-preview/<slug>.pdf`, unsigned). `revision`
 * changes with the folder's files: the document loads again. A layout the renderer refuses shows
 * the dev server's message instead of the document.
 */
export function DocumentPreview({ slug, revision }: { slug: string; revision: string }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const personas = usePersonas();
  const [persona, setPersona] = useState(DEFAULT_PREVIEW_PERSONA);
  const [problem, setProblem] = useState<{ url: string; message: string } | null>(null);
  const selectId = useId();
  const url = documentPreviewHref(slug, persona, revision);

  // pdf.js says only that the answer was not a PDF: the dev server's own words are in its body.
  const onError = useCallback(
    (error: unknown) => {
      const fallback = error instanceof Error ? error.message : String(error);
      void fetch(url)
        .then(async (response) => (response.ok ? fallback : await response.text()))
        .catch(() => fallback)
        .then((message) => setProblem({ url, message }));
    },
    [url],
  );

  return (
    <section ref={ref} className={styles.document} aria-label={m.document} data-testid="document-preview">
      <div className={styles.documentHeading}>
        <h3 className={styles.heading}>{m.document}</h3>
        <label className={styles.persona} htmlFor={selectId}>
          {m.persona}
          <select id={selectId} value={persona} onChange={(event) => setPersona(event.target.value)}>
            {(personas.length ? personas : [{ id: persona, name: persona }]).map((item) => (
              <option key={item.id} value={item.id}>
                {item.id === item.name ? item.id : m.personaOption(item.name, item.id)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {problem?.url === url ? (
        <div role="alert" className={styles.documentProblem} data-testid="document-problem">
          <p className={styles.problem}>{m.documentFailed}</p>
          <pre>{problem.message}</pre>
        </div>
      ) : near ? (
        <div className={styles.paper}>
          <PdfDocumentView url={url} label={m.documentPages} loadingLabel={m.documentLoading} onError={onError} />
        </div>
      ) : (
        <Skeleton variant="rect" height={480} />
      )}
    </section>
  );
}
