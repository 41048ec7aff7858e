// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import type { CatalogueEntry } from '../../api/types';
import { clickGuardReleased, setupMockApi } from '../../testing/mock-api';
import { createSessionStore } from '../../testing/mocks/session';
import { getToast } from '../../ui/toast-store';
import { LocationProbe, currentLocation } from '../../testing/location-probe';
import { ApplyTab } from './apply-tab';
import SearchEdocLayer from './search-edoc-layer';

const entry = (index: number, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  name: `테스트증명서 ${String(index).padStart(2, '0')}`,
  path: `테스트증명서${index}`,
  applicationType: 'NORMAL',
  badgeType: null,
  maintenanceType: 'NONE',
  available: true,
  issuerName: `기관${index}`,
  keywords: [],
  popularityOrder: index,
  displayNameOrder: index,
  qrPass: null,
  ...extra,
});

// 45 certificates, served out of order: the tab sorts them by popularity.
const CATALOGUE: CatalogueEntry[] = [
  ...Array.from({ length: 41 }, (_, i) => entry(45 - i)),
  entry(1, { name: '주민등록표 등본', path: '주민등록표등본', badgeType: 'HOT', keywords: ['등본', '주민등록'] }),
  entry(2, { name: '건강보험 자격득실 확인서', path: '건강보험자격득실확인서', badgeType: 'NEW' }),
  entry(3, { name: '지방세 납세증명서', path: '지방세납세증명서', maintenanceType: '정부24점검', available: false }),
  entry(4, { name: '가족관계증명서', path: '가족관계증명서', applicationType: 'EXTERNAL_CHANNELING', badgeType: 'UPDATE' }),
];

let banners: { title: string; imageUrl: string | null; backgroundColor: string | null; intoUrl: string | null }[] = [];
const server = setupServer(
  http.get('*/api/v2/application/form', () => HttpResponse.json({ result: CATALOGUE, totalCount: CATALOGUE.length })),
  http.get('*/api/v2/home', () => HttpResponse.json({ result: { notice: null, banners } })),
);

setupMockApi(server, { reset: () => (banners = []) });

async function renderTab(url: string, { joined = true } = {}) {
  const store = await createSessionStore(server, joined);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/home/:tab"
            element={
              <>
                <ApplyTab joined={joined} />
                <Outlet />
              </>
            }
          >
            <Route path="layer/search-edoc" element={<SearchEdocLayer params={{}} close={() => undefined} />} />
            <Route path="layer/*" element={<p>layer</p>} />
          </Route>
          <Route path="/issue/:edoc" element={<p>issue page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

const AGREEMENT_THEN_FORM = `/home/apply/layer/agreement?types=NEW&path=/home/apply&next=/issue/${encodeURIComponent('주민등록표등본')}`;
const rowNames = () =>
  within(screen.getByRole('list', { name: '신청할 수 있는 증명서' }))
    .getAllByRole('button')
    .filter((button) => !button.closest('a'));

describe('apply tab (spec 000 §2.3, §9)', () => {
  it('shows 20 rows by popularity, then each 더 보기 shows 20 more', async () => {
    await renderTab('/home/apply');
    const more = await screen.findByRole('button', { name: '더 보기' });
    const rows = rowNames();
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('주민등록표 등본');
    expect(rows[0]).toHaveTextContent('기관1');
    expect(rows[4]).toHaveTextContent('테스트증명서 05');
    await userEvent.click(more);
    expect(rowNames()).toHaveLength(40);
    expect(rowNames()[20]).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(rowNames()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('inserts the banner after the sixth row: the home data’s first banner', async () => {
    banners = [{ title: '봄맞이 이벤트', imageUrl: null, backgroundColor: '#ffeeaa', intoUrl: '/home/inbox' }];
    await renderTab('/home/apply');
    const banner = await screen.findByRole('link', { name: '봄맞이 이벤트' });
    const items = within(screen.getByRole('list', { name: '신청할 수 있는 증명서' })).getAllByRole('listitem');
    expect(items[5]).toContainElement(banner);
    expect(items[5]).toHaveTextContent('테스트증명서 06');
    // The server's colour is handed to the stylesheet (which tints it in dark mode), not painted as is.
    expect(banner.style.getPropertyValue('--banner-bg')).toBe('#ffeeaa');
    expect(banner.style.backgroundColor).toBe('');
  });

  it('without a home banner, a static notice sits after the sixth row', async () => {
    await renderTab('/home/apply');
    await screen.findByRole('button', { name: '더 보기' });
    const items = within(screen.getByRole('list', { name: '신청할 수 있는 증명서' })).getAllByRole('listitem');
    expect(within(items[5] as HTMLElement).getByRole('note')).toHaveTextContent('내 증명서 탭');
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('shows badges and maintenance labels; an unavailable row says why', async () => {
    await renderTab('/home/apply');
    await screen.findByRole('button', { name: '더 보기' });
    expect(screen.getByRole('button', { name: /주민등록표 등본/ })).toHaveTextContent('HOT');
    expect(screen.getByRole('button', { name: /건강보험 자격득실 확인서/ })).toHaveTextContent('NEW');
    expect(screen.getByRole('button', { name: /가족관계증명서/ })).toHaveTextContent('UPDATE');
    const closed = screen.getByRole('button', { name: /지방세 납세증명서/ });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    expect(closed).toHaveTextContent('정부24 점검 중');
    expect(closed).toHaveAccessibleName('지방세 납세증명서, 기관3, 정부24 점검 중, 지금은 신청할 수 없어요. 잠시 후 다시 신청해 주세요.');
    await userEvent.click(closed);
    expect(getToast()?.message).toBe('지금은 신청할 수 없어요 (정부24 점검 중). 잠시 후 다시 신청해 주세요.');
    expect(currentLocation()).toBe('/home/apply');
  });

  it('joined: pressing a certificate opens its form, EXTERNAL_CHANNELING too', async () => {
    await renderTab('/home/apply');
    await userEvent.click(await screen.findByRole('button', { name: /가족관계증명서/ }));
    expect(currentLocation()).toBe('/issue/가족관계증명서');
  });

  it('not joined: pressing a certificate opens the agreement first, then its form', async () => {
    await renderTab('/home/apply', { joined: false });
    expect(await screen.findByText(/시작하기를 누르고/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /주민등록표 등본/ }));
    expect(currentLocation()).toBe(AGREEMENT_THEN_FORM);
  });

  it('the filter is a query value; certPass shows the institutions error while the call is missing', async () => {
    server.use(http.get('*/api/v1/qr-pass/institutions', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'not found' }, { status: 404 })));
    await renderTab('/home/apply');
    await userEvent.click(screen.getByRole('button', { name: '자격 확인' }));
    expect(currentLocation()).toBe('/home/apply?filter=certPass');
    expect(screen.getByRole('button', { name: '자격 확인' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('자격 확인 기관을 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('certPass lists the institutions and one institution’s passes by institutionCode', async () => {
    server.use(
      http.get('*/api/v1/qr-pass/institutions', () => HttpResponse.json({ result: [{ institutionCode: 'HANBIT', name: '한빛은행' }] })),
      http.get('*/api/v1/qr-pass', ({ request }) =>
        HttpResponse.json({
          result: new URL(request.url).searchParams.get('institutionCode') === 'HANBIT'
            ? [{ qrPassName: '재직 확인', qrPassCode: 'P1', institution: { name: '한빛은행', code: 'HANBIT' } }]
            : [],
        }),
      ),
    );
    await renderTab('/home/apply?filter=certPass');
    await userEvent.click(await screen.findByRole('button', { name: '한빛은행' }));
    expect(currentLocation()).toBe('/home/apply?filter=certPass&institutionCode=HANBIT');
    expect(await screen.findByText('재직 확인')).toBeInTheDocument();
  });

  it('TAB_MAINTENANCE is shown in place of the list', async () => {
    server.use(
      http.get('*/api/v2/application/form', () =>
        HttpResponse.json({ code: 'TAB_MAINTENANCE', title: '증명서 신청 점검 중', message: '잠시 후 이용해 주세요.' }, { status: 503 }),
      ),
    );
    await renderTab('/home/apply');
    expect(await screen.findByRole('heading', { name: '증명서 신청 점검 중' })).toBeInTheDocument();
  });

  it('an empty catalogue shows the empty state', async () => {
    server.use(http.get('*/api/v2/application/form', () => HttpResponse.json({ result: [], totalCount: 0 })));
    await renderTab('/home/apply');
    expect(await screen.findByText('지금 신청할 수 있는 증명서가 없어요.')).toBeInTheDocument();
  });
});

describe('directApply (spec 001 §2.3: the bridge’s universal link)', () => {
  it('joined: opens the certificate’s form and drops the query', async () => {
    await renderTab('/home/apply?directApply=주민등록표등본');
    await waitFor(() => expect(currentLocation()).toBe('/issue/주민등록표등본'));
  });

  it('not joined: the agreement comes first, then the form', async () => {
    await renderTab('/home/apply?directApply=주민등록표등본', { joined: false });
    await waitFor(() => expect(currentLocation()).toBe(AGREEMENT_THEN_FORM));
  });

  it('an unknown path is ignored with a toast', async () => {
    await renderTab('/home/apply?filter=edoc&directApply=없는증명서');
    await waitFor(() => expect(currentLocation()).toBe('/home/apply?filter=edoc'));
    expect(getToast()?.message).toBe('지금은 신청할 수 없는 증명서예요. 목록에서 다른 증명서를 골라 주세요.');
  });
});

describe('search-edoc layer', () => {
  it('the search button opens the layer; typing finds by name, keyword and 초성', async () => {
    await renderTab('/home/apply');
    await userEvent.click(screen.getByRole('button', { name: '증명서 검색' }));
    const input = await screen.findByRole('searchbox', { name: '증명서 검색' });
    expect(input).toHaveFocus();
    expect(currentLocation()).toBe('/home/apply/layer/search-edoc');
    const dialog = screen.getByRole('dialog');
    await userEvent.type(input, 'ㅈㅁㄷㄹ');
    expect(within(dialog).getAllByRole('button', { name: /주민등록표 등본/ })).toHaveLength(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent('검색 결과 1건');
    await userEvent.clear(input);
    await userEvent.type(input, '없는이름');
    expect(within(dialog).getByText('검색 결과가 없어요.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '주민등록');
    await clickGuardReleased();
    await userEvent.click(within(dialog).getByRole('button', { name: /주민등록표 등본/ }));
    expect(currentLocation()).toBe('/issue/주민등록표등본');
  });
});
