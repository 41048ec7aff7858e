// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { InboxDocument } from '../../../contracts/generated/api';
import { createBrowserBridge, setBridgeForTests, type BridgeCall, type MessengerBridge, type ShareOutcome } from '../../lib/messenger-bridge';
import { clickGuardReleased, setupMockApi } from '../../testing/mock-api';
import { PopupHost } from '../../ui/popup';
import { ToastHost } from '../../ui/toast';
import { createTestStore } from '../../testing/test-store';
import { LocationProbe } from '../../testing/location-probe';
import InboxTab from './inbox-tab';
import { ONE_TIME_LINK_TEMPLATE_ID } from './inbox-actions';

const doc = (index: number, extra: Partial<InboxDocument> = {}): InboxDocument => ({
  id: `D${index}`,
  name: `증명서 ${index}`,
  issuerName: ['행정안전부', '국세청', '국토교통부'][index % 3]!,
  issueDate: '20261121093000',
  remainingDays: 30 + index,
  isPaid: false,
  packageName: null,
  packageId: null,
  order: index,
  remainingSubmissionCount: null,
  ...extra,
});

// 23 documents: two pages of 20; D1 paid and submitted once already, D2 my-data, D3 expiring, D4 on its expiry day, D5 expired.
const ALL: InboxDocument[] = Array.from({ length: 23 }, (_, i) => doc(i + 1)).map((d) => {
  if (d.id === 'D1') return { ...d, isPaid: true, remainingSubmissionCount: 0 };
  if (d.id === 'D2') return { ...d, packageId: 'P1', packageName: '대출 증명서', remainingSubmissionCount: 1 };
  if (d.id === 'D3') return { ...d, remainingDays: 7 };
  if (d.id === 'D4') return { ...d, remainingDays: 0 };
  if (d.id === 'D5') return { ...d, remainingDays: -2 };
  return d;
});

let documents = ALL;
const deleted: string[][] = [];
const shared: string[] = [];
const server = setupServer(
  http.get('*/api/v2/inbox', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('pageNumber'));
    const size = Number(url.searchParams.get('pageSize'));
    return HttpResponse.json({ result: documents.slice((page - 1) * size, page * size), totalCount: documents.length });
  }),
  http.post('*/api/v2/inbox/delete', async ({ request }) => {
    const { documentIds } = (await request.json()) as { documentIds: string[] };
    deleted.push(documentIds);
    documents = documents.filter((d) => !documentIds.includes(d.id));
    return HttpResponse.json({ result: { deleted: documentIds.length } });
  }),
  http.get('*/api/v2/inbox/once', ({ request }) => {
    shared.push(new URL(request.url).search);
    return HttpResponse.json({ result: { url: 'http://localhost/shared/TOKEN', pinCode: '482913', expiresAt: '20261122093000' } });
  }),
);

let calls: BridgeCall[] = [];
let outcome: ShareOutcome = 'copied';
setupMockApi(server, {
  reset: () => {
    server.events.removeAllListeners();
    documents = ALL;
    deleted.length = 0;
    shared.length = 0;
    setBridgeForTests(null);
  },
});
beforeEach(() => {
  calls = [];
  outcome = 'copied';
  const bridge = createBrowserBridge(calls);
  setBridgeForTests({ ...bridge, share: async (...args) => (void (await bridge.share(...args)), outcome) } as MessengerBridge);
});

function renderInbox() {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/home/inbox']}>
        <Routes>
          <Route path="/home/inbox" element={<InboxTab applicationStatus={<button type="button">신청 현황</button>} />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <PopupHost />
      <ToastHost />
    </Provider>,
  );
}

const checkbox = (index: number) => screen.getByRole('checkbox', { name: new RegExp(`^증명서 ${index}\\(`) });
const bar = (name: string) => within(screen.getByRole('toolbar', { name: '선택한 증명서' })).getByRole('button', { name });

describe('inbox tab (000 §2.3 "Inbox tab")', () => {
  it('rows show name, issue date and remaining days (만료, 만료일, red at 10 or fewer), grouped by issuer; 20 first, then more', async () => {
    renderInbox();
    await screen.findByText('증명서 1');
    expect(screen.getAllByRole('checkbox')).toHaveLength(20);
    // 만료 임박 first (10 days or fewer, the expiry day included, soonest first); then by issuer.
    const groups = within(screen.getByRole('region', { name: '내 증명서 목록' })).getAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['만료 임박 2건', '국세청 6건', '국토교통부 7건', '행정안전부 5건']);
    expect(within(groups[0]!).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      '증명서 4, 국세청, 2026.11.21 발급, 만료일',
      '증명서 3, 행정안전부, 2026.11.21 발급, 7일남음',
    ]);
    const row = (index: number) => screen.getByRole('button', { name: new RegExp(`^증명서 ${index}, `) });
    expect(row(3)).toHaveAccessibleName('증명서 3, 행정안전부, 2026.11.21 발급, 7일남음');
    expect(row(3)).toHaveTextContent('2026.11.21 발급');
    expect(within(row(3)).getByTestId('remaining-days')).toHaveTextContent('7일남음');
    expect(within(row(3)).getByTestId('remaining-days').className).toMatch(/warning/);
    expect(within(row(4)).getByTestId('remaining-days')).toHaveTextContent('만료일');
    expect(within(row(5)).getByTestId('remaining-days')).toHaveTextContent('만료');
    expect(within(row(12)).getByTestId('remaining-days').className).not.toMatch(/warning/);
    expect(row(1)).toHaveTextContent('유료');
    expect(row(2)).toHaveTextContent('마이데이터');
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('the search keeps what matches, case-normalised', async () => {
    documents = [doc(1, { name: 'Health 확인서' }), doc(2, { name: '주민등록표 등본' })];
    renderInbox();
    await screen.findByText('Health 확인서');
    await userEvent.type(screen.getByRole('searchbox', { name: '내 증명서 검색' }), 'HEALTH');
    expect(screen.queryByText('주민등록표 등본')).toBeNull();
    expect(screen.getByText('Health 확인서')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), '주민등록표등본');
    expect(screen.getByText('주민등록표 등본')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(screen.getByText('검색 결과가 없어요.')).toBeInTheDocument();
  });

  it('the search looks through every page, not only the 20 loaded: a match on page 2 is found, and 더 보기 waits for the search to end', async () => {
    const asked: number[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v2/inbox') asked.push(Number(url.searchParams.get('pageNumber')));
    });
    documents = ALL.map((d) => (d.id === 'D22' ? { ...d, name: 'ＨＥＡＬＴＨ 자격득실 확인서' } : d));
    renderInbox();
    await screen.findByText('증명서 1');
    expect(asked).toEqual([1]);
    await userEvent.type(screen.getByRole('searchbox', { name: '내 증명서 검색' }), 'health 자격');
    expect(await screen.findByText('ＨＥＡＬＴＨ 자격득실 확인서')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.queryByText('검색 결과가 없어요.')).toBeNull();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
    expect(asked).toEqual([1, 2]);
    await userEvent.clear(screen.getByRole('searchbox'));
    expect(screen.getAllByRole('checkbox')).toHaveLength(23);
  });

  it('a search that matches nothing says so only once every page has been looked through', async () => {
    renderInbox();
    await screen.findByText('증명서 1');
    await userEvent.type(screen.getByRole('searchbox', { name: '내 증명서 검색' }), '없는증명서');
    expect(await screen.findByText('검색 결과가 없어요.')).toBeInTheDocument();
    // Every page is loaded by now: clearing the search shows all 23 without 더 보기.
    await userEvent.clear(screen.getByRole('searchbox'));
    expect(screen.getAllByRole('checkbox')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('an 11th selection is refused with a toast', async () => {
    renderInbox();
    await screen.findByText('증명서 1');
    for (let i = 6; i <= 15; i++) await userEvent.click(checkbox(i));
    expect(screen.getByText('10/10건 선택')).toBeInTheDocument();
    await userEvent.click(checkbox(16));
    expect(checkbox(16)).not.toBeChecked();
    expect(await screen.findByText('증명서는 최대 10건까지 선택할 수 있어요.')).toBeInTheDocument();
    await userEvent.click(checkbox(6));
    await userEvent.click(checkbox(16));
    expect(checkbox(16)).toBeChecked();
  });

  it('delete asks first; cancel keeps everything, confirm deletes and clears the selection', async () => {
    renderInbox();
    await screen.findByText('증명서 1');
    expect(bar('삭제')).toBeDisabled();
    await userEvent.click(checkbox(7));
    await userEvent.click(checkbox(8));
    await clickGuardReleased();
    await userEvent.click(bar('삭제'));
    const ask = await screen.findByRole('alertdialog', { name: '선택한 증명서 2건을 삭제할까요?' });
    expect(ask).toHaveTextContent('삭제 후에는 복구가 불가합니다.');
    await userEvent.click(within(ask).getByRole('button', { name: '취소' }));
    expect(deleted).toEqual([]);
    await clickGuardReleased();
    await userEvent.click(bar('삭제'));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(deleted).toEqual([['D7', 'D8']]));
    expect(await screen.findByText('증명서를 삭제했어요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('증명서 7')).toBeNull());
    expect(screen.queryByText(/건 선택$/)).toBeNull();
  });

  it('paid or my-data certificates cannot be shared: the message, then the selection is cleared', async () => {
    renderInbox();
    await screen.findByText('증명서 1');
    for (const index of [1, 6]) {
      await userEvent.click(checkbox(index));
      await clickGuardReleased();
      await userEvent.click(bar('공유'));
      const popup = await screen.findByRole('alertdialog', { name: '공유할 수 없는 증명서가 있어요' });
      expect(popup).toHaveTextContent('유료 증명서와 마이데이터 증명서는 공유할 수 없어요. 해당 증명서를 빼고 다시 선택해 주세요.');
      await userEvent.click(within(popup).getByRole('button', { name: '확인' }));
      await waitFor(() => expect(checkbox(index)).not.toBeChecked());
      if (index === 1) await userEvent.click(checkbox(2));
    }
    expect(shared).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('share: a one-time link through the messenger share, then the PIN to pass on', async () => {
    renderInbox();
    await screen.findByText('증명서 1');
    await userEvent.click(checkbox(6));
    await userEvent.click(checkbox(7));
    await clickGuardReleased();
    await userEvent.click(bar('공유'));
    const popup = await screen.findByRole('alertdialog', { name: '1회용 링크를 복사했어요' });
    expect(popup).toHaveTextContent('받는 곳에 링크를 붙여 넣어 보내고, 열람 비밀번호는 따로 알려 주세요.');
    expect(within(popup).getByText('482913')).toBeInTheDocument();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(popup).getByRole('button', { name: '열람 비밀번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('482913');
    expect(within(popup).getByRole('button', { name: '열람 비밀번호 복사했어요' })).toBeInTheDocument();
    expect(shared).toEqual(['?documentIds=D6&documentIds=D7']);
    expect(calls).toEqual([
      { name: 'share', args: [ONE_TIME_LINK_TEMPLATE_ID, expect.objectContaining({ url: 'http://localhost/shared/TOKEN', title: '전자증명서 1회용 링크' })] },
    ]);
    expect(JSON.stringify(calls)).not.toContain('482913');
    await userEvent.click(within(popup).getByRole('button', { name: '확인' }));
    expect(checkbox(6)).not.toBeChecked();
  });

  it.each([
    ['shared', '1회용 링크를 보냈어요', '링크를 받은 곳에 열람 비밀번호를 따로 알려 주세요.'],
    ['handed', '1회용 링크를 넘겼어요', '고른 앱에서 링크를 보내고, 열람 비밀번호는 따로 알려 주세요.'],
  ] as const)('a link %s: the popup says what happened to it', async (how, title, message) => {
    outcome = how;
    renderInbox();
    await screen.findByText('증명서 1');
    await userEvent.click(checkbox(6));
    await clickGuardReleased();
    await userEvent.click(bar('공유'));
    const popup = await screen.findByRole('alertdialog', { name: title });
    expect(popup).toHaveTextContent(message);
    expect(within(popup).getByText('482913')).toBeInTheDocument();
  });

  it('a share the user cancels keeps the selection', async () => {
    outcome = 'cancelled';
    renderInbox();
    await screen.findByText('증명서 1');
    await userEvent.click(checkbox(6));
    await clickGuardReleased();
    await userEvent.click(bar('공유'));
    expect(await screen.findByText('공유를 취소했어요.')).toBeInTheDocument();
    expect(checkbox(6)).toBeChecked();
  });

  it('remainingSubmissionCount 0 cannot be submitted; the others go to /submission with the selection', async () => {
    renderInbox();
    await screen.findByText('증명서 1');
    await userEvent.click(checkbox(1));
    await clickGuardReleased();
    await userEvent.click(bar('제출'));
    const popup = await screen.findByRole('alertdialog', { name: '제출할 수 없는 증명서가 있어요' });
    expect(popup).toHaveTextContent('유료 및 마이데이터 증명서는 1회만 제출할 수 있어요.');
    await userEvent.click(within(popup).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(checkbox(1)).not.toBeChecked());
    await userEvent.click(checkbox(2));
    await userEvent.click(checkbox(9));
    await clickGuardReleased();
    await userEvent.click(bar('제출'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/submission?documentIds=D2&documentIds=D9'));
  });

  it('an empty inbox says so and offers to apply', async () => {
    documents = [];
    renderInbox();
    expect(await screen.findByText('보관 중인 증명서가 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('the shake setting is a switch kept on this device; where motion is refused it stays off', async () => {
    const motion = window.DeviceMotionEvent;
    try {
      Object.assign(window, { DeviceMotionEvent: Object.assign(class {}, { requestPermission: async () => 'denied' }) });
      renderInbox();
      const shake = await screen.findByRole('switch', { name: '흔들어 열기' });
      expect(shake).toHaveAttribute('aria-checked', 'false');
      await userEvent.click(shake);
      expect(await screen.findByText('이 기기에서는 흔들기를 사용할 수 없어요.')).toBeInTheDocument();
      expect(shake).toHaveAttribute('aria-checked', 'false');
      Object.assign(window, { DeviceMotionEvent: class {} });
      await userEvent.click(shake);
      await waitFor(() => expect(shake).toHaveAttribute('aria-checked', 'true'));
      expect(window.localStorage.getItem('jigap.shakeToOpen')).toBe('on');
      await userEvent.click(shake);
      await waitFor(() => expect(shake).toHaveAttribute('aria-checked', 'false'));
      expect(window.localStorage.getItem('jigap.shakeToOpen')).toBeNull();
    } finally {
      Object.assign(window, { DeviceMotionEvent: motion });
    }
  });
});
