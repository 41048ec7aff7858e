import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Skeleton } from '../skeleton';
import { loadPdf as defaultLoadPdf, openPdf, type PdfDocumentHandle, type PdfLoader, type PreparedPdf } from './pdf-loader';
import { PdfPage } from './pdf-page';
import styles from './pdf-document.module.scss';

const A4_ASPECT = 297 / 210;

/** The container's width in CSS pixels, kept current on rotation and resize. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  // Measured before the first paint: the pages are drawn in the same frame as the page.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.floor(element.clientWidth || window.innerWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export type LoadedPdf = { url: string; document: PdfDocumentHandle; aspect: number };

/** The document opened before the page (preparePdf), in place of a url. */
const PREPARED = 'prepared:';

/**
 * Loads the PDF of `url` with pdf.js, or shows the one `prepared` for it (at once when it is
 * open already); a failure is handed to `onError` (the caller routes it).
 */
export function usePdf(url: string | undefined, loadPdf: PdfLoader, onError: (error: unknown) => void, prepared?: PreparedPdf): LoadedPdf | null {
  const [loaded, setLoaded] = useState<LoadedPdf | null>(() => (prepared?.ready ? { url: PREPARED, ...prepared.ready } : null));
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  const source = prepared ? PREPARED : url;
  useEffect(() => {
    if (!source) return undefined;
    let live = true;
    let opened: PdfDocumentHandle | null = null;
    // A prepared document is not this page's to close (the next prepared one closes it).
    (prepared ? prepared.opening : openPdf(source, loadPdf).then((pdf) => ((opened = pdf.document), pdf)))
      .then((pdf) => {
        if (live) setLoaded((current) => (current?.document === pdf.document ? current : { url: source, ...pdf }));
        else opened?.destroy();
      })
      .catch((error: unknown) => {
        if (live) onErrorRef.current(error);
      });
    return () => {
      live = false;
      opened?.destroy();
    };
  }, [source, prepared, loadPdf]);
  return loaded && loaded.url === source ? loaded : null;
}

export interface PdfDocumentViewProps {
  /** The document's url; nothing loads until it is known. */
  url: string | undefined;
  /** Accessible name of the pages' region. */
  label: string;
  /** Shown to screen readers while loading. */
  loadingLabel: string;
  onError: (error: unknown) => void;
  /** False keeps the skeleton up (for a minimum delay) even once the PDF is ready. */
  reveal?: boolean;
  onLoaded?: (pdf: LoadedPdf) => void;
  loadPdf?: PdfLoader;
  /** The document opened before the page (preparePdf): shown without loading it again. */
  prepared?: PreparedPdf;
}

/**
 * Every page of one PDF, fitted to the container's width, behind a skeleton until loaded:
 * the viewer, the sent/received preview and the one-time link's page show documents with it.
 */
export function PdfDocumentView({ url, label, loadingLabel, onError, reveal = true, onLoaded, loadPdf = defaultLoadPdf, prepared }: PdfDocumentViewProps) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const width = useWidth(pagesRef);
  const pdf = usePdf(url, loadPdf, onError, prepared);
  // The first page first: the others wait until it is drawn (they would share the worker with it).
  const [firstDrawn, setFirstDrawn] = useState(false);
  const ready = Boolean(pdf) && reveal;
  const loadedRef = useRef(onLoaded);
  useEffect(() => {
    loadedRef.current = onLoaded;
  });
  useEffect(() => {
    if (pdf) loadedRef.current?.(pdf);
  }, [pdf]);

  return (
    <div ref={pagesRef} aria-busy={!ready} aria-label={label} role="region">
      {!ready && (
        <div className={styles.loading} data-testid="viewer-skeleton">
          <span className="visually-hidden" role="status">{loadingLabel}</span>
          <Skeleton variant="rect" height={Math.round((width || 320) * A4_ASPECT)} />
        </div>
      )}
      {pdf && width > 0 && (
        <div className={ready ? styles.document : styles.hidden}>
          {Array.from({ length: pdf.document.numPages }, (_, index) => (
            <PdfPage
              key={index}
              document={pdf.document}
              pageNumber={index + 1}
              width={width}
              aspect={pdf.aspect}
              hold={index > 0 && !firstDrawn}
              onRendered={index === 0 ? () => setFirstDrawn(true) : undefined}
            />
          ))}
        </div>
      )}
    </div>
  );
}
