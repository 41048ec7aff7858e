// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setupMockApi } from '../../testing/mock-api';
import { createSessionStore } from '../../testing/mocks/session';
import { ApplyTab } from './apply-tab';
import { HomePage, type HomeTabs } from './home-page';

const calls = { home: 0, catalogue: 0 };
const server = setupServer(
  http.get('*/api/v2/home', () => {
    calls.home += 1;
    return HttpResponse.json({ result: { notice: null, banners: [] } });
  }),
  http.get('*/api/v2/application/form', () => {
    calls.catalogue += 1;
    return HttpResponse.json({ result: [], totalCount: 0 });
  }),
);
setupMockApi(server, {
  reset: () => {
    calls.home = 0;
    calls.catalogue = 0;
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
  await screen.findByText('지금 신청할 수 있는 증명서가 없습니다.');
  await waitFor(() => expect(calls).toEqual({ home: 1, catalogue: 1 }));
}

function pull() {
  const target = screen.getByText('지금 신청할 수 있는 증명서가 없습니다.');
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
