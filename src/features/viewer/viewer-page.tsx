import { useEffect, useRef, useState } from 'react';
import { Outlet, useNavigate, useParams, useSearchParams } from 'react-router';
import { performErrorAction } from '../../api/error-actions';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { useOpenLayer } from '../../lib/layer-navigation';
import { getBridge } from '../../lib/messenger-bridge';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { useViewerDocumentQuery, useViewerInboxItemQuery } from './api';
import { VIEWER_DELAY_MS, viewerMessages } from './messages';
import { loadPdf as defaultLoadPdf, type PdfDocumentHandle, type PdfLoader } from './pdf-loader';
import { PdfPage } from './pdf-page';
import { pdfLoadErrorAction } from './viewer-errors';
import styles from './viewer-page.module.scss';

/** Creates the qualification pass of an issued document and opens it (given by src/app). */
export type OpenPass = (documentId: string, qrPassCode: string, institutionCode?: string) => Promise<unknown>;

export interface ViewerPageProps {
  loadPdf?: PdfLoader;
  openPass?: OpenPass;
}

const A4_ASPECT = 297 / 210;
const currentUrl = () => window.location.pathname + window.location.search;

/** Screen capture is prevented while the viewer is open (spec 000 §2.3, §7 preventCapture). */
function usePreventCapture(): void {
  useEffect(() => {
    const bridge = getBridge();
    bridge.preventCapture(true);
    return () => bridge.preventCapture(false);
  }, []);
}

/** The container's width in CSS pixels, kept current on rotation and resize. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
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

type Loaded = { url: string; document: PdfDocumentHandle; aspect: number };

/** Loads the PDF of `url` with pdf.js; a failure goes to the error page (§8.2 step 3). */
function usePdf(url: string | undefined, loadPdf: PdfLoader): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let live = true;
    let opened: PdfDocumentHandle | null = null;
    loadPdf(url)
      .then(async (document) => {
        opened = document;
        const first = await document.getPage(1);
        const viewport = first.getViewport({ scale: 1 });
        if (live) setLoaded({ url, document, aspect: viewport.height / viewport.width || A4_ASPECT });
        else document.destroy();
      })
      .catch((error: unknown) => {
        if (live) performErrorAction(pdfLoadErrorAction(error, currentUrl()));
      });
    return () => {
      live = false;
      opened?.destroy();
    };
  }, [url, loadPdf]);
  return loaded && loaded.url === url ? loaded : null;
}

function useDelayPassed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/** `qrPassCode` in the query (set by the issue runner, §4.5): create the pass once and open it. */
function usePassFromQuery(documentId: string, openPass: OpenPass | undefined): void {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const qrPassCode = search.get('qrPassCode');
  const institutionCode = search.get('institutionCode') || undefined;
  const started = useRef(false);
  useEffect(() => {
    if (!qrPassCode || !openPass || started.current) return;
    started.current = true;
    // Drop the query first, so coming back from the pass shows the document, not a second pass.
    navigate(paths.viewer.getHref(documentId), { replace: true });
    void openPass(documentId, qrPassCode, institutionCode);
  }, [qrPassCode, institutionCode, openPass, documentId, navigate]);
}

/** /issued/viewer/{documentId} (spec 000 §2.1, §2.3 "Viewer"). */
export function ViewerPage({ loadPdf = defaultLoadPdf, openPass }: ViewerPageProps) {
  const documentId = useParams().documentId ?? '';
  const navigate = useNavigate();
  const openLayer = useOpenLayer();
  const guard = useClickGuard();
  const pagesRef = useRef<HTMLDivElement>(null);
  const width = useWidth(pagesRef);
  const viewer = useViewerDocumentQuery(documentId, { skip: !documentId });
  const item = useViewerInboxItemQuery(documentId, { skip: !documentId });
  const pdf = usePdf(viewer.data?.url, loadPdf);
  const delayPassed = useDelayPassed(VIEWER_DELAY_MS);
  usePreventCapture();
  usePassFromQuery(documentId, openPass);

  const name = viewer.data?.name || item.data?.name || pdf?.document.title || viewerMessages.defaultTitle;
  const ready = Boolean(pdf) && delayPassed;
  useEffect(() => {
    const previous = document.title;
    document.title = viewerMessages.pageTitle(name);
    return () => {
      document.title = previous;
    };
  }, [name]);

  const close = () => navigate(paths.home.getHref('inbox'), { replace: true });
  const save = () => openLayer('password', { name });

  return (
    <div className={styles.root}>
      <PageHeader
        title={name}
        left={<IconButton label={viewerMessages.back} icon={<CloseIcon />} onClick={guard('link', close)} />}
      />
      <main className={styles.pages} aria-busy={!ready} aria-label={name}>
        <div ref={pagesRef}>
        {!ready && (
          <div className={styles.loading} data-testid="viewer-skeleton">
            <span className="visually-hidden" role="status">{viewerMessages.loading}</span>
            <Skeleton variant="rect" height={Math.round((width || 320) * A4_ASPECT)} />
          </div>
        )}
        {pdf && width > 0 && (
          <div className={ready ? styles.document : styles.hidden}>
            {Array.from({ length: pdf.document.numPages }, (_, index) => (
              <PdfPage key={index} document={pdf.document} pageNumber={index + 1} width={width} aspect={pdf.aspect} />
            ))}
          </div>
        )}
        </div>
      </main>
      <div className={styles.bottomBar}>
        <Button block disabled={!ready} onClick={guard('layer', save)}>
          {viewerMessages.save}
        </Button>
      </div>
      <Outlet />
    </div>
  );
}
