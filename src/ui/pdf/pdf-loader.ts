import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * The few parts of pdf.js the viewer uses, behind an interface tests can stub. pdf.js itself
 * (and its worker, a same-origin file) is imported only when a document is opened, so it lives
 * in the viewer's chunks alone.
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

export const loadPdf: PdfLoader = async (url) => {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  // No eval: the page runs under a CSP without 'unsafe-eval' (STACK.md).
  const task = pdfjs.getDocument({ url, withCredentials: true, isEvalSupported: false });
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
