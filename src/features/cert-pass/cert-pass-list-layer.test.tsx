// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { PopupHost } from '../../ui/popup';
import { setupMockApi } from '../../testing/mock-api';
import { createTestStore } from '../../testing/test-store';
import { LocationProbe, currentLocation } from '../../testing/location-probe';
import CertPassListLayer from './cert-pass-list-layer';
import CertPassQrLayer from './cert-pass-qr-layer';
import { CertPassPage } from './cert-pass-page';

const PASSES = [
  { qrPassCode: 'Q1', qrPassName: '청년 월세 자격 확인', edocPath: '주민등록표등본', urlExposureType: 'HIDDEN' },
  { qrPassCode: 'Q2', qrPassName: '한부모 가족 자격 확인', edocPath: '가족관계증명서', urlExposureType: 'HIDDEN' },
  { qrPassCode: 'Q3', qrPassName: 'PC 자격 확인', edocPath: '주민등록표등본', urlExposureType: 'EXPOSED' },
];
const created: unknown[] = [];
const server = setupServer(
  http.get('*/api/v1/qr-pass/institutions', () => HttpResponse.json({ result: [{ institutionCode: 'I1', name: '서울특별시' }] })),
  http.get('*/api/v1/qr-pass', ({ request }) =>
    HttpResponse.json({ result: new URL(request.url).searchParams.get('institutionCode') === 'I1' ? PASSES : [] }),
  ),
  http.post('*/api/v1/qr-pass', async ({ request }) => {
    const body = (await request.json()) as { qrPassCode: string };
    created.push(body);
    const pass = PASSES.find((item) => item.qrPassCode === body.qrPassCode)!;
    return HttpResponse.json({ result: { url: `/sim/qr-pass/${body.qrPassCode}`, qrPassName: pass.qrPassName, urlExposureType: pass.urlExposureType } });
  }),
  http.get('*/api/v2/inbox', () =>
    HttpResponse.json({
      result: [
        { id: 'D7', path: '주민등록표등본', name: '주민등록표 등본', issuerName: '행정안전부', issueDate: '20261120', remainingDays: 80, isPaid: false, packageName: null, packageId: null, order: 1, remainingSubmissionCount: null },
      ],
      totalCount: 1,
    }),
  ),
  http.get('*/api/v2/application/form', () =>
    HttpResponse.json({
      result: [
        { name: '주민등록표 등본', path: '주민등록표등본', available: true },
        { name: '가족관계증명서', path: '가족관계증명서', available: true },
      ],
      totalCount: 2,
    }),
  ),
);

setupMockApi(server, { reset: () => (created.length = 0) });

function renderLayer(url: string) {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/home/apply', url]} initialIndex={1}>
        <Routes>
          <Route path="/home/:tab" element={<Outlet />}>
            <Route path="layer/cert-pass-list" element={<CertPassListLayer params={{}} close={() => undefined} />} />
            <Route path="layer/cert-pass-qr" element={<CertPassQrLayer params={{}} close={() => undefined} />} />
          </Route>
          <Route path="/issued/cert-pass" element={<CertPassPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
        <PopupHost />
      </MemoryRouter>
    </Provider>,
  );
}

describe('cert-pass-list layer (spec 000 §2.2, §3 "Cert pass")', () => {
  it('lists the institution’s passes with the certificate each needs', async () => {
    renderLayer('/home/apply/layer/cert-pass-list?institutionCode=I1');
    expect(await screen.findByRole('dialog', { name: '서울특별시' })).toBeInTheDocument();
    const first = await screen.findByRole('button', { name: /청년 월세 자격 확인/ });
    expect(first).toHaveTextContent('필요한 증명서 · 주민등록표 등본');
    expect(first).toHaveTextContent('보유');
    expect(screen.getByRole('button', { name: /한부모 가족 자격 확인/ })).toHaveTextContent('필요한 증명서 · 가족관계증명서');
    expect(screen.getByRole('button', { name: /한부모 가족 자격 확인/ })).not.toHaveTextContent('보유');
  });

  it('a pass whose certificate is held is created from that document and opens in the pass viewer', async () => {
    renderLayer('/home/apply/layer/cert-pass-list?institutionCode=I1');
    await userEvent.click(await screen.findByRole('button', { name: /청년 월세 자격 확인/ }));
    await waitFor(() => expect(currentLocation()).toBe('/issued/cert-pass?url=/sim/qr-pass/Q1&name=청년+월세+자격+확인'));
    expect(created).toEqual([{ documentId: 'D7', qrPassCode: 'Q1', institutionCode: 'I1' }]);
    expect(screen.getByTitle('청년 월세 자격 확인')).toHaveAttribute('src', '/sim/qr-pass/Q1');
  });

  it('a pass read on a PC opens the QR layer with the pass url', async () => {
    renderLayer('/home/apply/layer/cert-pass-list?institutionCode=I1');
    await userEvent.click(await screen.findByRole('button', { name: /PC 자격 확인/ }));
    await waitFor(() => expect(currentLocation()).toBe('/home/apply/layer/cert-pass-qr?url=/sim/qr-pass/Q3&name=PC+자격+확인'));
    expect(await screen.findByRole('dialog', { name: 'PC 자격 확인' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'PC 자격 확인 QR 코드' })).toBeInTheDocument();
  });

  it('without the certificate it offers 증명서 발급하기, which opens that certificate’s form', async () => {
    renderLayer('/home/apply/layer/cert-pass-list?institutionCode=I1');
    await userEvent.click(await screen.findByRole('button', { name: /한부모 가족 자격 확인/ }));
    const popup = await screen.findByRole('alertdialog', { name: '증명서가 필요해요' });
    expect(popup).toHaveTextContent('가족관계증명서');
    await userEvent.click(screen.getByRole('button', { name: '증명서 발급받기' }));
    expect(currentLocation()).toBe('/issue/가족관계증명서');
    expect(created).toEqual([]);
  });

  it('the pass viewer refuses a page of another origin', async () => {
    renderLayer('/issued/cert-pass?url=https%3A%2F%2Fevil.example%2Fp');
    expect(currentLocation()).toBe('/error/invalid_path');
  });
});
