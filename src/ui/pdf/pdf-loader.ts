import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { WARM_UP_DOCUMENT_PATH } from '../../../shared/warm-up';

/**
 * The few parts of pdf.js the viewer uses, behind an interface tests can stub. pdf.js itself
 * (and its worker, a same-origin file) is imported only when a document is opened or about to
 * be (warmPdf), so it lives in chunks of its own.
 */
export interface PdfViewport {
  width: number;
  height: number;
}

export interface PdfRenderTask {
  promise: Promise<unknown>;
  cancel(): void;
}

export interface PdfPageHandle {
  getViewport(options: { scale: number }): PdfViewport;
  render(options: { canvas: HTMLCanvasElement; viewport: PdfViewport }): PdfRenderTask;
}

export interface PdfDocumentHandle {
  numPages: number;
  title: string | null;
  getPage(pageNumber: number): Promise<PdfPageHandle>;
  destroy(): void;
}

export type PdfLoader = (url: string) => Promise<PdfDocumentHandle>;

type PdfJs = typeof import('pdfjs-dist');

let pdfjs: Promise<{ module: PdfJs; worker: InstanceType<PdfJs['PDFWorker']> | null }> | null = null;

/**
 * pdf.js and one worker for every document of the page, started once: the worker's script is most
 * of pdf.js's start-up, so a document opened after `warmPdf` starts at once.
 */
function pdfjsWithWorker() {
  pdfjs ??= import('pdfjs-dist').then((module) => {
    module.GlobalWorkerOptions.workerSrc = workerUrl;
    let worker: InstanceType<PdfJs['PDFWorker']> | null = null;
    try {
      worker = new module.PDFWorker();
    } catch {
      // No worker here (a test's DOM): each document starts its own.
    }
    return { module, worker };
  });
  pdfjs.catch(() => (pdfjs = null));
  return pdfjs;
}

/** The warm-up document while it is read (stopped when a document of the user's comes first). */
let warmUp: { stop(): void } | null = null;
let warmedUp = false;

/**
 * Has the worker read a document like the ones it will read (shared/warm-up.ts) and draws its first
 * page small, once per page load: a worker that has only started reads its first document with code
 * not yet compiled, which made the issued document's first page take twice as long. `open` is
 * loadPdf (tests give their own).
 */
export async function warmUpWith(open: PdfLoader): Promise<void> {
  if (warmedUp) return;
  warmedUp = true;
  let stopped = false;
  let document: PdfDocumentHandle | null = null;
  const stop = () => {
    stopped = true;
    document?.destroy();
  };
  warmUp = { stop };
  try {
    document = await open(WARM_UP_DOCUMENT_PATH);
    if (!stopped) await drawFirstPageAhead(document);
  } catch {
    // Only a head start: the documents are read all the same.
  } finally {
    if (warmUp?.stop === stop) warmUp = null;
    stop();
  }
}

/** A document of the user's is read now: the warm-up, if still under way, gives the worker up. */
function stopWarmUp(): void {
  warmUp?.stop();
  warmUp = null;
}

/** Loads pdf.js, starts its worker and warms it ahead of a document (the progress: the viewer comes next). */
export function warmPdf(): void {
  void pdfjsWithWorker()
    .then(({ worker }) => {
      // Where no worker runs (a test's DOM) there is nothing to warm.
      if (worker) void warmUpWith(loadPdf);
    })
    .catch(() => undefined);
}

export const loadPdf: PdfLoader = async (url) => {
  const { module, worker } = await pdfjsWithWorker();
  // No eval: the page runs under a CSP without 'unsafe-eval' (STACK.md).
  const task = module.getDocument({ url, withCredentials: true, isEvalSupported: false, ...(worker && !worker.destroyed ? { worker } : {}) });
  const document = await task.promise;
  const metadata = await document.getMetadata().catch(() => null);
  const title = (metadata?.info as { Title?: unknown } | undefined)?.Title;
  return {
    numPages: document.numPages,
    title: typeof title === 'string' && title.trim() ? title.trim() : null,
    getPage: (pageNumber) => document.getPage(pageNumber) as Promise<PdfPageHandle>,
    destroy: () => void task.destroy(),
  };
};

/** A document opened, with the height / width of its first page. */
export interface OpenedPdf {
  document: PdfDocumentHandle;
  aspect: number;
}

/** A document opened before its page: `ready` once it is (the page then shows it in its first render). */
export interface PreparedPdf {
  opening: Promise<OpenedPdf>;
  ready: OpenedPdf | null;
}

const A4_ASPECT = 297 / 210;

/** Opens a document and reads its first page's size. */
export async function openPdf(url: string, load: PdfLoader = loadPdf): Promise<OpenedPdf> {
  const document = await load(url);
  const viewport = (await document.getPage(1)).getViewport({ scale: 1 });
  return { document, aspect: viewport.height / viewport.width || A4_ASPECT };
}

/**
 * The first page drawn once, small and off screen: pdf.js makes the page's drawing instructions
 * and loads its fonts meanwhile (the longest part), and the page's own drawing, started while this
 * one runs or after it, uses them: only the drawing is left. A failure is the page's to meet (it
 * draws for itself).
 */
async function drawFirstPageAhead(document: PdfDocumentHandle): Promise<void> {
  try {
    const page = await document.getPage(1);
    await page.render({ canvas: window.document.createElement('canvas'), viewport: page.getViewport({ scale: 0.1 }) }).promise;
  } catch {
    // drawn by the page itself, from the start
  }
}

/** One document at a time is prepared: the next one lets the last one go. */
let prepared: { key: string; pdf: PreparedPdf } | null = null;

/**
 * Opens the document of `key` before its page shows, for that page to show (preparedPdf) instead
 * of loading it again: the viewer after an issuance, prepared while the progress sheet still shows.
 * The page does not close it: the next prepared document does.
 */
export function preparePdf(key: string, url: string, load: PdfLoader = loadPdf): Promise<OpenedPdf> {
  stopWarmUp();
  const previous = prepared;
  // The first page's drawing is started, not waited for: its page shows meanwhile and draws with it.
  const opening = openPdf(url, load).then((opened) => (void drawFirstPageAhead(opened.document), opened));
  const pdf: PreparedPdf = { opening, ready: null };
  prepared = { key, pdf };
  void pdf.opening.then(
    (opened) => (pdf.ready = opened),
    () => {
      if (prepared?.pdf === pdf) prepared = null;
    },
  );
  if (previous && previous.pdf !== pdf) void previous.pdf.opening.then(({ document }) => document.destroy(), () => undefined);
  return pdf.opening;
}

/** The document prepared for `key` (undefined: none; the page loads it itself). */
export function preparedPdf(key: string): PreparedPdf | undefined {
  return prepared?.key === key ? prepared.pdf : undefined;
}
