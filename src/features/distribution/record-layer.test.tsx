// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { DistributionItem } from '../../api/types';
import { PopupHost } from '../../ui/popup';
import { ToastHost } from '../../ui/toast';
import { setupMockApi } from '../../testing/mock-api';
import { createTestStore } from '../../testing/test-store';
import { RecordLayer } from './record-layer';
import { distributionItem } from './test-fixtures';

/** 25 read records: 20 on page 1, 5 on page 2. */
const ALL = Array.from({ length: 25 }, (_, index) => distributionItem(index + 1, { state: 'READ', lastUpdatedAt: '20261121093000', readAt: '20261121093000' }));
// D6: opened, then marked 처리 완료 at the organisation's desk; D8: opened, and the recipient deleted it.
ALL[5] = { ...ALL[5]!, processedAt: '20261122101500' };
ALL[7] = { ...ALL[7]!, recipientDeletedAt: '20261123110000' };
const asked: string[] = [];
const deleted: string[] = [];
const navigated: string[] = [];

const notFound = () =>
  HttpResponse.json({ code: 'NOT_FOUND', title: '', message: '', buttons: [], reason: null, returnUrl: null, status: 404 }, { status: 404 });
const server = setupServer(
  http.get('*/api/v2/distribution', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('pageNumber'));
    asked.push(`page ${page}`);
    return HttpResponse.json({ result: ALL.slice((page - 1) * 20, page * 20), totalCount: ALL.length });
  }),
  http.get('*/api/v2/distribution/:distributionId/document/:id', ({ params }) => {
    asked.push(`record ${String(params.distributionId)}`);
    const found = ALL.find((row) => row.distributionId === params.distributionId && row.id === params.id && !deleted.includes(row.distributionId));
    return found ? HttpResponse.json({ result: found }) : notFound();
  }),
  http.delete('*/api/v2/distribution/:distributionId/document/:id', ({ params }) => {
    deleted.push(String(params.distributionId));
    return HttpResponse.json({ result: { deleted: true } });
  }),
);
setupMockApi(server, {
  navigate: (to) => navigated.push(to),
  reset: () => {
    for (const list of [asked, deleted, navigated]) list.length = 0;
  },
});

function renderLayer(type: DistributionItem['type'], n: number) {
  let closed = 0;
  const store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <RecordLayer type={type} params={{ distributionId: `D${n}`, id: `doc-${n}` }} close={() => (closed += 1)} />
        <PopupHost />
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
  return { closed: () => closed };
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('each time of a sent record named for what happened', () => {
  it('opened: 열람완료 with its 열람 일시, and no 처리 일시 yet', async () => {
    renderLayer('SUBMITTED', 4);
    await screen.findByText('증명서 4');
    expect(fact('열람 일시')).toBe('2026.11.21 09:30');
    expect(screen.queryByText('처리 일시')).toBeNull();
    expect(fact('열람 기간')).toBe('30일남음');
  });

  it('marked done by the organisation: 처리 완료 as its state, and its 처리 일시 beside the 열람 일시', async () => {
    renderLayer('SUBMITTED', 6);
    await screen.findByText('증명서 6');
    expect(screen.getByText('처리 완료', { selector: 'span' })).toBeInTheDocument();
    expect(fact('열람 일시')).toBe('2026.11.21 09:30');
    expect(fact('처리 일시')).toBe('처리 완료 2026.11.22 10:15');
  });

  it('deleted by its recipient: 삭제됨, and no days left to count', async () => {
    renderLayer('SUBMITTED', 8);
    await screen.findByText('증명서 8');
    expect(fact('열람 기간')).toBe('삭제됨');
    expect(screen.queryByText(/일남음/)).toBeNull();
  });
});

describe('sent and received layers opened by a deep link or a reload (000 §2.2, §4.8)', () => {
  it('a record on the first page is shown from the list, with no call of its own', async () => {
    renderLayer('SUBMITTED', 4);
    expect(await screen.findByText('증명서 4')).toBeInTheDocument();
    expect(screen.getByText('열람완료')).toBeInTheDocument();
    expect(asked).toEqual(['page 1']);
  });

  it('a record beyond the loaded pages is read by itself and shown, not 내역을 찾을 수 없어요.', async () => {
    renderLayer('RECEIVED', 23);
    expect(await screen.findByText('증명서 23')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '받은 증명서' })).toBeInTheDocument();
    expect(screen.queryByText('내역을 찾을 수 없어요.')).toBeNull();
    expect(asked).toEqual(['page 1', 'record D23']);
  });

  it('a record that does not exist (or is another side’s type) shows 내역을 찾을 수 없어요. in the layer, not the invalid-path page', async () => {
    renderLayer('RECEIVED', 99);
    expect(await screen.findByText('내역을 찾을 수 없어요.')).toBeInTheDocument();
    expect(navigated).toEqual([]);
  });

  it('a SUBMITTED record asked for under received/… is not shown as received', async () => {
    renderLayer('RECEIVED', 22);
    expect(await screen.findByText('내역을 찾을 수 없어요.')).toBeInTheDocument();
  });

  it('deleting a record read by itself asks first with the 8.4 texts, then closes the layer', async () => {
    const layer = renderLayer('SUBMITTED', 24);
    await userEvent.click(await screen.findByRole('button', { name: '삭제' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup).toHaveTextContent('보낸/받은 증명서 내역을 삭제할까요?');
    expect(popup).toHaveTextContent('삭제 후에는 복구가 불가합니다.');
    const confirmDelete = screen.getAllByRole('button', { name: '삭제' }).find((button) => popup.contains(button));
    await userEvent.click(confirmDelete!);
    await waitFor(() => expect(layer.closed()).toBe(1));
    expect(deleted).toEqual(['D24']);
    expect(await screen.findByText('보낸/받은 증명서 내역을 삭제했습니다.')).toBeInTheDocument();
  });
});
