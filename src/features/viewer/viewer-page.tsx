import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useNavigate, useParams, useSearchParams } from 'react-router';
import { performErrorAction } from '../../api/error-actions';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { useOpenLayer } from '../../lib/layer-navigation';
import { getBridge } from '../../lib/messenger-bridge';
import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { PdfDocumentView } from '../../ui/pdf/pdf-document-view';
import { loadPdf as defaultLoadPdf, preparedPdf, type PdfLoader } from '../../ui/pdf/pdf-loader';
import { useInboxDocumentQuery, useViewerDocumentQuery } from './api';
import { VIEWER_DELAY_MS, viewerMessages } from './messages';
import { pdfLoadErrorAction } from './viewer-errors';
import styles from './viewer-page.module.scss';
import { useDocumentTitle } from '../../lib/document-title';
import { SkeletonList } from '../../ui/skeleton';
import { vcMessages } from './messages';
import { ViewTabs, type ViewerView } from './view-tabs';

// The credential's view is a chunk of its own: the PDF view never loads its code.
const VcView = lazy(() => import('./vc-view'));

/** Creates the qualification pass of an issued document and opens it (given by src/app). */
export type OpenPass = (documentId: string, qrPassCode: string, institutionCode?: string) => Promise<unknown>;

export interface ViewerPageProps {
  loadPdf?: PdfLoader;
  openPass?: OpenPass;
}

const currentUrl = () => window.location.pathname + window.location.search;

/** Screen capture is prevented while the viewer is open (spec 000 §2.3, §7 preventCapture). */
function usePreventCapture(): void {
  useEffect(() => {
    const bridge = getBridge();
    bridge.preventCapture(true);
    return () => bridge.preventCapture(false);
  }, []);
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
  // Opened while the progress sheet showed (src/runner/prepare-viewer.ts): no skeleton to
  // hold, and its url is not asked for again (each ask is a viewing in the citizen's record).
  const prepared = useMemo(() => preparedPdf(documentId), [documentId]);
  const viewer = useViewerDocumentQuery(documentId, { skip: !documentId || prepared !== undefined });
  const item = useInboxDocumentQuery(documentId, { skip: !documentId });
  const [pdfTitle, setPdfTitle] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const delayPassed = useDelayPassed(prepared ? 0 : VIEWER_DELAY_MS);
  usePreventCapture();
  usePassFromQuery(documentId, openPass);

  const name = item.data?.name || pdfTitle || viewerMessages.defaultTitle;
  const ready = loaded && delayPassed;
  useDocumentTitle(viewerMessages.pageTitle(name));

  const close = () => navigate(paths.home.getHref('inbox'), { replace: true });
  const save = () => openLayer('password', { name });
  const [search, setSearch] = useSearchParams();
  const view: ViewerView = search.get('view') === 'vc' ? 'vc' : 'pdf';
  const choose = (next: ViewerView) => setSearch(next === 'vc' ? { view: 'vc' } : {}, { replace: true });
  const offer = () => openLayer('credential-offer');
  // A revoked or expired credential is not offered to another wallet.
  const [vcStatus, setVcStatus] = useState<string>('VALID');

  return (
    <div className={styles.root}>
      <PageHeader
        title={name}
        left={<IconButton label={viewerMessages.close} icon={<CloseIcon />} onClick={guard('link', close)} />}
      />
      <ViewTabs view={view} onChange={choose} />
      {view === 'vc' ? (
        <main className={styles.pages}>
          <Suspense fallback={<SkeletonList rows={6} />}>
            <VcView documentId={documentId} issuerName={item.data?.issuerName ?? ''} onStatus={setVcStatus} />
          </Suspense>
        </main>
      ) : null}
      <main className={styles.pages} hidden={view !== 'pdf'}>
        <PdfDocumentView
          url={viewer.data?.url}
          label={name}
          loadingLabel={viewerMessages.loading}
          reveal={delayPassed}
          loadPdf={loadPdf}
          prepared={prepared}
          onError={(error) => performErrorAction(pdfLoadErrorAction(error, currentUrl()))}
          onLoaded={(pdf) => {
            setPdfTitle(pdf.document.title);
            setLoaded(true);
          }}
        />
      </main>
      <div className={styles.bottomBar}>
        {view === 'vc' ? (
          <Button block disabled={vcStatus !== 'VALID'} onClick={guard('layer', offer)}>
            {vcMessages.offer}
          </Button>
        ) : (
          <Button block disabled={!ready} onClick={guard('layer', save)}>
            {viewerMessages.save}
          </Button>
        )}
      </div>
      <Outlet />
    </div>
  );
}
