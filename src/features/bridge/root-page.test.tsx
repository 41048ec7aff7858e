// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useNavigate, useParams } from 'react-router';
import type { QrcodeInfoEntry, ServiceQrInfo } from '../../../contracts/generated/api';
import { setReportTransport, type ErrorReport } from '../../api/error-reporter';
import { setBridgeForTests } from '../../lib/messenger-bridge';
import { setupMockApi } from '../../testing/mock-api';
import { getToast } from '../../ui/toast-store';
import { createTestStore } from '../../testing/test-store';
import { PopupHost } from '../../ui/popup';
import { LocationProbe, currentLocation } from '../../testing/location-probe';
import CertificateQrLayer from './certificate-qr-layer';
import { RootPage } from './root-page';
import ServiceQrLayer from './service-qr-layer';

const ORIGIN = 'https://wallet.example.kr';
const entry = (index: number, { formDisplayName = `증명서 ${String(index).padStart(2, '0')}`, formPath = `증명서${index}` } = {}): QrcodeInfoEntry => ({
  formDisplayName,
  formPath,
  qrCodeImageUrl: `/zzng_static/macaron/qrcode/qr-${String(index).padStart(20, '0')}.png`,
  shortenUrl: `${ORIGIN}/home/apply?directApply=${encodeURIComponent(formPath)}`,
  popularityOrder: index,
  // The reverse of popularity, so the two sorts differ everywhere.
  displayNameOrder: 46 - index,
});

// 45 certificates, served out of order: the page sorts them.
const CATALOGUE: QrcodeInfoEntry[] = [
  ...Array.from({ length: 43 }, (_, i) => entry(45 - i)),
  entry(2, { formDisplayName: '건강보험 자격득실 확인서', formPath: '건강보험자격득실확인서' }),
  entry(1, { formDisplayName: '주민등록표 등본', formPath: '주민등록표등본' }),
];
const SERVICE: ServiceQrInfo = { name: '전자증명서 지갑', qrCodeImageUrl: '/zzng_static/macaron/qrcode/qr-11111111111111111111.png', shortenUrl: `${ORIGIN}/home/apply` };

const server = setupServer(
  http.get('*/zzng_static/macaron/qrcode/qrcodeInfo.json', () => HttpResponse.json(CATALOGUE)),
  http.get('*/zzng_static/macaron/qrcode/serviceQrInfo.json', () => HttpResponse.json(SERVICE)),
);
let reports: ErrorReport[] = [];

setupMockApi(server, {
  reset: () => {
    setBridgeForTests(null);
    vi.restoreAllMocks();
    document.cookie = 'jigap_messenger=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    Object.defineProperty(navigator, 'userAgent', { value: DESKTOP_UA, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  },
});
beforeEach(() => {
  reports = [];
  setReportTransport((report) => reports.push(report));
});

const DESKTOP_UA = navigator.userAgent;
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; SM-S928N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// The root page's two layers routed as src/app/root-layers.ts routes them.
function Layer({ kind }: { kind: 'service' | 'certificate' }) {
  const params = useParams();
  const navigate = useNavigate();
  const close = () => void navigate('/');
  const edocName = params['*'];
  return kind === 'service' ? <ServiceQrLayer params={{}} close={close} /> : <CertificateQrLayer params={{ edocName }} close={close} />;
}

function renderBridge(url = '/') {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/" element={<RootPage />}>
            <Route path="layer/qr" element={<Layer kind="service" />} />
            <Route path="layer/qr/*" element={<Layer kind="certificate" />} />
          </Route>
          <Route path="/home/apply" element={<p>apply tab</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <PopupHost />
    </Provider>,
  );
}

const rows = () => within(screen.getByRole('list', { name: '증명서 목록' })).getAllByRole('link');
const rowNames = () => rows().map((row) => row.textContent?.replace(/QR 코드 보기|카카오톡에서 신청하기/, '').trim());

describe('the bridge page (spec 001 §2.3, §4.3, §9)', () => {
  it('is the page of spec 001 §2.3: header with share and title, promotion, list, info area and footer links', async () => {
    renderBridge();
    expect(screen.getByRole('heading', { level: 1, name: '전자증명서 지갑' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '공유하기' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '증명서, 이제 카카오톡 전자증명서 지갑에서' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /발급받을 수 있는 증명서/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '이용 안내' })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: '회사 정보와 정책' });
    expect(within(footer).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/policy');
    for (const name of ['고객센터', '공지사항', '회사 소개', '사업자정보확인']) {
      const link = within(footer).getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await screen.findByRole('list', { name: '증명서 목록' });
  });

  it('lists 40 certificates by popularity first, then every one after 더 보기, focus on the first revealed', async () => {
    renderBridge();
    expect(await screen.findByText('45종')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '인기순' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowNames()).toHaveLength(40);
    expect(rowNames().slice(0, 3)).toEqual(['주민등록표 등본', '건강보험 자격득실 확인서', '증명서 03']);
    expect(rowNames()[39]).toBe('증명서 40');
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(rowNames()).toHaveLength(45);
    expect(rows()[40]).toHaveFocus();
    expect(rowNames()[44]).toBe('증명서 45');
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('sorts 가나다순 by the catalogue’s name order, and back; 더 보기 stays pressed', async () => {
    renderBridge();
    await screen.findByText('45종');
    await userEvent.click(screen.getByRole('button', { name: '가나다순' }));
    expect(screen.getByRole('button', { name: '가나다순' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '인기순' })).toHaveAttribute('aria-pressed', 'false');
    expect(rowNames()).toHaveLength(40);
    expect(rowNames().slice(0, 2)).toEqual(['증명서 45', '증명서 44']);
    expect(rowNames()).not.toContain('주민등록표 등본');
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(rowNames().at(-1)).toBe('주민등록표 등본');
    await userEvent.click(screen.getByRole('button', { name: '인기순' }));
    expect(rowNames()).toHaveLength(45);
    expect(rowNames()[0]).toBe('주민등록표 등본');
  });

  it('has no 더 보기 when 40 or fewer certificates exist', async () => {
    server.use(http.get('*/zzng_static/macaron/qrcode/qrcodeInfo.json', () => HttpResponse.json(CATALOGUE.slice(0, 40))));
    renderBridge();
    await screen.findByText('40종');
    expect(rowNames()).toHaveLength(40);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('on a PC a certificate opens its QR layer over the page', async () => {
    renderBridge();
    const row = (await screen.findAllByRole('link', { name: /^주민등록표 등본/ }))[0]!;
    expect(row).toHaveAttribute('href', `/layer/qr/${encodeURIComponent('주민등록표등본')}`);
    expect(row).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(row);
    expect(currentLocation()).toBe('/layer/qr/주민등록표등본');
    const dialog = await screen.findByRole('dialog', { name: '주민등록표 등본' });
    expect(within(dialog).getByRole('img', { name: '주민등록표 등본 QR 코드' })).toHaveAttribute('src', CATALOGUE.at(-1)!.qrCodeImageUrl);
    // The page stays under its layer.
    expect(screen.getByRole('list', { name: '증명서 목록' })).toBeInTheDocument();
  });

  it('on a phone a certificate is the universal link: the apply tab with directApply', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: `${IPHONE_UA} KAKAOTALK 11.2.0`, configurable: true });
    renderBridge();
    const row = (await screen.findAllByRole('link', { name: /^주민등록표 등본/ }))[0]!;
    expect(row).toHaveAttribute('href', `${ORIGIN}/home/apply?directApply=${encodeURIComponent('주민등록표등본')}`);
    expect(row).not.toHaveAttribute('aria-haspopup');
    expect(row).toHaveAccessibleName('주민등록표 등본 카카오톡에서 신청하기');
  });

  it('on a phone outside the messenger the tap opens the messenger at once (001 §2.3); only when it did not come up does a popup offer to try again or install it', async () => {
    Object.defineProperty(navigator, 'userAgent', { value: ANDROID_UA, configurable: true });
    const frames: string[] = [];
    const appendChild = document.body.appendChild.bind(document.body);
    // The scheme call's hidden frame is recorded, not loaded.
    const append = vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (!(node instanceof HTMLIFrameElement)) return appendChild(node);
      frames.push(node.src);
      return node;
    });
    renderBridge();
    const row = (await screen.findAllByRole('link', { name: /^주민등록표 등본/ }))[0]!;
    expect(row).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(row);
    // The messenger is asked at once, with the universal link: the apply tab with directApply.
    expect(frames).toEqual([`kakaotalk://inappbrowser?url=${encodeURIComponent(`${ORIGIN}/home/apply?directApply=${encodeURIComponent('주민등록표등본')}`)}`]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Still here after the Android fallback (1.3 s): the messenger did not come up.
    const popup = await screen.findByRole('alertdialog', { name: '앱이 설치되지 않았습니다. 앱을 설치해주세요' }, { timeout: 3000 });
    expect(within(popup).getByRole('button', { name: '설치하기' })).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: '카카오톡에서 다시 열기' }));
    expect(frames).toHaveLength(2);
    expect(currentLocation()).toBe('/');
    append.mockRestore();
  });

  it('shows an error with a retry when the catalogue cannot be read, and the list after the retry', async () => {
    let fail = true;
    server.use(
      http.get('*/zzng_static/macaron/qrcode/qrcodeInfo.json', () => (fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(CATALOGUE))),
    );
    renderBridge();
    expect(await screen.findByText('증명서 목록을 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('45종')).toBeInTheDocument();
    expect(currentLocation()).toBe('/');
  });
});

describe('the promotion and the header (spec 001 §2.3; 000 §4.1)', () => {
  it('a browser outside the messenger reads where the service is and how to reach it, and on a PC the button shows the service QR', async () => {
    renderBridge();
    expect(screen.getByText(/^전자증명서 지갑은 휴대폰의 카카오톡에서 이용할 수 있어요\. 증명서를 누르면 나오는 QR 코드를/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '서비스 바로가기' }));
    expect(currentLocation()).toBe('/layer/qr');
    const dialog = await screen.findByRole('dialog', { name: '전자증명서 지갑' });
    expect(within(dialog).getByRole('img', { name: '전자증명서 지갑 QR 코드' })).toHaveAttribute('src', SERVICE.qrCodeImageUrl);
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(currentLocation()).toBe('/');
  });

  it('inside the messenger the button goes to the service, with no notice', () => {
    document.cookie = 'jigap_messenger=11.2.0';
    renderBridge();
    expect(screen.queryByText(/^전자증명서 지갑은 휴대폰의 카카오톡에서/)).toBeNull();
    expect(screen.getByRole('link', { name: '서비스 바로가기' })).toHaveAttribute('href', '/home/apply');
  });

  it('share goes through the messenger adapter; a plain desktop browser copies the link and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderBridge();
    await userEvent.click(screen.getByRole('button', { name: '공유하기' }));
    await waitFor(() => expect(getToast()?.message).toBe('주소가 복사되었습니다.'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/`);
    expect(window.__jigapBridgeCalls?.at(-1)).toMatchObject({ name: 'share', args: ['jigap-bridge', { url: `${window.location.origin}/` }] });
  });
});

describe('the QR layers (spec 001 §2.3, §2.4, §8 Bridge)', () => {
  it('copy URL copies the certificate’s universal link: 주소가 복사되었습니다.', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderBridge(`/layer/qr/${encodeURIComponent('주민등록표등본')}`);
    const dialog = await screen.findByRole('dialog', { name: '주민등록표 등본' });
    await userEvent.click(within(dialog).getByRole('button', { name: '주소 복사' }));
    await waitFor(() => expect(getToast()?.message).toBe('주소가 복사되었습니다.'));
    expect(writeText).toHaveBeenCalledWith(CATALOGUE.at(-1)!.shortenUrl);
  });

  it('a QR download that fails is reported to error reporting, and the user sees nothing', async () => {
    server.use(http.get('*/zzng_static/macaron/qrcode/qr-*', () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })));
    renderBridge(`/layer/qr/${encodeURIComponent('주민등록표등본')}`);
    const dialog = await screen.findByRole('dialog', { name: '주민등록표 등본' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'QR 저장' }));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ level: 'error', message: expect.stringContaining('QR download failed') });
    expect(getToast()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an image that cannot be loaded says so in its place, under the same accessible name', async () => {
    renderBridge(`/layer/qr/${encodeURIComponent('주민등록표등본')}`);
    const dialog = await screen.findByRole('dialog', { name: '주민등록표 등본' });
    fireEvent.error(within(dialog).getByRole('img', { name: '주민등록표 등본 QR 코드' }));
    expect(within(dialog).getByRole('img', { name: '주민등록표 등본 QR 코드' })).toHaveTextContent('QR 코드를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
  });

  it('an edocName not in the catalogue goes to the apply tab, keeping the query string', async () => {
    renderBridge(`/layer/qr/${encodeURIComponent('없는증명서')}?from=bridge&utm=qr`);
    await screen.findByText('apply tab');
    expect(currentLocation()).toBe('/home/apply?from=bridge&utm=qr');
  });
});
