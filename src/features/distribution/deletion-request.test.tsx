// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { DistributionItem } from '../../api/types';
import { setupMockApi } from '../../testing/mock-api';
import { createTestStore } from '../../testing/test-store';
import { PopupHost } from '../../ui/popup';
import { ToastHost } from '../../ui/toast';
import { RecordLayer } from './record-layer';
import { distributionItem } from './test-fixtures';

/** 삭제 요청 on the records (beyond the spec): the sender asks, both sides see it, the sender sees 삭제됨. */
let records: DistributionItem[] = [];
const requested: string[] = [];
const server = setupServer(
  http.get('*/api/v2/distribution', () => HttpResponse.json({ result: records, totalCount: records.length })),
  http.post('*/api/v2/distribution/:distributionId/document/:id/deletion-request', ({ params }) => {
    requested.push(String(params.distributionId));
    records = records.map((record) => (record.distributionId === params.distributionId ? { ...record, deletionRequestedAt: '20261128140200' } : record));
    return HttpResponse.json({ result: records.find((record) => record.distributionId === params.distributionId) });
  }),
);
setupMockApi(server, {
  reset: () => {
    records = [];
    requested.length = 0;
  },
});

function renderLayer(type: DistributionItem['type'], n: number) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <RecordLayer type={type} params={{ distributionId: `D${n}`, id: `doc-${n}` }} close={() => undefined} />
        <PopupHost />
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
}

describe('삭제 요청 on a sent or received record', () => {
  it('the sender asks once the recipient has opened it (asking first); the record then shows 요청함 with its time', async () => {
    records = [distributionItem(2, { state: 'READ' })];
    renderLayer('SUBMITTED', 2);
    await userEvent.click(await screen.findByRole('button', { name: '삭제 요청' }));
    const popup = await screen.findByRole('alertdialog', { name: '받는 곳에 삭제를 요청할까요?' });
    await userEvent.click(within(popup).getByRole('button', { name: '삭제 요청' }));
    expect(await screen.findByText('요청함 2026.11.28 14:02')).toBeInTheDocument();
    expect(requested).toEqual(['D2']);
    await waitFor(() => expect(screen.queryByRole('button', { name: '삭제 요청' })).toBeNull());
  });

  it('an unread sending offers cancel instead', async () => {
    records = [distributionItem(2)];
    renderLayer('SUBMITTED', 2);
    expect(await screen.findByRole('button', { name: '보내기 취소' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제 요청' })).toBeNull();
  });

  it('once the recipient deleted it, the sender’s record says 요청함 and 삭제됨 with their times', async () => {
    records = [distributionItem(4, { state: 'READ', deletionRequestedAt: '20261128140200', recipientDeletedAt: '20261129091500' })];
    renderLayer('SUBMITTED', 4);
    expect(await screen.findByText('삭제됨 2026.11.29 09:15')).toBeInTheDocument();
    expect(screen.getByText('요청함 2026.11.28 14:02')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제 요청' })).toBeNull();
  });

  it('the recipient asked sees the request and may delete, even a record it returned', async () => {
    records = [distributionItem(3, { state: 'RETURNED', deletionRequestedAt: '20261128140200' })];
    renderLayer('RECEIVED', 3);
    expect(await screen.findByText('보낸 분이 이 증명서를 삭제해 달라고 요청했어요 (2026.11.28 14:02). 삭제해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '삭제' })).toBeInTheDocument();
  });
});
