// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { waitForLayerResult } from '../../lib/layer-results';
import { setupMockApi } from '../../testing/mock-api';
import { createTestStore } from '../../testing/test-store';
import type { Recipient } from './api';
import AgencyLayer from './agency-layer';
import { AGENCY_RESULT_KEY } from './agency-result';

const BRANCHES: Recipient[] = Array.from({ length: 22 }, (_, index) => ({
  name: `한빛은행 지점${index + 1}`,
  address: `ADDR${index + 1}`,
  type: 'FINANCIAL_CORPORATION',
  needAgreement: true,
  region: '서울특별시 영등포구',
}));
const asked: string[] = [];
const server = setupServer(
  http.get('*/api/v1/submission/recipient/search', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query.toString());
    const page = Number(query.get('page'));
    const size = Number(query.get('size'));
    const found = query.get('keyword') === '한빛은행' ? BRANCHES : [];
    return HttpResponse.json({ result: found.slice((page - 1) * size, page * size), totalCount: found.length });
  }),
);
setupMockApi(server, { reset: () => (asked.length = 0) });

function renderLayer(close = () => undefined) {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <AgencyLayer params={{}} close={close} />
      </MemoryRouter>
    </Provider>,
  );
}

const search = async (keyword: string) => {
  const field = screen.getByRole('searchbox', { name: '기관명 또는 지역명' });
  await userEvent.clear(field);
  if (keyword) await userEvent.type(field, keyword);
  await userEvent.click(screen.getByRole('button', { name: /^검색$/ }));
};

describe('agency layer (001 §2.2, §7)', () => {
  it('is full-screen with its title and placeholder; searches only with a keyword', async () => {
    renderLayer();
    expect(screen.getByRole('dialog', { name: '제출기관 검색' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('기관명·지역명으로 검색')).toBeInTheDocument();
    await search('   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('검색어를 입력해 주세요.');
    expect(asked).toEqual([]);
  });

  it('pages 20 from page 1 and loads the next page while fewer than totalCount are loaded', async () => {
    renderLayer();
    await search('한빛은행');
    expect(await screen.findByText('검색 결과 22건')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^한빛은행/ })).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: '더 보기 (20/22)' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^한빛은행/ })).toHaveLength(22));
    expect(asked).toEqual([`keyword=${encodeURIComponent('한빛은행')}&page=1&size=20`, `keyword=${encodeURIComponent('한빛은행')}&page=2&size=20`]);
    expect(screen.queryByRole('button', { name: /더 보기/ })).toBeNull();
  });

  it('says there is no result; picking a row hands the recipient to the page and closes', async () => {
    let closed = false;
    renderLayer(() => {
      closed = true;
    });
    await search('없는기관');
    expect(await screen.findByText('검색 결과가 없어요.')).toBeInTheDocument();
    const picked = waitForLayerResult<Recipient>(AGENCY_RESULT_KEY);
    await search('한빛은행');
    await userEvent.click(await screen.findByRole('button', { name: /한빛은행 지점3\b/ }));
    expect(await picked).toEqual(BRANCHES[2]);
    expect(closed).toBe(true);
  });
});
