// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DeskSubmission } from '../../../contracts/generated/api';
import { currentLocation, LocationProbe } from '../../testing/location-probe';
import { setupMockApi } from '../../testing/mock-api';
import { createTestStore } from '../../testing/test-store';
import { PopupHost } from '../../ui/popup';
import { ToastHost } from '../../ui/toast';
import { DeskSubmissionPage } from './submission-page';

/** The sender's deletion request at the desk (beyond the spec): shown with its time, done on the clerk's word. */
const submission = (extra: Partial<DeskSubmission> = {}): DeskSubmission => ({
  id: 'sub-1',
  sender: '김*준',
  receivedAt: '20261128070200',
  state: 'OPENED',
  locked: false,
  remainingTries: 5,
  openedAt: '20261128071000',
  processedAt: null,
  viewingNumber: '204816',
  deletionRequestedAt: '20261128080000',
  deletesAt: '20261228071000',
  daysLeft: 30,
  documents: [],
  ...extra,
});

let one = submission();
const deleted: string[] = [];
const server = setupServer(
  http.get('*/api/v1/desk/submissions/:id', () => HttpResponse.json({ result: one })),
  http.get('*/api/v1/desk/organisation', () =>
    HttpResponse.json({ result: { name: '한빛은행 종로지점', region: '서울특별시 종로구', type: 'FINANCIAL_CORPORATION', staffName: '담당자', retentionDays: 30 } }),
  ),
  http.post('*/api/v1/desk/submissions/:id/delete', ({ params }) => {
    deleted.push(String(params.id));
    return HttpResponse.json({ result: { deleted: true } });
  }),
);
setupMockApi(server, {
  reset: () => {
    one = submission();
    deleted.length = 0;
  },
});

function renderPage() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/desk/submissions/sub-1']}>
        <Routes>
          <Route path="/desk/submissions/:id" element={<DeskSubmissionPage />} />
          <Route path="*" element={<p>list</p>} />
        </Routes>
        <LocationProbe />
        <PopupHost />
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
}

describe('a submission its sender asked to be deleted', () => {
  it('says so with the time; 요청대로 삭제 asks first, deletes it and goes back to the list', async () => {
    renderPage();
    const notice = await screen.findByRole('heading', { name: '보낸 분이 삭제를 요청했어요' });
    expect(notice.parentElement).toHaveTextContent('2026.11.28 08:00에 보낸 분이 이 제출을 삭제해 달라고 요청했어요.');
    await userEvent.click(screen.getByRole('button', { name: '요청대로 삭제' }));
    const popup = await screen.findByRole('alertdialog', { name: '이 제출을 삭제할까요?' });
    await userEvent.click(within(popup).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(currentLocation()).toBe('/desk'));
    expect(deleted).toEqual(['sub-1']);
    expect(await screen.findByText('요청대로 삭제했어요.')).toBeInTheDocument();
  });

  it('without a request there is nothing to delete by hand', async () => {
    one = submission({ deletionRequestedAt: null });
    renderPage();
    await screen.findByText('열람 일시');
    expect(screen.queryByRole('button', { name: '요청대로 삭제' })).toBeNull();
  });
});
