import { documentApi } from '../api/document-api';
import type { ApiDispatch } from '../api/hooks';
import { paths } from '../config/paths';
import { preloadPage } from '../lib/page-preload';
import { preparePdf, warmPdf, type PdfLoader } from '../ui/pdf/pdf-loader';

/**
 * How long the progress sheet waits for the document once the application is complete: as long
 * as the viewer would show its skeleton at least (000 §9 viewer delay, 800 ms). A document not
 * ready by then loads in the viewer, as when it is opened from the inbox.
 */
export const PREPARE_LIMIT_MS = 800;

/** The viewer's code, pdf.js and its worker, loaded while the progress sheet shows. */
export function warmViewer(): void {
  warmPdf();
  void preloadPage(paths.viewer.getHref('document'));
}

/**
 * Opens the issued document while the progress sheet still shows (its url, the PDF, its first page),
 * so the viewer draws it at once (it takes it: preparedPdf). False when reading its url failed:
 * the error router has then shown what the viewer would have shown.
 */
export async function prepareViewer(
  dispatch: ApiDispatch,
  documentId: string,
  { limitMs = PREPARE_LIMIT_MS, load }: { limitMs?: number; load?: PdfLoader } = {},
): Promise<boolean> {
  if (!load) warmViewer();
  let failed = false;
  const opening = dispatch(documentApi.endpoints.viewerDocument.initiate(documentId, { subscribe: false, forceRefetch: true }))
    .unwrap()
    .then(
      ({ url }) => preparePdf(documentId, url, load),
      () => {
        failed = true;
      },
    );
  let timer: number | undefined;
  const late = new Promise<void>((resolve) => (timer = window.setTimeout(resolve, limitMs)));
  // A PDF that pdf.js cannot open is the viewer's to report: here it only ends the wait.
  await Promise.race([opening.then(() => undefined, () => undefined), late]);
  window.clearTimeout(timer);
  return !failed;
}
