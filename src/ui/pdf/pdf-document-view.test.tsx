// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { PdfDocumentView } from './pdf-document-view';
import type { PdfDocumentHandle, PdfLoader } from './pdf-loader';

/** A document of `pages` pages whose renders wait until `finish(page)` is called. */
function documentOf(pages: number) {
  const started: number[] = [];
  const finishers = new Map<number, () => void>();
  const document: PdfDocumentHandle = {
    numPages: pages,
    title: null,
    destroy: () => undefined,
    getPage: async (pageNumber) => ({
      getViewport: ({ scale }) => ({ width: 595 * scale, height: 842 * scale }),
      render: () => {
        started.push(pageNumber);
        return { promise: new Promise<void>((resolve) => finishers.set(pageNumber, resolve)), cancel: () => undefined };
      },
    }),
  };
  // Async: the page's drawn state follows the render's promise, so act waits for what it sets.
  const finish = (page: number) =>
    act(async () => {
      finishers.get(page)?.();
    });
  return { document, started, finish };
}

describe('a PDF on screen', () => {
  it('draws the first page first: the others start once it is drawn', async () => {
    const { document, started, finish } = documentOf(3);
    const load: PdfLoader = vi.fn(async () => document);
    render(<PdfDocumentView url="/file.pdf" label="문서" loadingLabel="불러오는 중" onError={() => undefined} loadPdf={load} />);
    await waitFor(() => expect(started).toEqual([1]));
    await finish(1);
    await waitFor(() => expect([...started].sort()).toEqual([1, 2, 3]));
  });

  it('a document opened before the page (prepared) is drawn without loading it again, and not closed with the page', async () => {
    const { document, started, finish } = documentOf(1);
    const load: PdfLoader = vi.fn(async () => document);
    const opened = { document, aspect: 842 / 595 };
    render(<PdfDocumentView url={undefined} label="문서" loadingLabel="불러오는 중" onError={() => undefined} loadPdf={load} prepared={{ opening: Promise.resolve(opened), ready: opened }} />);
    await waitFor(() => expect(started).toEqual([1]));
    await finish(1);
    await waitFor(() => expect(screen.queryByTestId('viewer-skeleton')).toBeNull());
    expect(load).not.toHaveBeenCalled();
    const destroy = vi.spyOn(document, 'destroy');
    cleanup();
    expect(destroy).not.toHaveBeenCalled();
  });
});
