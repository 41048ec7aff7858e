// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { agreementResultKey, settleLayerResult } from '../../lib/layer-results';
import { pickerLayers } from '../../forms/widget-registry';
import { setupMockApi } from '../../testing/mock-api';
import { IssuePage } from './issue-page';
import ExternalChannelingLayer, { isExternalChannelingEdoc } from './external-channeling-layer';
import { certificates, findCertificate } from '../../forms/catalogue';
import { LayerOutlet } from '../../ui/layer-outlet';
import { lookupHandlers, PURPOSES } from '../../forms/test-utils';
import { createTestStore } from '../../testing/test-store';
import { LocationProbe, currentLocation } from '../../testing/location-probe';
import { getToast } from '../../ui/toast-store';

const requested: string[] = [];
// The form page reads the citizen's status as it opens (useUserStatusQuery): a member here.
const member = http.get('*/api/v1/user/status', () => HttpResponse.json({ result: { joined: true, certificateStatus: 'ACTIVE' } }));
const server = setupServer(...lookupHandlers, member);
setupMockApi(server, {
  reset: () => {
    sessionStorage.clear();
    requested.length = 0;
  },
});
beforeAll(() => server.events.on('request:start', ({ request }) => requested.push(decodeURIComponent(new URL(request.url).pathname))));

function renderIssue(url: string) {
  const store = createTestStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/issue/:edoc" element={<IssuePage />}>
            <Route path="layer/agreement" element={<AgreementStandIn />} />
            <Route path="layer/*" element={<LayerOutlet table={pickerLayers} />} />
          </Route>
          <Route path="/home/:tab/layer/external-channeling/:edoc" element={<ExternalLayerRoute />} />
          <Route path="*" element={<p>other page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

/** The application terms layer, answered as the test says (agreed, or closed with null). */
let agreementAnswer: unknown = { joined: true };
const agreementsOpened: string[][] = [];
function AgreementStandIn() {
  const location = useLocation();
  const navigate = useNavigate();
  const types = new URLSearchParams(location.search).getAll('types');
  useEffect(() => {
    agreementsOpened.push(types);
    settleLayerResult(agreementResultKey(types), agreementAnswer);
    navigate(-1);
    // Answer once per opening: each opening mounts the layer's route anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function ExternalLayerRoute() {
  const location = useLocation();
  const edoc = decodeURIComponent(location.pathname.split('/').at(-1) ?? '');
  return <ExternalChannelingLayer params={{ edoc }} close={() => undefined} />;
}

/** The first open of a layer loads its code. */
const SLOW = { timeout: 5000 };

async function pick(button: RegExp, option: string | RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: button }, SLOW));
  // The loading sheet is replaced by the layer's own sheet once its code has arrived.
  await userEvent.click(await screen.findByRole('radio', { name: option }, SLOW));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('/issue/:edoc', () => {
  it('an unknown edoc is an invalid path', async () => {
    renderIssue('/issue/없는증명서');
    await waitFor(() => expect(currentLocation()).toBe('/error/invalid_path'));
  });

  it('titles the page "{name} | 전자증명서 지갑" and shows the certificate info', async () => {
    renderIssue('/issue/차상위계층확인서');
    expect(document.title).toBe('차상위계층 확인서 | 전자증명서 지갑');
    expect(screen.getByRole('heading', { level: 1, name: '차상위계층 확인서' })).toBeInTheDocument();
    expect(screen.getByText('정부24 연계 발급')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '신청하기' })).toBeInTheDocument();
  });

  it('fills 시도 → 시군구 → 사용용도 through picker layers and applies with the data (문서종류 added)', async () => {
    let applied: { data: Record<string, unknown>; returnUrl: string; noCallback: boolean } | null = null;
    server.use(
      http.post('*/api/v2/application', async ({ request }) => {
        applied = (await request.json()) as typeof applied;
        // No url: the runner goes to the fail page instead of leaving jsdom for the sign page.
        return HttpResponse.json({ result: { code: 'REDIRECT', url: null, id: 'A1' } });
      }),
    );
    renderIssue('/issue/차상위계층확인서');
    const sigungu = await screen.findByRole('button', { name: /시\/군\/구/ });
    expect(sigungu).toBeDisabled();

    await pick(/주민등록지 시\/도|시\/도/, '경기도');
    expect(currentLocation()).toBe('/issue/차상위계층확인서');
    expect(screen.getByRole('button', { name: /경기도/ })).toBeInTheDocument();

    await pick(/시\/군\/구/, '수원시 권선구');
    expect(screen.getByRole('button', { name: /수원시 권선구/ })).toBeInTheDocument();

    await pick(/사용 용도/, PURPOSES[1]!);
    expect(requested).toContain('/api/v2/application/info/차상위계층확인서/사용용도');

    await userEvent.click(screen.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(applied).not.toBeNull());
    // The application terms of a CHANNELING certificate came first (spec 000 §2.3, §3).
    expect(agreementsOpened.at(-1)).toEqual(['APPLICATION_CHANNELING']);
    expect(applied!.data).toMatchObject({ 문서종류: '차상위계층확인서', 시도: '경기도', 시군구: '수원시 권선구', 사용용도: PURPOSES[1] });
    expect(applied!.noCallback).toBe(true);
    expect(decodeURIComponent(applied!.returnUrl)).toBe('/issue/차상위계층확인서?resume=1');
    expect(JSON.parse(sessionStorage.getItem('jigap:issue-form:차상위계층확인서')!)).toMatchObject({
      시도: '경기도',
      시군구: '수원시 권선구',
      사용용도: PURPOSES[1],
      주민등록번호표기: '전체표기',
    });
  });

  it('sent here by another page (returnTo): the runner carries it in its origin, through the sign page’s return', async () => {
    let applied: { returnUrl: string } | null = null;
    server.use(
      http.post('*/api/v2/application', async ({ request }) => {
        applied = (await request.json()) as typeof applied;
        return HttpResponse.json({ result: { code: 'REDIRECT', url: null, id: 'A1' } });
      }),
    );
    const request = '/presentation?client_id=x509_hash%3Aabc&request_uri=https%3A%2F%2Fwallet.example%2Foid4vp%2Frequests%2F1';
    sessionStorage.setItem('jigap:issue-form:차상위계층확인서', JSON.stringify({ 시도: '경기도', 시군구: '수원시 권선구', 사용용도: PURPOSES[1] }));
    renderIssue(`/issue/차상위계층확인서?returnTo=${encodeURIComponent(request)}`);
    await userEvent.click(await screen.findByRole('button', { name: '신청하기' }, SLOW));
    await waitFor(() => expect(applied).not.toBeNull());
    const returnUrl = new URL(applied!.returnUrl, 'https://wallet.example');
    expect([decodeURIComponent(returnUrl.pathname), returnUrl.searchParams.get('returnTo'), returnUrl.searchParams.get('resume')]).toEqual(['/issue/차상위계층확인서', request, '1']);
  });

  it('back from a form another page sent the citizen to goes to that page', async () => {
    const request = '/presentation?client_id=x509_hash%3Aabc&request_uri=https%3A%2F%2Fwallet.example%2Foid4vp%2Frequests%2F1';
    renderIssue(`/issue/차상위계층확인서?returnTo=${encodeURIComponent(request)}`);
    await userEvent.click(await screen.findByRole('button', { name: '뒤로 가기' }, SLOW));
    await waitFor(() => expect(currentLocation()).toBe(decodeURIComponent(request)));
  });

  it('a returnTo naming another origin is ignored: back goes to the apply tab', async () => {
    renderIssue(`/issue/차상위계층확인서?returnTo=${encodeURIComponent('//evil.example/steal')}`);
    await userEvent.click(await screen.findByRole('button', { name: '뒤로 가기' }, SLOW));
    await waitFor(() => expect(currentLocation()).toBe('/home/apply'));
  });

  it('closing the application terms without agreeing applies for nothing', async () => {
    agreementAnswer = null;
    sessionStorage.setItem(
      'jigap:issue-form:차상위계층확인서',
      JSON.stringify({ 시도: '경기도', 시군구: '수원시 권선구', 사용용도: PURPOSES[1], 주민등록번호표기: '전체표기' }),
    );
    try {
      renderIssue('/issue/차상위계층확인서');
      await userEvent.click(await screen.findByRole('button', { name: '신청하기' }, SLOW));
      await waitFor(() => expect(agreementsOpened.length).toBeGreaterThan(0));
      await waitFor(() => expect(currentLocation()).toBe('/issue/차상위계층확인서'));
      expect(requested).not.toContain('/api/v2/application');
    } finally {
      agreementAnswer = { joined: true };
    }
  });

  it('changing 시도 clears a 시군구 of another 시도', async () => {
    sessionStorage.setItem('jigap:issue-form:차상위계층확인서', JSON.stringify({ 시도: '서울특별시', 시군구: '종로구' }));
    renderIssue('/issue/차상위계층확인서');
    expect(await screen.findByRole('button', { name: /종로구/ }, SLOW)).toBeInTheDocument();
    await pick(/서울특별시/, '경기도');
    await waitFor(() => expect(screen.queryByRole('button', { name: /종로구/ })).not.toBeInTheDocument());
  });

  it('재발급 (?reissue=): the form is filled with the values of the application that issued the document, kept for the session; the marker leaves the address', async () => {
    const values = { 시도: '서울특별시', 시군구: '종로구', 사용용도: PURPOSES[0] };
    server.use(
      http.get('*/api/v2/inbox/D9/reissue', () => HttpResponse.json({ result: { path: '차상위계층확인서', name: '차상위계층 확인서', formData: values } })),
    );
    // What this session had typed before gives way to the document's values.
    sessionStorage.setItem('jigap:issue-form:차상위계층확인서', JSON.stringify({ 시도: '경기도' }));
    renderIssue('/issue/차상위계층확인서?reissue=D9');
    expect(await screen.findByRole('button', { name: /종로구/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(PURPOSES[0]!) })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/issue/차상위계층확인서'));
    expect(JSON.parse(sessionStorage.getItem('jigap:issue-form:차상위계층확인서')!)).toMatchObject(values);
  });

  it('재발급 of a document that cannot be read again says so and leaves the form as it was', async () => {
    server.use(http.get('*/api/v2/inbox/GONE/reissue', () => HttpResponse.json({ code: 'DOCUMENT_NOT_FOUND', message: '' }, { status: 404 })));
    renderIssue('/issue/차상위계층확인서?reissue=GONE');
    await waitFor(() => expect(getToast()?.message).toBe('이전 신청 내용을 불러오지 못했어요. 직접 입력해 주세요.'));
    await waitFor(() => expect(currentLocation()).toBe('/issue/차상위계층확인서'));
    expect(screen.queryByRole('button', { name: /종로구/ })).toBeNull();
  });

  it('restores the form of this session and shows Korean errors on an empty submit', async () => {
    renderIssue('/issue/차상위계층확인서');
    await userEvent.click(await screen.findByRole('button', { name: '신청하기' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining(['주민등록지 시/도를 선택해 주세요.', '사용 용도를 선택해 주세요.']),
    );
    // Nothing is applied for with invalid data.
    expect(requested).not.toContain('/api/v2/application');
  });

  it('closing a picker with back answers the widget with nothing', async () => {
    renderIssue('/issue/차상위계층확인서');
    await userEvent.click(await screen.findByRole('button', { name: /시\/도/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/issue/차상위계층확인서');
  });

  it('shows an external-channeling certificate’s site as its manifest describes it: badge, name, guide, example', async () => {
    renderIssue('/issue/가족관계증명서');
    const { site } = findCertificate('가족관계증명서')!.manifest;
    const guide = await screen.findByTestId('external-channeling-guide');
    expect(within(guide).getByRole('heading', { name: `${site!.name}에서 신청하기` })).toBeInTheDocument();
    expect(within(guide).getByText(site!.guide)).toBeInTheDocument();
    expect(within(guide).getByText(/'전자문서지갑'을 선택해 주세요/)).toBeInTheDocument();
    expect(within(guide).getByRole('img', { name: new RegExp(`^${site!.name} 신청 화면 예시`) })).toHaveTextContent(`${site!.name} · 증명서 발급`);
    expect(screen.getByText(site!.badge)).toBeInTheDocument();
  });
});

describe('external-channeling/{edoc} layer', () => {
  it('the accepted names are the catalogue\'s EXTERNAL_CHANNELING certificates, as data (spec 000 §5 names the court\'s five)', () => {
    for (const entry of certificates) expect(isExternalChannelingEdoc(entry.manifest.path)).toBe(entry.manifest.applicationType === 'EXTERNAL_CHANNELING');
    expect(isExternalChannelingEdoc(undefined)).toBe(false);
    expect(isExternalChannelingEdoc('없는증명서')).toBe(false);
  });

  it.each(['가족관계증명서', '기본증명서', '혼인관계증명서', '입양관계증명서', '친양자입양관계증명서'])('accepts %s', async (edoc) => {
    renderIssue(`/home/apply/layer/external-channeling/${edoc}`);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('sends any other name to the invalid-path error', async () => {
    renderIssue('/home/apply/layer/external-channeling/주민등록표등본');
    await waitFor(() => expect(currentLocation()).toBe('/error/invalid_path'));
  });
});

describe('lookup widgets', () => {
  it('payer-number defaults to the latest workplace', async () => {
    renderIssue('/issue/국민연금보험료납부확인서');
    await act(async () => undefined);
    expect(await screen.findByRole('button', { name: /주식회사 한빛소프트웨어 \(12345678901\)/ }, SLOW)).toBeInTheDocument();
  });

  it('insurance-number lists the citizen cards', async () => {
    renderIssue('/issue/건강보험증');
    await pick(/건강보험증 번호/, /51234567890.*자격취득일 2021\.03\.01/);
    expect(screen.getByRole('button', { name: /51234567890/ })).toBeInTheDocument();
  });
});
