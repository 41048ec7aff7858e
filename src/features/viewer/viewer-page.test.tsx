// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { registerPopupHandler } from '../../api/error-actions';
import { createBrowserBridge, setBridgeForTests, type BridgeCall } from '../../lib/messenger-bridge';
import { clickGuardReleased, setupMockApi } from '../../testing/mock-api';
import { preparePdf, type PdfDocumentHandle, type PdfLoader } from '../../ui/pdf/pdf-loader';
import { createTestStore } from '../../testing/test-store';
import { LocationProbe, currentLocation } from '../../testing/location-probe';
import { ViewerPage, type OpenPass } from './viewer-page';
import PasswordLayer from './password-layer';
import { downloadDocument } from './download';

vi.mock('./download', () => ({ downloadDocument: vi.fn(async () => undefined) }));

const FILE_URL = '/api/v2/inbox/D1/file';
const PROTECTED_URL = '/api/v2/document-download/iv.sealed';
const downloads: string[] = [];
let urlAsks = 0;
const server = setupServer(
  http.get('*/api/v2/inbox/D1/viewer', () => {
    urlAsks += 1;
    return HttpResponse.json({ result: { url: FILE_URL } });
  }),
  http.get('*/api/v2/inbox/D1/download', ({ request }) => {
    downloads.push(new URL(request.url).search);
    return HttpResponse.json({ result: { url: PROTECTED_URL } });
  }),
  http.get('*/api/v2/inbox/D1', () => HttpResponse.json({ result: { id: 'D1', name: '주민등록표 등본', issuerName: '행정안전부', issueDate: '20261121' } })),
);

let calls: BridgeCall[] = [];
const navigations: string[] = [];
setupMockApi(server, {
  navigate: (to) => navigations.push(to),
  reset: () => {
    setBridgeForTests(null);
    vi.mocked(downloadDocument).mockClear();
  },
});
beforeEach(() => {
  calls = [];
  navigations.length = 0;
  downloads.length = 0;
  urlAsks = 0;
  setBridgeForTests(createBrowserBridge(calls));
});

/** pdf.js behind its interface: an A4 document of `pages` pages whose renders resolve at once. */
function stubLoader(pages = 2) {
  const rendered: number[] = [];
  const destroyed = vi.fn();
  const loader: PdfLoader = vi.fn(async (): Promise<PdfDocumentHandle> => ({
    numPages: pages,
    title: null,
    destroy: destroyed,
    getPage: async (pageNumber) => ({
      getViewport: ({ scale }) => ({ width: 595 * scale, height: 842 * scale }),
      render: () => {
        rendered.push(pageNumber);
        return { promise: Promise.resolve(), cancel: () => undefined };
      },
    }),
  }));
  return { loader, rendered, destroyed };
}

function renderViewer(url: string, loader: PdfLoader, openPass?: OpenPass) {
  // The error router reads the window's location, as under the app's BrowserRouter.
  window.history.replaceState(null, '', url);
  return render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/issued/viewer/:documentId" element={<ViewerPage loadPdf={loader} openPass={openPass} />}>
            <Route path="layer/password" element={<PasswordLayer params={{}} close={() => undefined} />} />
          </Route>
          <Route path="/home/:tab" element={<p>home</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

const captureCalls = () => calls.filter((call) => call.name === 'preventCapture').map((call) => call.args[0]);

describe('viewer (spec 000 §2.3 "Viewer")', () => {
  it('prevents screen capture while open, and allows it again when it closes', async () => {
    const { loader } = stubLoader();
    const view = renderViewer('/issued/viewer/D1', loader);
    expect(captureCalls()).toEqual([true]);
    view.unmount();
    expect(captureCalls()).toEqual([true, false]);
  });

  it('shows the document from its url: a skeleton first, then every page on a canvas', async () => {
    const { loader, rendered } = stubLoader(2);
    renderViewer('/issued/viewer/D1', loader);
    expect(screen.getByTestId('viewer-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '주민등록표 등본' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '2쪽 중 1쪽' }, { timeout: 2000 })).toBeInTheDocument();
    // The second page once the first is drawn.
    expect(await screen.findByRole('img', { name: '2쪽 중 2쪽' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('viewer-skeleton')).toBeNull(), { timeout: 2000 });
    expect(loader).toHaveBeenCalledWith(FILE_URL);
    await waitFor(() => expect(rendered.sort()).toEqual([1, 2]));
    expect(urlAsks).toBe(1);
  });

  it('a document prepared under the issue progress sheet shows without asking for its url again (one viewing, one record)', async () => {
    const { loader, rendered } = stubLoader(2);
    await preparePdf('D1', FILE_URL, loader);
    try {
      renderViewer('/issued/viewer/D1', loader);
      expect(await screen.findByRole('img', { name: '2쪽 중 2쪽' })).toBeInTheDocument();
      await waitFor(() => expect(rendered).toContain(2));
      expect(loader).toHaveBeenCalledTimes(1);
      expect(urlAsks).toBe(0);
    } finally {
      // Let it go, so the next test's viewer loads its own.
      await preparePdf('another', FILE_URL, stubLoader(1).loader);
    }
  });

  it('the password layer: confirm is enabled only when all 6 digits are filled, then the PDF is saved', async () => {
    const { loader } = stubLoader(1);
    renderViewer('/issued/viewer/D1', loader);
    const save = await screen.findByRole('button', { name: 'PDF로 저장' });
    await waitFor(() => expect(save).toBeEnabled(), { timeout: 2000 });
    await userEvent.click(save);
    expect(currentLocation()).toBe('/issued/viewer/D1/layer/password?name=주민등록표+등본');
    const dialog = await screen.findByRole('dialog', { name: '비밀번호 정하기' });
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(dialog).toContainElement(confirm);
    for (const digit of ['1', '2', '3', '4', '5']) await userEvent.click(screen.getByRole('button', { name: digit }));
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '한 자리 삭제' }));
    await userEvent.click(screen.getByRole('button', { name: '5' }));
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '6' }));
    expect(screen.getByRole('img', { name: '비밀번호 6자리 중 6자리 입력됨' })).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: '7' }));
    expect(screen.getByRole('img', { name: '비밀번호 6자리 중 6자리 입력됨' })).toBeInTheDocument();
    // The app-wide click guard holds guarded clicks for up to 400 ms after opening the layer.
    await clickGuardReleased();
    await userEvent.click(confirm);
    // The password goes to the server, which answers the url of the copy encrypted with it.
    await waitFor(() => expect(downloadDocument).toHaveBeenCalledWith({ url: PROTECTED_URL, fileName: '주민등록표 등본' }));
    expect(downloads).toEqual(['?pinCode=123456']);
  });

  it('errors go to the error page (§8.2 step 3)', async () => {
    server.use(http.get('*/api/v2/inbox/D1/viewer', () => HttpResponse.json({ code: 'ERROR', message: '오류' }, { status: 500 })));
    renderViewer('/issued/viewer/D1', stubLoader().loader);
    await waitFor(() => expect(navigations[0]).toMatch(/^\/error\?status=500&code=ERROR&path=%2Fissued%2Fviewer%2FD1/));
  });

  it('a document deleted meanwhile: the download answers its popup, nothing is saved (§8.4)', async () => {
    const popup = vi.fn();
    const off = registerPopupHandler('DOCUMENT_NOT_FOUND', popup);
    server.use(http.get('*/api/v2/inbox/D1/download', () => HttpResponse.json({ code: 'DOCUMENT_NOT_FOUND', message: '' }, { status: 404 })));
    renderViewer('/issued/viewer/D1/layer/password', stubLoader(1).loader);
    await screen.findByRole('dialog', { name: '비밀번호 정하기' });
    for (const digit of ['1', '2', '3', '4', '5', '6']) await userEvent.click(screen.getByRole('button', { name: digit }));
    await clickGuardReleased();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(popup).toHaveBeenCalled());
    expect(downloadDocument).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
    off();
  });

  it('a deleted document shows its popup instead (§8.4)', async () => {
    const popup = vi.fn();
    const off = registerPopupHandler('DOCUMENT_NOT_FOUND', popup);
    server.use(http.get('*/api/v2/inbox/D1/viewer', () => HttpResponse.json({ code: 'DOCUMENT_NOT_FOUND', message: '' }, { status: 404 })));
    renderViewer('/issued/viewer/D1', stubLoader().loader);
    await waitFor(() => expect(popup).toHaveBeenCalled());
    expect(navigations).toEqual([]);
    off();
  });

  it('a PDF that cannot be read goes to the error page', async () => {
    const loader: PdfLoader = vi.fn(async () => Promise.reject(Object.assign(new Error('Missing PDF'), { status: 404 })));
    renderViewer('/issued/viewer/D1', loader);
    await waitFor(() => expect(navigations[0]).toMatch(/^\/error\?status=404/));
  });

  it('a qrPassCode from the issue runner creates the pass once and leaves the document behind it (§4.5)', async () => {
    const openPass = vi.fn(async () => true);
    renderViewer('/issued/viewer/D1?qrPassCode=Q1', stubLoader().loader, openPass);
    await waitFor(() => expect(openPass).toHaveBeenCalledWith('D1', 'Q1', undefined));
    // The query is gone: the page has rendered again without it, the one render that could ask twice.
    expect(currentLocation()).toBe('/issued/viewer/D1');
    expect(openPass).toHaveBeenCalledTimes(1);
  });

  it('close goes to the inbox tab', async () => {
    renderViewer('/issued/viewer/D1', stubLoader().loader);
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(currentLocation()).toBe('/home/inbox');
  });
});
