// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ActivityEvent } from '../../../contracts/generated/api';
import { saveFile } from '../../lib/save-file';
import { currentLocation, LocationProbe } from '../../testing/location-probe';
import { setupMockApi } from '../../testing/mock-api';
import { createTestStore } from '../../testing/test-store';
import { ActivityPage } from './activity-page';

vi.mock('../../lib/save-file', () => ({ saveFile: vi.fn(async () => undefined) }));

const event = (index: number, extra: Partial<ActivityEvent> = {}): ActivityEvent => ({
  id: `e${index}`,
  kind: 'VIEWED',
  at: `202611${index > 10 ? '27' : '28'}${String(23 - (index % 10)).padStart(2, '0')}0000`,
  perspective: 'OWNER',
  counterpart: null,
  documents: [{ id: 'D1', name: '주민등록표 등본' }],
  distributionId: null,
  detail: null,
  ...extra,
});

let log: ActivityEvent[] = [];
const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/v2/activity', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const kinds = query.getAll('kind');
    const documentId = query.get('documentId');
    const kept = log.filter((e) => (kinds.length === 0 || kinds.includes(e.kind)) && (!documentId || e.documents.some((d) => d.id === documentId)));
    const page = Number(query.get('pageNumber'));
    return HttpResponse.json({ result: kept.slice((page - 1) * 20, page * 20), totalCount: kept.length });
  }),
  http.get('*/api/v2/activity/documents', () =>
    HttpResponse.json({ result: [{ id: 'D1', name: '주민등록표 등본' }, { id: 'D2', name: '건강보험 자격득실 확인서' }] }),
  ),
);
setupMockApi(server, {
  reset: () => {
    log = [];
    asked.length = 0;
    vi.mocked(saveFile).mockClear();
  },
});

const SUBMITTED = event(1, { kind: 'SUBMITTED', counterpart: '이서연', distributionId: 'dv1', documents: [{ id: 'D2', name: '건강보험 자격득실 확인서' }] });
const REJECTED = event(0, { kind: 'REJECTED', counterpart: '이서연', distributionId: 'dv1', detail: '다른 서류가 필요해요', documents: [{ id: 'D2', name: '건강보험 자격득실 확인서' }] });

function renderLog(url = '/activity') {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/activity" element={<ActivityPage />}>
            <Route path="layer/*" element={<p>layer</p>} />
          </Route>
          <Route path="*" element={<p>other page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

const rows = () => within(screen.getByRole('region', { name: '이용 기록 목록' })).getAllByRole('listitem');

describe('이용 기록 (/activity)', () => {
  beforeEach(() => {
    log = [REJECTED, SUBMITTED, ...Array.from({ length: 21 }, (_, i) => event(i + 2))];
  });

  it('shows each event under its day, newest first: what, which document, with whom, the detail and the time; 20, then more', async () => {
    renderLog();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('region', { name: '이용 기록 목록' });
    expect(rows()).toHaveLength(20);
    const first = rows()[0]!;
    expect(first).toHaveTextContent('반려됨');
    expect(first).toHaveTextContent('건강보험 자격득실 확인서');
    expect(first).toHaveTextContent('받는 곳 이서연');
    expect(first).toHaveTextContent('다른 서류가 필요해요');
    expect(first.querySelector('time')).toHaveTextContent('2026.11.28 23:00');
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-11-28T23:00:00+09:00');
    expect(screen.getByRole('heading', { level: 2, name: '2026.11.28' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^2026\.11\.27 기록/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '더 보기 (20/23)' }));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(screen.queryByRole('button', { name: /더 보기/ })).toBeNull();
  });

  it('filters by kind and by document, kept in the address; nothing matching says so and offers the whole log', async () => {
    renderLog();
    await screen.findByRole('region', { name: '이용 기록 목록' });
    await userEvent.click(screen.getByRole('radio', { name: '제출' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(asked.at(-1)?.getAll('kind')).toEqual(['SUBMITTED', 'RECIPIENT_OPENED', 'RECIPIENT_PROCESSED', 'REJECTED', 'CANCELED']);
    expect(currentLocation()).toBe('/activity?category=submit');
    expect(screen.getByRole('radio', { name: '제출' })).toHaveAttribute('aria-checked', 'true');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '증명서' }), 'D1');
    expect(await screen.findByText('조건에 맞는 기록이 없어요.')).toBeInTheDocument();
    expect(asked.at(-1)?.get('documentId')).toBe('D1');
    await userEvent.click(screen.getByRole('button', { name: '전체 기록 보기' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(currentLocation()).toBe('/activity');
  });

  it('an empty log says so', async () => {
    log = [];
    renderLog();
    expect(await screen.findByText('아직 기록이 없어요.')).toBeInTheDocument();
  });

  it('a submission’s event opens its record over the log (where cancel, reject and delete are)', async () => {
    renderLog();
    await screen.findByRole('region', { name: '이용 기록 목록' });
    await userEvent.click(within(rows()[1]!).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/activity/layer/submitted/dv1/D2'));
  });

  it('a document’s event opens its viewer', async () => {
    log = [event(3)];
    renderLog();
    await screen.findByRole('region', { name: '이용 기록 목록' });
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: /열람/ }));
    await waitFor(() => expect(currentLocation()).toBe('/issued/viewer/D1'));
  });

  it('saves the whole log as CSV or JSON through the wallet’s save path', async () => {
    renderLog();
    await userEvent.click(await screen.findByRole('button', { name: 'CSV(엑셀)로 저장' }));
    await userEvent.click(screen.getByRole('button', { name: 'JSON으로 저장' }));
    expect(vi.mocked(saveFile).mock.calls.map(([request]) => request)).toEqual([
      { url: '/api/v2/activity/export?format=csv', fileName: expect.stringMatching(/^전자증명서 이용기록 \d{8}\.csv$/) },
      { url: '/api/v2/activity/export?format=json', fileName: expect.stringMatching(/^전자증명서 이용기록 \d{8}\.json$/) },
    ]);
  });
});
