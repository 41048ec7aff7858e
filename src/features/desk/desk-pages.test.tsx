// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DeskDocument, DeskSubmission } from '../../../contracts/generated/api';
import { currentLocation, LocationProbe } from '../../testing/location-probe';
import { setupMockApi } from '../../testing/mock-api';
import { createTestStore } from '../../testing/test-store';
import type { PdfLoader } from '../../ui/pdf/pdf-loader';
import { PopupHost } from '../../ui/popup';
import { ToastHost } from '../../ui/toast';
import { DeskPage } from './desk-page';
import { DeskSubmissionPage } from './submission-page';

const CHECKS = ['SIGNATURE', 'CHAIN', 'UNALTERED', 'NOT_EXPIRED', 'NOT_CANCELED'] as const;
const document = (id: string, name: string, opened: boolean): DeskDocument => ({
  id,
  name,
  issuerName: '행정안전부',
  expiresAt: '20270225064726',
  remainingDays: 89,
  validity: null,
  canceled: false,
  genuine: opened ? true : null,
  checks: opened ? CHECKS.map((check) => ({ check, passed: true, message: `${check} 확인 문장` })) : null,
});
const submission = (id: string, extra: Partial<DeskSubmission> = {}): DeskSubmission => ({
  id,
  sender: '김*준',
  receivedAt: '20261128070200',
  state: 'UNOPENED',
  locked: false,
  remainingTries: 5,
  openedAt: null,
  processedAt: null,
  viewingNumber: null,
  deletionRequestedAt: null,
  deletesAt: '20270226000000',
  daysLeft: 90,
  documents: [document('doc-a', '주민등록표 등본', false), document('doc-b', '건강보험 자격득실 확인서', false)],
  ...extra,
});

let one: DeskSubmission = submission('sub-1');
const listed = Array.from({ length: 25 }, (_, index) =>
  submission(`sub-${index + 1}`, index < 2 ? { state: 'OPENED', openedAt: '20261128071000', viewingNumber: '204816', deletionRequestedAt: '20261128080000' } : {}),
);
const queries: string[] = [];
const processed: string[] = [];
const server = setupServer(
  http.get('*/api/v1/desk/organisation', () =>
    HttpResponse.json({ result: { name: '한빛은행 종로지점', region: '서울특별시 종로구', type: 'FINANCIAL_CORPORATION', staffName: '한빛은행 종로지점 담당자', retentionDays: 30 } }),
  ),
  http.get('*/api/v1/desk/submissions', ({ request }) => {
    const url = new URL(request.url);
    queries.push(url.search);
    const keyword = url.searchParams.get('keyword') ?? '';
    const page = Number(url.searchParams.get('page'));
    const state = url.searchParams.get('state');
    const found = keyword ? listed.slice(0, 1) : state === 'DELETION_REQUESTED' ? listed.filter((one) => one.deletionRequestedAt) : listed;
    return HttpResponse.json({ result: found.slice((page - 1) * 20, page * 20), totalCount: found.length });
  }),
  http.get('*/api/v1/desk/summary', () =>
    HttpResponse.json({ result: { total: 25, deletionRequested: 2, states: { UNOPENED: 23, OPENED: 2, PROCESSED: 0, CANCELED: 0, EXPIRED: 0, RETURNED: 0 } } }),
  ),
  http.get('*/api/v1/desk/submissions/:id', ({ params }) =>
    params.id === 'sub-1' ? HttpResponse.json({ result: one }) : HttpResponse.json({ code: 'NOT_FOUND', message: '', title: '', buttons: [], reason: null, returnUrl: null, status: 404 }, { status: 404 }),
  ),
  http.post('*/api/v1/desk/submissions/:id/open', async ({ request }) => {
    const { viewingNumber } = (await request.json()) as { viewingNumber: string };
    const accepted = viewingNumber === '204816';
    one = accepted
      ? submission('sub-1', { state: 'OPENED', openedAt: '20261128071000', documents: [document('doc-a', '주민등록표 등본', true), document('doc-b', '건강보험 자격득실 확인서', true)] })
      : { ...one, remainingTries: one.remainingTries - 1, locked: one.remainingTries === 1 };
    return HttpResponse.json({ result: { accepted, submission: one } });
  }),
  http.post('*/api/v1/desk/submissions/:id/processed', ({ params }) => {
    processed.push(String(params.id));
    one = { ...one, state: 'PROCESSED', processedAt: '20261128072000' };
    return HttpResponse.json({ result: one });
  }),
);
setupMockApi(server, {
  reset: () => {
    one = submission('sub-1');
    queries.length = 0;
    processed.length = 0;
  },
});

const loader: PdfLoader = vi.fn(async () => ({
  numPages: 1,
  title: null,
  destroy: () => undefined,
  getPage: async () => ({ getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }), render: () => ({ promise: Promise.resolve(), cancel: () => undefined }) }),
}));

function renderAt(url: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/desk" element={<DeskPage />} />
          <Route path="/desk/submissions/:id" element={<DeskSubmissionPage loadPdf={loader} />} />
        </Routes>
        <LocationProbe />
        <PopupHost />
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
}

describe('the desk’s list (/desk)', () => {
  it('shows who is signed in, the submissions newest first with their state and retention, and 20 more on 더 보기', async () => {
    renderAt('/desk');
    expect(await screen.findByText('한빛은행 종로지점 · 담당자')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '제출받은 증명서 목록' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    expect(within(list).getAllByRole('link')[2]).toHaveTextContent('건강보험 자격득실 확인서 외 1건김*준 · 2026.11.28 07:02열람전90일 후 삭제');
    expect(screen.getByText('전체 25건')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '더 보기 (20/25)' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: /더 보기/ })).not.toBeInTheDocument();
  });

  it('searches by the sender’s name or the 열람번호, kept in the address', async () => {
    renderAt('/desk');
    await screen.findByRole('list', { name: '제출받은 증명서 목록' });
    await userEvent.type(screen.getByRole('searchbox', { name: '보낸 분 이름 또는 열람번호' }), ' 204816 ');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색 결과 1건')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/desk?keyword=204816');
    expect(queries.at(-1)).toContain('keyword=204816');
    await userEvent.click(screen.getByRole('button', { name: '전체 보기' }));
    expect(await screen.findByText('전체 25건')).toBeInTheDocument();
  });
});

describe('the desk at a desk’s width (≥ 1,024 px): a table', () => {
  const wide = () =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === '(min-width: 1024px)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
    );
  beforeEach(() => {
    // jsdom has no matchMedia to spy on: give it one first.
    window.matchMedia ??= (() => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    wide();
  });
  afterEach(() => vi.restoreAllMocks());

  it('columns, the 열람번호 masked until opened, a deletion request badged and counted; numbered pages with the total', async () => {
    renderAt('/desk');
    const table = await screen.findByRole('table', { name: '제출받은 증명서 표' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['상태▼', '증명서', '보낸 분', '열람번호', '받은 일시▼', '열람/처리 일시', '보관']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('열람삭제 요청건강보험 자격득실 확인서 외 1건김*준2048162026.11.28 07:02열람 2026.11.28 07:1090일 후 삭제');
    expect(within(rows[2]!).getByRole('img', { name: '열람 전이라 가려져 있어요' })).toHaveTextContent('••••••');
    expect(await screen.findByText('삭제 요청 2건이 기다리고 있어요. 요청대로 삭제해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '삭제 요청 2' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '페이지' });
    expect(pager).toHaveTextContent('전체 25건 · 2쪽 중 1쪽');
    expect(within(pager).getByRole('button', { name: '1페이지' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('button', { name: '2페이지' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '제출받은 증명서 표' })).getAllByRole('row')).toHaveLength(6));
    expect(currentLocation()).toBe('/desk?page=2');
  });

  it('sorts by state and by time from the headers, and narrows by state: all kept in the address, the server asked for it', async () => {
    renderAt('/desk');
    await screen.findByRole('table', { name: '제출받은 증명서 표' });
    await userEvent.click(screen.getByRole('button', { name: '상태 순으로 정렬' }));
    await waitFor(() => expect(currentLocation()).toBe('/desk?sort=state&order=asc'));
    expect(screen.getByRole('columnheader', { name: /상태/ })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(queries.at(-1)).toContain('sort=state&order=asc'));
    await userEvent.click(screen.getByRole('button', { name: '받은 일시 순으로 정렬' }));
    await waitFor(() => expect(currentLocation()).toBe('/desk'));
    await userEvent.click(screen.getByRole('button', { name: '받은 일시 순으로 정렬' }));
    await waitFor(() => expect(currentLocation()).toBe('/desk?order=asc'));
    await userEvent.click(screen.getByRole('radio', { name: '삭제 요청 2' }));
    await waitFor(() => expect(currentLocation()).toBe('/desk?state=DELETION_REQUESTED&order=asc'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '제출받은 증명서 표' })).getAllByRole('row')).toHaveLength(3));
    expect(queries.at(-1)).toContain('state=DELETION_REQUESTED');
  });

  it('↑/↓ move through the rows and Enter opens one; its page goes back to the list where it was left, that row in focus', async () => {
    renderAt('/desk?page=2');
    const table = await screen.findByRole('table', { name: '제출받은 증명서 표' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const rows = () => within(screen.getByRole('table', { name: '제출받은 증명서 표' })).getAllByRole('row').slice(1);
    rows()[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(window.document.activeElement?.getAttribute('data-id')).toBe(rows()[1]!.getAttribute('data-id'));
    expect(rows().map((row) => row.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/desk/submissions/sub-22'));
    await userEvent.click(await screen.findByRole('button', { name: '목록으로 돌아가기' }));
    await waitFor(() => expect(currentLocation()).toBe('/desk?page=2'));
    await waitFor(() => expect(window.document.activeElement?.getAttribute('data-id')).toBe('sub-22'));
  });
});

describe('one submission (/desk/submissions/{id})', () => {
  it('asks for the 열람번호: a wrong one says how many tries are left; the right one shows every verdict line passed and the originals', async () => {
    renderAt('/desk/submissions/sub-1');
    const field = await screen.findByRole('textbox', { name: '열람번호 6자리' });
    expect(screen.getByText('열람번호는 5번 더 입력할 수 있어요. 5번 틀리면 잠겨요.')).toBeInTheDocument();
    await userEvent.type(field, '111111');
    await userEvent.click(screen.getByRole('button', { name: '열람하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('열람번호가 일치하지 않아요. 다시 입력해 주세요. (남은 횟수 4회)');
    await userEvent.type(field, '204816');
    await userEvent.click(screen.getByRole('button', { name: '열람하기' }));
    const verdict = await screen.findByRole('region', { name: '주민등록표 등본 진위 확인' });
    const lines = within(verdict).getAllByRole('listitem');
    expect(lines.map((line) => [line.dataset.check, line.dataset.passed])).toEqual(CHECKS.map((check) => [check, 'true']));
    expect(within(verdict).getByText('진위 확인 결과 이상이 없어요')).toBeInTheDocument();
    expect(lines[0]).toHaveTextContent('전자서명확인됨SIGNATURE 확인 문장');
    const downloads = screen.getAllByRole('link', { name: '원본 PDF 저장' });
    expect(downloads.map((link) => link.getAttribute('href'))).toEqual([
      '/api/v1/desk/submissions/sub-1/documents/doc-a/download',
      '/api/v1/desk/submissions/sub-1/documents/doc-b/download',
    ]);
    await waitFor(() => expect(loader).toHaveBeenCalledWith('/api/v1/desk/submissions/sub-1/documents/doc-a/file'));
  });

  it('처리 완료 asks first, then marks it and says so', async () => {
    one = submission('sub-1', { state: 'OPENED', openedAt: '20261128071000', documents: [document('doc-a', '주민등록표 등본', true)] });
    renderAt('/desk/submissions/sub-1');
    await userEvent.click(await screen.findByRole('button', { name: '처리 완료로 표시' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('처리 완료로 표시할까요?');
    await userEvent.click(within(dialog).getByRole('button', { name: '처리 완료' }));
    expect(await screen.findByText('처리 완료로 표시했어요.')).toBeInTheDocument();
    expect(processed).toEqual(['sub-1']);
    await waitFor(() => expect(screen.queryByRole('button', { name: '처리 완료로 표시' })).not.toBeInTheDocument());
  });

  it('a locked submission tells the clerk to ask the citizen to submit again; an unknown one is not found', async () => {
    one = submission('sub-1', { locked: true, remainingTries: 0 });
    renderAt('/desk/submissions/sub-1');
    expect(await screen.findByRole('heading', { name: '잠긴 제출이에요' })).toBeInTheDocument();
    expect(screen.getByText(/보낸 분께 증명서를 다시 제출해 달라고 요청해 주세요/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '열람번호 6자리' })).not.toBeInTheDocument();
  });

  it('another organisation’s submission (404) is not found, in place', async () => {
    renderAt('/desk/submissions/sub-9');
    expect(await screen.findByText('제출을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/desk/submissions/sub-9');
    // A way back besides the header's arrow.
    await userEvent.click(screen.getByRole('button', { name: '목록으로 돌아가기' }));
    await waitFor(() => expect(currentLocation()).toBe('/desk'));
  });
});
