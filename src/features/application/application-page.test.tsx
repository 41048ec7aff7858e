// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CatalogueEntry } from '../../api/types';
import { clickGuardReleased, setupMockApi } from '../../testing/mock-api';
import { createTestStore } from '../../testing/test-store';
import { LocationProbe, currentLocation } from '../../testing/location-probe';
import type { Application } from './api';
import { ApplicationPage } from './application-page';
import { ApplicationStatusButton } from './application-status-button';

// LONG_LEAD and PENDING are not among the contract's states, but spec 000 §4.2 names them for display: the page shows them too.
const STATES = ['COMPLETE', 'PROCESSING', 'FAIL', 'FAILED', 'LONG_LEAD', 'COMPLETED', 'PENDING'] as Application['state'][];
// 23 applications, newest first; FAIL ones alternate between an available and an unavailable certificate.
const APPLICATIONS: Application[] = Array.from({ length: 23 }, (_, index) => {
  const state = STATES[index % STATES.length]!;
  const failed = state.startsWith('FAIL');
  return {
    id: `A${index + 1}`,
    applicationDate: `202611${String(21 - (index % 20)).padStart(2, '0')}093000`,
    name: failed ? (index % 2 === 0 ? '주민등록표 등본' : '지방세 납세증명서') : `증명서 ${index + 1}`,
    path: failed ? (index % 2 === 0 ? '주민등록표등본' : '지방세납세증명서') : `증명서${index + 1}`,
    state,
    applicationState: state,
    packageId: null,
    packageName: null,
    documentId: state.startsWith('COMPLETE') ? `D${index + 1}` : null,
    message: failed ? '발급 기관의 응답이 없습니다.' : null,
    signStatus: 'COMPLETE',
    qrPassCode: null,
    institutionCode: null,
  };
});
const CATALOGUE = [
  { name: '주민등록표 등본', path: '주민등록표등본', available: true },
  { name: '지방세 납세증명서', path: '지방세납세증명서', available: false },
] as CatalogueEntry[];

const requested: string[] = [];
let applications = APPLICATIONS;
const server = setupServer(
  http.get('*/api/v2/application', ({ request }) => {
    const url = new URL(request.url);
    requested.push(url.search);
    const page = Number(url.searchParams.get('pageNumber'));
    const size = Number(url.searchParams.get('pageSize'));
    return HttpResponse.json({ result: { applications: applications.slice((page - 1) * size, page * size) }, totalCount: applications.length });
  }),
  http.get('*/api/v2/application/form', () => HttpResponse.json({ result: CATALOGUE, totalCount: CATALOGUE.length })),
  http.get('*/api/v2/application/count', () => HttpResponse.json({ result: { totalCount: 23, pendingCount: 9 } })),
);

setupMockApi(server, {
  reset: () => {
    requested.length = 0;
    applications = APPLICATIONS;
  },
});

/** `element` shown at `url`, any other path is elsewhere. */
function renderAt(url: string, element: ReactNode) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={url} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}
const renderPage = () => renderAt('/application', <ApplicationPage />);

const rows = () => screen.getAllByTestId('application-row');

describe('application status page (spec 000 §2.3, §4.2, §9)', () => {
  it('is titled 신청 현황 and lists 10 at a time, then 더 보기 loads the next 10', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '신청 현황' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(requested).toEqual(['?pageNumber=1&pageSize=10']);
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    await clickGuardReleased();
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(rows()).toHaveLength(23));
    expect(requested).toEqual(['?pageNumber=1&pageSize=10', '?pageNumber=2&pageSize=10', '?pageNumber=3&pageSize=10']);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('shows each row’s name, date and state label; failed ones their message', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const [first, second, third, fourth, fifth] = rows();
    expect(first).toHaveTextContent('증명서 1');
    expect(first).toHaveTextContent('2026.11.21');
    expect(first).toHaveTextContent('발급완료');
    expect(second).toHaveTextContent('발급대기');
    expect(third).toHaveTextContent('발급실패');
    expect(third).toHaveTextContent('발급 기관의 응답이 없습니다.');
    expect(fourth).toHaveTextContent('발급실패');
    expect(fifth).toHaveTextContent('발급대기');
  });

  it('offers 재발급 only on failed ones whose certificate is still available', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const reissues = screen.getAllByRole('button', { name: /재발급$/ });
    for (const button of reissues) {
      const row = button.closest('li')!;
      expect(row).toHaveTextContent('발급실패');
      expect(row).toHaveTextContent('주민등록표 등본');
    }
    const unavailable = rows().filter((row) => row.textContent?.includes('지방세 납세증명서'));
    expect(unavailable.length).toBeGreaterThan(0);
    for (const row of unavailable) expect(within(row).queryByRole('button', { name: /재발급/ })).toBeNull();
    expect(reissues.length).toBe(rows().filter((row) => row.textContent?.includes('주민등록표 등본')).length);
    await userEvent.click(reissues[0]!);
    expect(currentLocation()).toBe('/issue/주민등록표등본');
  });

  it('tapping an issued one opens its viewer', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: '증명서 1 발급완료' }));
    expect(currentLocation()).toBe('/issued/viewer/D1');
  });

  it('with nothing in the last 90 days says so', async () => {
    applications = [];
    renderPage();
    expect(await screen.findByText('최근 90일 동안 신청한 증명서가 없어요.')).toBeInTheDocument();
  });

  it('back goes to the inbox tab', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(currentLocation()).toBe('/home/inbox');
  });
});

describe('application status button (spec 000 §2.3 "Inbox tab")', () => {
  it('carries the pending count and opens /application', async () => {
    renderAt('/home/inbox', <ApplicationStatusButton />);
    const button = await screen.findByRole('button', { name: '신청 현황, 발급대기 9건' });
    expect(screen.getByTestId('pending-count')).toHaveTextContent('9');
    await userEvent.click(button);
    expect(currentLocation()).toBe('/application');
  });
});
