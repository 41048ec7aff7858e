// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { OnceLink, Verification } from '../../../contracts/generated/api';
import { setupMockApi } from '../../testing/mock-api';
import type { PdfLoader } from '../../ui/pdf/pdf-loader';
import { createTestStore } from '../../testing/test-store';
import { OnceLinkPage } from './once-link-page';
import { VerifyPage } from './verify-page';

const GENUINE: Verification = {
  valid: true,
  reason: null,
  name: '주민등록표 등본',
  issuerName: '행정안전부',
  documentNumber: 'JG-2026-5EED0001',
  issueDate: '20261122231500',
  signer: 'JG-KEY-ABC',
  protectedCopy: false,
  revokedAt: null,
};
const link = (extra: Partial<OnceLink>): OnceLink => ({ state: 'PIN_REQUIRED', remainingTries: 5, expiresAt: '20261124231500', documentCount: 1, documents: [], ...extra });

let current: OnceLink | 'missing' = link({});
const pins: string[] = [];
const server = setupServer(
  http.get('*/api/v2/shared/:token', () =>
    current === 'missing' ? HttpResponse.json({ code: 'NOT_FOUND', message: '' }, { status: 404 }) : HttpResponse.json({ result: current }),
  ),
  http.post('*/api/v2/shared/:token/pin', async ({ request }) => {
    const { pinCode } = (await request.json()) as { pinCode: string };
    pins.push(pinCode);
    current =
      pinCode === '123456'
        ? link({ state: 'OPENED', expiresAt: '20261123233500', documents: [{ name: '주민등록표 등본', issuerName: '행정안전부', issueDate: '20261122231500', documentNumber: 'JG-2026-5EED0001', url: '/api/v2/document-file/a.b', verification: GENUINE }] })
        : link({ remainingTries: (current as OnceLink).remainingTries - 1 });
    return HttpResponse.json({ result: current });
  }),
);
const navigations: string[] = [];
setupMockApi(server, {
  navigate: (to) => navigations.push(to),
  reset: () => {
    current = link({});
    pins.length = 0;
    navigations.length = 0;
  },
});

const loader: PdfLoader = vi.fn(async () => ({
  numPages: 1,
  title: null,
  destroy: () => undefined,
  getPage: async () => ({ getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }), render: () => ({ promise: Promise.resolve(), cancel: () => undefined }) }),
}));

function renderAt(url: string) {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/shared/:token" element={<OnceLinkPage loadPdf={loader} />} />
          <Route path="/verify" element={<VerifyPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the one-time link’s page (/shared/{token})', () => {
  it('asks for 6 digits; a wrong PIN says how many tries are left; the right one shows the documents and their panel', async () => {
    renderAt('/shared/TOKEN');
    const field = await screen.findByRole('textbox', { name: '열람 비밀번호 6자리' });
    const confirm = screen.getByRole('button', { name: '확인' });
    await userEvent.type(field, '12a34');
    expect(field).toHaveValue('1234');
    expect(confirm).toBeDisabled();
    await userEvent.type(field, '5699');
    expect(field).toHaveValue('123456');
    await userEvent.clear(field);
    await userEvent.type(field, '654321');
    await userEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('비밀번호가 일치하지 않아요. 다시 입력해 주세요. (남은 횟수 4회)');
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    const article = await screen.findByRole('article', { name: '주민등록표 등본 문서' });
    const panel = within(article).getByRole('region', { name: '진위 확인 결과' });
    expect(panel).toHaveTextContent('위변조되지 않은 진본이에요');
    expect(panel).toHaveTextContent('2026.11.22 23:15');
    expect(panel).toHaveTextContent('서명 검증 완료 (JG-KEY-ABC)');
    expect(screen.getByText('2026.11.23 23:35까지 열람할 수 있어요.')).toBeInTheDocument();
    expect(pins).toEqual(['654321', '123456']);
    await waitFor(() => expect(loader).toHaveBeenCalledWith('/api/v2/document-file/a.b'));
  });

  it.each([
    ['USED', '이미 열람한 링크예요'],
    ['LOCKED', '링크가 잠겼어요'],
    ['EXPIRED', '유효기간이 지난 링크예요'],
  ] as const)('%s: "%s", and no PIN field', async (state, title) => {
    current = link({ state });
    renderAt('/shared/TOKEN');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('an unknown link says so on the page, never sending a stranger to the wallet’s error pages', async () => {
    current = 'missing';
    renderAt('/shared/TOKEN');
    expect(await screen.findByRole('heading', { name: '링크를 찾을 수 없어요' })).toBeInTheDocument();
    expect(navigations).toEqual([]);
  });
});

describe('the verification page (/verify)', () => {
  const pdf = (bytes = 10) => new File([new Uint8Array(bytes)], '증명서.pdf', { type: 'application/pdf' });

  it('sends the chosen file and shows genuine, or not genuine with the reason in Korean', async () => {
    const bodies: number[] = [];
    server.use(
      http.post('*/api/v2/verify', async ({ request }) => {
        bodies.push((await request.arrayBuffer()).byteLength);
        return HttpResponse.json({ result: bodies.length === 1 ? GENUINE : { ...GENUINE, valid: false, reason: 'ALTERED', name: null, issuerName: null, documentNumber: null, issueDate: null, signer: null } });
      }),
    );
    renderAt('/verify');
    const input = screen.getByLabelText('PDF 파일 선택', { selector: 'input' });
    await userEvent.upload(input, pdf(1234));
    expect(await screen.findByText('위변조되지 않은 진본이에요')).toBeInTheDocument();
    expect(screen.getByText('JG-2026-5EED0001')).toBeInTheDocument();
    await userEvent.upload(input, pdf(10));
    expect(await screen.findByText('진본인지 확인할 수 없어요')).toBeInTheDocument();
    expect(screen.getByText('발급된 뒤 내용이 바뀌었거나, 전자증명서 지갑에서 발급받은 문서가 아니에요. 보낸 분께 원본을 다시 요청해 주세요.')).toBeInTheDocument();
    expect(bodies).toEqual([1234, 10]);
  });

  it('a file over 5 MB is refused before sending; a refusal of the server is shown in place', async () => {
    server.use(http.post('*/api/v2/verify', () => HttpResponse.json({ code: 'TOO_MANY_REQUESTS', message: '' }, { status: 429 })));
    renderAt('/verify');
    const input = screen.getByLabelText('PDF 파일 선택', { selector: 'input' });
    await userEvent.upload(input, pdf(5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('5MB 이하의 PDF 파일만 확인할 수 있어요. 더 작은 파일을 올려 주세요.');
    await userEvent.upload(input, pdf(10));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('요청이 많아요. 잠시 후 다시 시도해 주세요.'));
    expect(navigations).toEqual([]);
  });
});
