import { useEffect, useMemo, useRef, useState } from 'react';
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
import { useViewerDocumentQuery, useViewerInboxItemQuery } from './api';
import { VIEWER_DELAY_MS, viewerMessages } from './messages';
import { pdfLoadErrorAction } from './viewer-errors';
import styles from './viewer-page.module.scss';
import { useDocumentTitle } from '../../lib/document-title';

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
  const viewer = useViewerDocumentQuery(documentId, { skip: !documentId });
  const item = useViewerInboxItemQuery(documentId, { skip: !documentId });
  const [pdfTitle, setPdfTitle] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  // Opened while the progress sheet showed (src/runner/prepare-viewer.ts): no skeleton to hold.
  const prepared = useMemo(() => preparedPdf(documentId), [documentId]);
  const delayPassed = useDelayPassed(prepared ? 0 : VIEWER_DELAY_MS);
  usePreventCapture();
  usePassFromQuery(documentId, openPass);

  const name = item.data?.name || pdfTitle || viewerMessages.defaultTitle;
  const ready = loaded && delayPassed;
  useDocumentTitle(viewerMessages.pageTitle(name));

  const close = () => navigate(paths.home.getHref('inbox'), { replace: true });
  const save = () => openLayer('password', { name });

  return (
    <div className={styles.root}>
      <PageHeader
        title={name}
        left={<IconButton label={viewerMessages.close} icon={<CloseIcon />} onClick={guard('link', close)} />}
      />
      <main className={styles.pages}>
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
        <Button block disabled={!ready} onClick={guard('layer', save)}>
          {viewerMessages.save}
        </Button>
      </div>
      <Outlet />
    </div>
  );
}
