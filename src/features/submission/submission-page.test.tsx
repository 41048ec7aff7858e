// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { baseApi } from '../../api/base-api';
import { registerPopupHandler } from '../../api/error-actions';
import type { InboxDocument } from '../../api/types';
import { clickGuardReleased, setupMockApi } from '../../testing/mock-api';
import { PopupHost } from '../../ui/popup';
import { createTestStore } from '../../testing/test-store';
import { LocationProbe } from '../../testing/location-probe';
import { SubmissionPage } from './submission-page';

const RESIDENT: InboxDocument = {
  id: 'resident',
  path: '주민등록표등본',
  name: '주민등록표 등본',
  issuerName: '행정안전부',
  issueDate: '20261101090000',
  remainingDays: 7,
  isPaid: false,
  packageName: null,
  packageId: null,
  order: 0,
  remainingSubmissionCount: null,
};
const errorBody = (code: string, message: string, status: number) =>
  HttpResponse.json({ code, title: '', message, buttons: [], reason: null, returnUrl: null, status }, { status });

const asked: string[] = [];
const popups: string[] = [];
const navigated: string[] = [];
const server = setupServer(
  http.get('*/api/v2/inbox/:id', ({ params }) => {
    const id = String(params.id);
    asked.push(id);
    if (id === 'deleted') return errorBody('DOCUMENT_NOT_FOUND', '삭제된 증명서입니다.', 404);
    if (id === 'expired') return errorBody('DOCUMENT_EXPIRED', '열람할 수 없는 문서입니다.', 410);
    if (id === 'broken') return errorBody('ERROR', '잠시 후 다시 시도해 주세요.', 500);
    return HttpResponse.json({ result: { ...RESIDENT, id } });
  }),
);
let store = createTestStore();

setupMockApi(server, {
  navigate: (to) => navigated.push(to),
  reset: () => {
    sessionStorage.clear();
    for (const list of [asked, popups, navigated]) list.length = 0;
  },
});
beforeAll(() => {
  // As the app wires them (src/app/app-frame.tsx): the 8.4 popup, then the inbox is refreshed.
  for (const code of ['DOCUMENT_NOT_FOUND', 'DOCUMENT_EXPIRED', 'ERROR']) {
    registerPopupHandler(code, async () => {
      popups.push(code);
      store.dispatch(baseApi.util.invalidateTags([{ type: 'Inbox', id: 'LIST' }]));
    });
  }
});

function renderPage(ids: string[]) {
  store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/submission?${ids.map((id) => `documentIds=${id}`).join('&')}`]}>
        <Routes>
          <Route path="/submission/*" element={<SubmissionPage />} />
          <Route path="/home/:tab" element={<p>home</p>} />
        </Routes>
        <LocationProbe />
        <PopupHost />
      </MemoryRouter>
    </Provider>,
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('/submission with documents that are gone (000 §8.4, 001 §2.2)', () => {
  it('a deleted document shows 삭제된 증명서입니다. in place, asked once, no popup loop; 내 증명서로 가기 leads to the inbox', async () => {
    renderPage(['resident', 'deleted']);
    expect(await screen.findByRole('alert')).toHaveTextContent('삭제된 증명서입니다.');
    await settle();
    expect(popups).toEqual([]);
    expect(asked.filter((id) => id === 'deleted')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: '제출하기' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: '제출 방법' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '내 증명서로 가기' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home/inbox'));
    expect(sessionStorage.getItem('jigap:submission-documents')).toBeNull();
  });

  it('an expired document shows 열람할 수 없는 문서입니다. in place', async () => {
    renderPage(['expired']);
    expect(await screen.findByRole('alert')).toHaveTextContent('열람할 수 없는 문서입니다.');
    expect(screen.getByRole('button', { name: '내 증명서로 가기' })).toBeInTheDocument();
    await settle();
    expect(popups).toEqual([]);
    expect(asked).toEqual(['expired']);
  });

  it('another failure is routed as usual (its popup), then the page offers 다시 시도 instead of a skeleton forever', async () => {
    renderPage(['broken']);
    expect(await screen.findByText('제출할 증명서를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(popups).toEqual(['ERROR']);
    server.use(http.get('*/api/v2/inbox/:id', ({ params }) => HttpResponse.json({ result: { ...RESIDENT, id: String(params.id) } })));
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('주민등록표 등본')).toBeInTheDocument();
  });
});

describe('/submission: a document deleted while the page is open (000 §8.4)', () => {
  it('a submit answered DOCUMENT_NOT_FOUND shows its popup once, then the page reads the documents again and shows 삭제된 증명서입니다.', async () => {
    const RECEIVER = { name: '이서연', address: 'RECEIVER0000000000AB', type: 'PERSONAL', needAgreement: false };
    let gone = false;
    server.use(
      http.get('*/api/v1/submission/address/:address', () => HttpResponse.json({ result: RECEIVER })),
      http.post('*/api/v1/submission', () => {
        gone = true;
        return errorBody('DOCUMENT_NOT_FOUND', '삭제된 증명서입니다.', 404);
      }),
      http.get('*/api/v2/inbox/:id', ({ params }) => {
        asked.push(String(params.id));
        return gone ? errorBody('DOCUMENT_NOT_FOUND', '삭제된 증명서입니다.', 404) : HttpResponse.json({ result: { ...RESIDENT, id: String(params.id) } });
      }),
    );
    renderPage(['resident']);
    await screen.findByText('주민등록표 등본');
    await userEvent.click(screen.getByRole('radio', { name: /지갑 주소 입력 또는 QR 스캔/ }));
    await userEvent.type(screen.getByRole('textbox', { name: '지갑 주소' }), RECEIVER.address);
    await userEvent.tab();
    await screen.findByText(RECEIVER.name);
    await clickGuardReleased();
    await userEvent.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('삭제된 증명서입니다.');
    await settle();
    expect(popups).toEqual(['DOCUMENT_NOT_FOUND']);
    expect(asked).toEqual(['resident', 'resident']);
  });
});

describe('/submission documents (001 §2.2)', () => {
  it('lists the documents with their remaining days; refreshing the inbox does not ask for them again', async () => {
    renderPage(['resident']);
    expect(await screen.findByText('주민등록표 등본')).toBeInTheDocument();
    expect(screen.getByText('7일남음')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '제출하기' })).toBeDisabled();
    store.dispatch(baseApi.util.invalidateTags([{ type: 'Inbox', id: 'LIST' }]));
    await settle();
    expect(asked).toEqual(['resident']);
  });
});
