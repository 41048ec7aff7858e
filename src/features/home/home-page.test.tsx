// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LocationProbe } from '../../testing/location-probe';
import { setupMockApi } from '../../testing/mock-api';
import { createSessionStore } from '../../testing/mocks/session';
import { ApplyTab } from './apply-tab';
import { HomePage, type HomeTabs } from './home-page';

const calls = { home: 0, catalogue: 0 };
let expiring: unknown[] = [];
let expiringCalls = 0;
let catalogue: unknown[] = [];
const server = setupServer(
  http.get('*/api/v2/inbox/expiring', () => {
    expiringCalls += 1;
    return HttpResponse.json({ result: expiring });
  }),
  http.get('*/api/v2/home', () => {
    calls.home += 1;
    return HttpResponse.json({ result: { notice: null, banners: [] } });
  }),
  http.get('*/api/v2/application/form', () => {
    calls.catalogue += 1;
    return HttpResponse.json({ result: catalogue, totalCount: catalogue.length });
  }),
);
setupMockApi(server, {
  reset: () => {
    calls.home = 0;
    calls.catalogue = 0;
    expiring = [];
    expiringCalls = 0;
    catalogue = [];
  },
});

const Stub = () => <p>tab</p>;
const tabs: HomeTabs = { apply: ApplyTab, inbox: Stub, distribution: Stub };

async function renderHome(joined: boolean) {
  const store = await createSessionStore(server, joined);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/home/apply']}>
        <Routes>
          <Route path="/home/:tab" element={<HomePage tabs={tabs} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  await screen.findByText('지금 신청할 수 있는 증명서가 없어요.');
  await waitFor(() => expect(calls).toEqual({ home: 1, catalogue: 1 }));
}

function pull() {
  const target = screen.getByText('지금 신청할 수 있는 증명서가 없어요.');
  fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: 300 }] });
  fireEvent.touchEnd(target, { touches: [] });
}

describe('home pull-to-refresh (spec 000 §2.3)', () => {
  it('joined: a pull refetches the home data and the apply tab’s list', async () => {
    await renderHome(true);
    pull();
    // The gesture's end starts the refresh at once (the refetch follows it).
    expect(screen.getByRole('status')).toHaveTextContent('새로고침 중');
    await waitFor(() => expect(calls).toEqual({ home: 2, catalogue: 2 }));
  });

  it('not joined: pull-to-refresh is disabled', async () => {
    await renderHome(false);
    pull();
    // Where a joined user's pull has started refreshing, nothing has: no refresh, so no refetch.
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(calls).toEqual({ home: 1, catalogue: 1 });
  });
});

const expiringDocument = (id: string, name: string, remainingDays: number, path: string | null) => ({
  id,
  path,
  name,
  issuerName: '국세청',
  issueDate: '20260901090000',
  remainingDays,
  isPaid: false,
  packageName: null,
  packageId: null,
  order: 0,
  remainingSubmissionCount: null,
});
const catalogueEntry = (path: string, name: string, available = true) => ({
  name,
  path,
  applicationType: 'NORMAL',
  badgeType: null,
  maintenanceType: 'NONE',
  available,
  issuerName: '국세청',
  keywords: [],
  popularityOrder: 1,
});

describe('expiry before it bites: the home’s 만료 임박 with 재발급', () => {
  it('shows what expires within 10 days or just expired, soonest first; 재발급 opens that certificate’s form for that document', async () => {
    // The server counts the days (a fixed clock there, server/routes/inbox/expiry.test.ts): 9 days left, and 3 past.
    expiring = [expiringDocument('EXP-PAST', '지방세 납세증명서', -3, '지방세납세증명서'), expiringDocument('EXP-9', '납세증명서(국세완납증명)', 9, '납세증명서')];
    catalogue = [catalogueEntry('납세증명서', '납세증명서(국세완납증명)'), catalogueEntry('지방세납세증명서', '지방세 납세증명서', false)];
    const store = await createSessionStore(server, true);
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/home/apply']}>
          <Routes>
            <Route path="/home/:tab" element={<HomePage tabs={tabs} />} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    const card = await screen.findByRole('region', { name: '만료 임박 증명서' });
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('만료'), expect.stringContaining('9일남음')]);
    // A certificate that cannot be applied for now offers no 재발급.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: '납세증명서(국세완납증명) 재발급' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/issue/납세증명서?reissue=EXP-9');
  });

  it('nothing expiring, no card', async () => {
    await renderHome(true);
    expect(expiringCalls).toBe(1);
    expect(screen.queryByRole('region', { name: '만료 임박 증명서' })).toBeNull();
  });

  it('not joined (no wallet yet), nothing is asked', async () => {
    await renderHome(false);
    expect(expiringCalls).toBe(0);
  });
});
