// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WARM_UP_DOCUMENT_PATH } from '../../../shared/warm-up';
import type { PdfDocumentHandle, PdfLoader } from './pdf-loader';

/** A fresh module for each test: the warm-up is once per page load. */
let loader: typeof import('./pdf-loader');
beforeEach(async () => {
  vi.resetModules();
  loader = await import('./pdf-loader');
});

/** pdf.js behind its interface: what was opened, drawn and let go; `opened` decides when a document opens. */
function fakePdf(opened: Promise<void> = Promise.resolve()) {
  const urls: string[] = [];
  const drawn: string[] = [];
  const destroyed: string[] = [];
  const load: PdfLoader = async (url) => {
    urls.push(url);
    await opened;
    const document: PdfDocumentHandle = {
      numPages: 1,
      title: null,
      destroy: () => destroyed.push(url),
      getPage: async () => ({
        getViewport: ({ scale }) => ({ width: 595 * scale, height: 842 * scale }),
        render: () => {
          drawn.push(url);
          return { promise: Promise.resolve(), cancel: () => undefined };
        },
      }),
    };
    return document;
  };
  return { load, urls, drawn, destroyed };
}

describe("pdf.js's worker is warmed on a document like the issued ones while the progress sheet shows", () => {
  it('reads the warm-up document once per page, draws its first page, then lets it go', async () => {
    const pdf = fakePdf();
    await loader.warmUpWith(pdf.load);
    await loader.warmUpWith(pdf.load);
    expect(pdf.urls).toEqual([WARM_UP_DOCUMENT_PATH]);
    expect(pdf.drawn).toEqual([WARM_UP_DOCUMENT_PATH]);
    expect(pdf.destroyed).toEqual([WARM_UP_DOCUMENT_PATH]);
  });

  it('gives the worker up to the issued document when that comes first: the warm-up is let go, not drawn', async () => {
    let open!: () => void;
    const warm = fakePdf(new Promise<void>((resolve) => (open = resolve)));
    const warming = loader.warmUpWith(warm.load);
    const issued = fakePdf();
    await loader.preparePdf('D1', '/api/v2/document-file/token', issued.load);
    open();
    await warming;
    expect(warm.drawn).toEqual([]);
    expect(warm.destroyed).toEqual([WARM_UP_DOCUMENT_PATH]);
    await vi.waitFor(() => expect(issued.drawn).toEqual(['/api/v2/document-file/token']));
    expect(issued.destroyed).toEqual([]);
  });
});
