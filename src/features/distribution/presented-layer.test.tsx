// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { PresentationRecord } from '../../api/types';
import { setupMockApi } from '../../testing/mock-api';
import { createTestStore } from '../../testing/test-store';
import { PopupHost } from '../../ui/popup';
import { ToastHost } from '../../ui/toast';
import PresentedLayer from './presented-layer';
import { distributionItem } from './test-fixtures';

/** A presentation in 보낸 내역 (beyond the spec): its record, and 삭제 요청 as a sent document's. */
const ID = `wp_${'1b'.repeat(12)}`;
const presentation = (overrides: Partial<PresentationRecord> = {}): PresentationRecord => ({
  type: 'PRESENTED',
  id: ID,
  name: '주민등록표 등본',
  receiver: '한빛은행 종로지점',
  purpose: '계좌 개설에 필요한 현재 주소와 세대주를 확인해요.',
  documentId: 'doc-1',
  claimLabels: ['현 주소', '세대주 성명'],
  presentedAt: '20261128101500',
  deletionRequestedAt: null,
  recipientDeletedAt: null,
  deletionByWallet: true,
  ...overrides,
});
let record = presentation();
const requested: string[] = [];
const server = setupServer(
  http.get('*/api/v2/distribution', () => HttpResponse.json({ result: [distributionItem(2), record], totalCount: 2 })),
  http.post('*/api/v2/wallet/presentation-requests/:id/deletion-request', ({ params }) => {
    requested.push(String(params.id));
    record = { ...record, deletionRequestedAt: '20261128140200' };
    return HttpResponse.json({ result: record });
  }),
);
setupMockApi(server, {
  reset: () => {
    record = presentation();
    requested.length = 0;
  },
});

function renderLayer() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <PresentedLayer params={{ id: ID }} close={() => undefined} />
        <PopupHost />
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
}

describe('a presentation’s record in 보낸 내역', () => {
  it('says to whom, why, which claims (labels only) and when; 삭제 요청 asks first, then shows 요청함 with its time', async () => {
    renderLayer();
    await screen.findByText('한빛은행 종로지점');
    const dialog = screen.getByRole('dialog', { name: '보낸 정보' });
    for (const text of ['한빛은행 종로지점', '계좌 개설에 필요한 현재 주소와 세대주를 확인해요.', '현 주소, 세대주 성명', '2026.11.28 10:15', '필요한 정보만 제출']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: '삭제 요청' }));
    const popup = await screen.findByRole('alertdialog', { name: '받는 곳에 삭제를 요청할까요?' });
    expect(popup).toHaveTextContent('이번에 보낸 정보를 삭제해 달라고');
    await userEvent.click(within(popup).getByRole('button', { name: '삭제 요청' }));
    expect(await screen.findByText('요청함 2026.11.28 14:02')).toBeInTheDocument();
    expect(requested).toEqual([ID]);
    await waitFor(() => expect(screen.queryByRole('button', { name: '삭제 요청' })).toBeNull());
  });

  it('once the desk deleted it, the record says 요청함 and 삭제됨 with their times', async () => {
    record = presentation({ deletionRequestedAt: '20261128140200', recipientDeletedAt: '20261129091500' });
    renderLayer();
    expect(await screen.findByText('삭제됨 2026.11.29 09:15')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제 요청' })).toBeNull();
  });

  it('another verifier cannot be asked through the wallet: no 삭제 요청, and the record says to ask it directly', async () => {
    record = presentation({ deletionByWallet: false });
    renderLayer();
    expect(await screen.findByText(/기관에 직접 요청해 주세요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제 요청' })).toBeNull();
  });
});
