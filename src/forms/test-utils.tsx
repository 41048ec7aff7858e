import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createTestStore } from '../testing/test-store';

/** Lookup answers shaped like the server's (docs/api.md, the lookups), enough for tests. */
export const SIDO = [
  { code: '11', name: '서울특별시', sigungu: [{ code: '11110', name: '종로구' }, { code: '11140', name: '중구' }] },
  { code: '41', name: '경기도', sigungu: [{ code: '41111', name: '수원시 장안구' }, { code: '41113', name: '수원시 권선구' }] },
];
export const PURPOSES = ['금융기관제출용', '관공서제출용', '개인확인용'];
export const WORKPLACES = [
  { 가입자구분: '사업장가입자', 사업장명: '주식회사 한빛소프트웨어', 취득일: '20210301', 상실일: '99991231', 납부자번호: '12345678901' },
  { 가입자구분: '사업장가입자', 사업장명: '(주)새봄유통', 취득일: '20180102', 상실일: '20210228', 납부자번호: '22345678901' },
];
export const CARDS = [{ 건강보험증번호: '51234567890', 가입자구분: '직장가입자', 가입자명: '김지갑', 관계: '본인', 자격취득일: '20210301' }];

const INFO = '*/api/v2/application/info';
export const lookupHandlers = [
  http.get(`${INFO}/${encodeURIComponent('시도시군구')}`, () => HttpResponse.json({ result: SIDO })),
  http.get(`${INFO}/:edoc/${encodeURIComponent('사용용도')}`, () => HttpResponse.json({ result: PURPOSES })),
  http.get(`${INFO}/${encodeURIComponent('국민연금가입내역')}`, () => HttpResponse.json({ result: WORKPLACES })),
  http.get(`${INFO}/${encodeURIComponent('건강보험')}/${encodeURIComponent('보험증')}`, () => HttpResponse.json({ result: CARDS })),
  // Lookups of the other widget authors: an empty list is enough to render.
  http.get(`${INFO}/*`, () => HttpResponse.json({ result: [], totalCount: 0 })),
];

export function renderWithApp(ui: ReactNode, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  const store = createTestStore();
  return {
    store,
    element: (
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </MemoryRouter>
      </Provider>
    ),
  };
}
