// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setupMockApi } from '../../testing/mock-api';
import { getPopups } from '../../lib/popup-store';
import { createTestStore } from '../../testing/test-store';
import { LocationProbe } from '../../testing/location-probe';
import DistributionTab from './distribution-tab';
import { distributionItem } from './test-fixtures';

const ALL = Array.from({ length: 25 }, (_, index) => distributionItem(index + 1));
ALL[0] = distributionItem(1, { type: 'SUBMITTED', state: 'RETURNED', remainingDays: 7 });
ALL[1] = distributionItem(2, { type: 'RECEIVED', state: 'RETURNED', remainingDays: 0 });
ALL[2] = distributionItem(3, { type: 'SUBMITTED', state: 'CANCELED', remainingDays: -1 });
ALL[3] = distributionItem(4, { type: 'SUBMITTED', state: 'READ', readAt: '20261121093000', processedAt: '20261122101500' });
ALL[5] = distributionItem(6, { type: 'SUBMITTED', state: 'READ', readAt: '20261121093000', recipientDeletedAt: '20261123110000' });
const pagesAsked: string[] = [];

const server = setupServer(
  http.get('*/api/v2/distribution', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('pageNumber'));
    pagesAsked.push(String(page));
    return HttpResponse.json({ result: ALL.slice((page - 1) * 20, page * 20), totalCount: ALL.length });
  }),
);
setupMockApi(server, { reset: () => (pagesAsked.length = 0) });

function renderTab() {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/home/distribution']}>
        <Routes>
          <Route path="/home/:tab/*" element={<DistributionTab />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

describe('distribution tab (000 §2.3, §3, §4.8)', () => {
  it('rows show direction, name, counterpart, date, remaining days and the state label of the side', async () => {
    renderTab();
    const sent = await screen.findByRole('button', { name: /증명서 1\b/ });
    expect(sent).toHaveTextContent('보냄');
    expect(sent).toHaveTextContent('이서연');
    expect(sent).toHaveTextContent('2026.11.20');
    expect(sent).toHaveTextContent('반려됨');
    expect(sent).toHaveTextContent('7일남음');
    const received = screen.getByRole('button', { name: /증명서 2\b/ });
    expect(received).toHaveTextContent('받음');
    expect(received).toHaveTextContent('김민준');
    expect(received).toHaveTextContent('반려함');
    expect(received).toHaveTextContent('만료일');
    expect(screen.getByRole('button', { name: /증명서 3\b/ })).toHaveTextContent(/보내기취소함.*만료/);
    // Marked done by the organisation: 처리 완료; deleted by its recipient: 삭제됨 in place of the days left.
    expect(screen.getByRole('button', { name: /증명서 4\b/ })).toHaveTextContent(/처리 완료30일남음$/);
    expect(screen.getByRole('button', { name: /증명서 6\b/ })).toHaveTextContent(/열람완료삭제됨$/);
  });

  it('the list asks for the citizen’s presentations too, and shows one as a sent row of its own that opens its record', async () => {
    const record = {
      type: 'PRESENTED',
      id: `wp_${'2c'.repeat(12)}`,
      name: '납세증명서(국세완납증명)',
      receiver: '한빛은행 종로지점',
      purpose: '대출 심사에 필요한 국세 체납 여부를 확인해요.',
      documentId: 'doc-9',
      claimLabels: ['성명(상호)', '체납액'],
      presentedAt: '20261121101500',
      deletionRequestedAt: '20261122090000',
      recipientDeletedAt: null,
      deletionByWallet: true,
    };
    const asked: string[] = [];
    server.use(
      http.get('*/api/v2/distribution', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ result: [record, ...ALL.slice(0, 19)], totalCount: ALL.length + 1 });
      }),
    );
    renderTab();
    const row = await screen.findByRole('button', { name: /납세증명서\(국세완납증명\)/ });
    expect(asked[0]).toContain('presentations=true');
    expect(row).toHaveTextContent('보냄');
    expect(row).toHaveTextContent(/한빛은행 종로지점.*2026\.11\.21/);
    expect(row).toHaveTextContent('성명(상호), 체납액');
    expect(row).toHaveTextContent(/필요한 정보만 제출삭제 요청함$/);
    await userEvent.click(row);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/home/distribution/layer/presented/${record.id}`));
  });

  it('a list that cannot load says so once, in place, with 다시 시도 (no popup over it)', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v2/distribution', () =>
        fail
          ? HttpResponse.json({ code: 'ERROR', title: '오류', message: '예상하지 못한 오류가 발생했습니다.', buttons: [], reason: null, returnUrl: null, status: 500 }, { status: 500 })
          : HttpResponse.json({ result: ALL.slice(0, 20), totalCount: ALL.length }),
      ),
    );
    renderTab();
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(getPopups()).toEqual([]);
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: /증명서 1\b/ })).toBeInTheDocument();
  });

  it('pages by pageNumber: 20 first, then load more while fewer than totalCount are loaded', async () => {
    renderTab();
    await screen.findByRole('button', { name: /증명서 20\b/ });
    expect(screen.queryByRole('button', { name: /증명서 21\b/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '더 보기 (20/25)' }));
    await screen.findByRole('button', { name: /증명서 25\b/ });
    expect(pagesAsked).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: /더 보기/ })).toBeNull();
  });

  it('a row opens its layer: submitted/{distributionId}/{id} or received/{distributionId}/{id}', async () => {
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: /증명서 2\b/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home/distribution/layer/received/D2/doc-2'));
  });

  it('an empty list says so', async () => {
    server.use(http.get('*/api/v2/distribution', () => HttpResponse.json({ result: [], totalCount: 0 })));
    renderTab();
    expect(await screen.findByText('보내거나 받은 증명서가 없어요.')).toBeInTheDocument();
  });
});
