// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setupMockApi } from '../testing/mock-api';
import { createTestStore } from '../testing/test-store';
import { preparedPdf, type PdfDocumentHandle, type PdfLoader } from '../ui/pdf/pdf-loader';
import { prepareViewer } from './prepare-viewer';

const FILE_URL = '/api/v2/document-file/token.mac';
const navigations: string[] = [];
const server = setupServer(
  http.get('*/api/v2/inbox/D1/viewer', () => HttpResponse.json({ result: { url: FILE_URL } })),
  http.get('*/api/v2/inbox/GONE/viewer', () =>
    HttpResponse.json({ code: 'DOCUMENT_NOT_FOUND', message: '삭제된 증명서입니다.', title: null, buttons: [], reason: null, returnUrl: null, status: 404 }, { status: 404 }),
  ),
);
setupMockApi(server, { navigate: (to) => navigations.push(to), reset: () => (navigations.length = 0) });

/** pdf.js behind its interface: each page read is recorded; `open` decides when the document opens. */
function loader(open: Promise<void> = Promise.resolve()) {
  const pagesRead: number[] = [];
  const drawn: number[] = [];
  const urls: string[] = [];
  const load: PdfLoader = vi.fn(async (url: string): Promise<PdfDocumentHandle> => {
    urls.push(url);
    await open;
    return {
      numPages: 2,
      title: null,
      destroy: () => undefined,
      getPage: async (pageNumber) => {
        pagesRead.push(pageNumber);
        return {
          getViewport: ({ scale }) => ({ width: 595 * scale, height: 842 * scale }),
          render: () => {
            drawn.push(pageNumber);
            return { promise: Promise.resolve(), cancel: () => undefined };
          },
        };
      },
    };
  });
  return { load, pagesRead, drawn, urls };
}

describe('the issued document opens while the progress sheet still shows (000 §4.5, §9 viewer delay)', () => {
  it('reads its url, opens the PDF, reads its first page and starts drawing it, then leaves it for the viewer to take', async () => {
    const { load, pagesRead, drawn, urls } = loader();
    expect(await prepareViewer(createTestStore().dispatch, 'D1', { load })).toBe(true);
    expect(urls).toEqual([FILE_URL]);
    expect(new Set(pagesRead)).toEqual(new Set([1]));
    await vi.waitFor(() => expect(drawn).toEqual([1]));
    const prepared = preparedPdf('D1');
    expect(prepared?.ready?.document.numPages).toBe(2);
    expect(prepared?.ready?.aspect).toBeCloseTo(842 / 595);
    expect(preparedPdf('D2')).toBeUndefined();
  });

  it('waits no longer than its limit: a document not open by then is still being opened for the viewer', async () => {
    let open = () => {};
    const { load } = loader(new Promise<void>((resolve) => (open = resolve)));
    expect(await prepareViewer(createTestStore().dispatch, 'D1', { load, limitMs: 50 })).toBe(true);
    const prepared = preparedPdf('D1');
    expect(prepared?.ready).toBeNull();
    open();
    expect((await prepared?.opening)?.document.numPages).toBe(2);
    expect(prepared?.ready?.document.numPages).toBe(2);
  });

  it('one document is prepared at a time: the next lets the last one go', async () => {
    const destroyed: string[] = [];
    const load: PdfLoader = async (url) => ({
      numPages: 1,
      title: null,
      destroy: () => destroyed.push(url),
      getPage: async () => ({ getViewport: () => ({ width: 595, height: 842 }), render: () => ({ promise: Promise.resolve(), cancel: () => undefined }) }),
    });
    await prepareViewer(createTestStore().dispatch, 'D1', { load });
    await prepareViewer(createTestStore().dispatch, 'D1', { load });
    await vi.waitFor(() => expect(destroyed).toEqual([FILE_URL]));
    expect(preparedPdf('D1')?.ready).not.toBeNull();
  });

  it('a url it cannot read (the document was deleted) is the error router’s: false, and nothing is prepared', async () => {
    const { load, urls } = loader();
    expect(await prepareViewer(createTestStore().dispatch, 'GONE', { load })).toBe(false);
    expect(urls).toEqual([]);
    expect(preparedPdf('GONE')).toBeUndefined();
  });
});
