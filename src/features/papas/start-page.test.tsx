// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { PackageInfo, PackageStatus } from '../../../contracts/generated/api';
import { initialRunnerState, type RunnerProfile, type RunnerState } from '../../runner/machine';
import { RETURN_READ_TRIES } from '../../runner/use-runner';
import { setupMockApi } from '../../testing/mock-api';
import { walletAndDevice } from '../../testing/mocks/session';
import { createTestStore } from '../../testing/test-store';
import { PopupHost } from '../../ui/popup';
import { usePopups } from '../../lib/popup-store';
import { PapasStartPage } from './start-page';

/**
 * The start page when the browser comes back from the signing page or the portal (001 §4.1
 * steps 4-5, §8): a read of the package that fails must not lose a signed package.
 */
const FAST: RunnerProfile = { pollIntervalMs: 20, maxPolls: 20, afterPolls: 'fail', needsDocument: false };
const INFO: PackageInfo = {
  papas: 'P1',
  package: 'loan-basic',
  title: '직장인 신용대출 증명서 제출',
  description: '한빛은행에 제출합니다.',
  recipient: '한빛은행',
  recipientAddress: 'AAAAAAAAAAAAAAAAAAAA',
  issuer: '행정안전부',
  documentNames: ['주민등록표 등본'],
  additionalPackageInfo: {},
  inputAlertMessage: null,
  isSkipCompletedSubmissionPage: false,
  appSchemeBundle: {
    cancel: { url: '/sim/partner/return/cancel?papas=P1' },
    success: { url: '/sim/partner/return/success?papas=P1', buttonName: '한빛은행으로 돌아가기' },
    failed: { url: '/sim/partner/return/failed?papas=P1', buttonName: '한빛은행으로 돌아가기' },
    notQualified: { url: '/sim/partner/return/notQualified?papas=P1', buttonName: '한빛은행으로 돌아가기' },
  },
  inputs: [],
  applicationId: 'K1',
  packageState: 'SIGN_REQUESTED',
};

const signed: PackageStatus = { packageState: 'SIGN_REQUESTED', signStatus: 'COMPLETE', documents: [] };
const unsigned: PackageStatus = { packageState: 'SIGN_REQUESTED', signStatus: 'PREPARE', documents: [] };
const completed: PackageStatus = { packageState: 'COMPLETED', signStatus: 'COMPLETE', documents: [] };

/** What the package read answers, one entry per read ('down': the request is dropped); the last repeats. */
let reads: (PackageStatus | 'down')[] = [];
let readCount = 0;
const calls: string[] = [];

const server = setupServer(
  http.get('*/api/v2/papas/P1', () => HttpResponse.json({ result: INFO })),
  walletAndDevice(),
  http.get('*/api/v1/user/status', () => HttpResponse.json({ result: { joined: true, certificateStatus: 'ACTIVE' } })),
  http.get('*/api/v2/application/package/K1', () => {
    const answer = reads[Math.min(readCount, reads.length - 1)];
    readCount += 1;
    calls.push('read');
    return answer === 'down' ? HttpResponse.error() : HttpResponse.json({ result: answer });
  }),
  http.post('*/api/v2/application/package/K1', () => {
    calls.push('start');
    return HttpResponse.json({ result: { packageState: 'PROCESSING', url: null } });
  }),
  http.post('*/api/v2/application/package', () => {
    calls.push('create');
    // A hash: jsdom does not leave the page for the signing url.
    return HttpResponse.json({ result: { applicationId: 'K1', url: '#sign-package-K1' } });
  }),
);

setupMockApi(server, {
  reset: () => {
    sessionStorage.clear();
    reads = [];
    readCount = 0;
    calls.length = 0;
    shown.length = 0;
  },
});

/** Every popup message shown while the test runs (the progress sheet closes popups when it goes). */
const shown: string[] = [];
function PopupProbe() {
  const popups = usePopups();
  for (const popup of popups) if (!shown.includes(popup.message ?? '')) shown.push(popup.message ?? '');
  return null;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
const location = () => screen.getByTestId('location').textContent ?? '';
const errorMessage = () => new URLSearchParams(location().split('?')[1]).get('message');

/** The state the runner left in sessionStorage before the browser went to another site. */
function leftFor(phase: RunnerState['phase'], profile: RunnerProfile = FAST) {
  const state: RunnerState = { ...initialRunnerState('papas:P1', 'CHANNELING', false, '/papas/P1/start', profile), phase, id: 'K1' };
  sessionStorage.setItem('jigap.papas.P1', JSON.stringify(state));
}

function renderReturn() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/papas/P1/start?resume=1']}>
        <Routes>
          <Route path="/papas/:papas/start" element={<PapasStartPage profile={FAST} />} />
          <Route path="*" element={<p>other page</p>} />
        </Routes>
        <LocationProbe />
        <PopupProbe />
        <PopupHost />
      </MemoryRouter>
    </Provider>,
  );
}

const WAIT = { timeout: 5000 };
const next = async () => userEvent.click(await screen.findByRole('button', { name: '다음' }, WAIT));

describe('back from the signing page (001 §4.1 steps 4-5)', () => {
  it('one dropped read is read again: the signed package starts and completes, nothing is created again', async () => {
    leftFor('signing');
    reads = ['down', signed, completed];
    renderReturn();
    await waitFor(() => expect(location()).toBe('/papas/P1/complete'), WAIT);
    expect(calls).toEqual(['read', 'read', 'start', 'read']);
  });

  it(`every read fails (${RETURN_READ_TRIES} tries): a popup, nothing created; 다음 reads the package first and a signed one goes on`, async () => {
    leftFor('signing');
    reads = ['down'];
    renderReturn();
    const popup = await screen.findByRole('alertdialog', {}, WAIT);
    expect(within(popup).getByText('예상하지 못한 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(calls).toEqual(Array(RETURN_READ_TRIES).fill('read'));
    await userEvent.click(within(popup).getByRole('button', { name: '확인' }));
    expect(location()).toBe('/papas/P1/start');

    reads = [signed, completed];
    readCount = 0;
    await next();
    await waitFor(() => expect(location()).toBe('/papas/P1/complete'), WAIT);
    expect(calls).not.toContain('create');
    expect(calls.slice(RETURN_READ_TRIES)).toEqual(['read', 'start', 'read']);
  });

  it('다음 while the read still fails: the popup again, and still nothing is created', async () => {
    leftFor('signing');
    reads = ['down'];
    renderReturn();
    await userEvent.click(within(await screen.findByRole('alertdialog', {}, WAIT)).getByRole('button', { name: '확인' }));
    await next();
    await screen.findByRole('alertdialog', {}, WAIT);
    expect(calls).toEqual(Array(RETURN_READ_TRIES + 1).fill('read'));
    expect(location()).toBe('/papas/P1/start');
  });

  it('다음 pressed while the return reads are still tried: the flow goes on once; their later answer is old news', async () => {
    // A second apart: 다음 falls between the first and the second try, which answers "signed" too.
    leftFor('signing', { ...FAST, pollIntervalMs: 1000 });
    reads = ['down', signed, signed, completed];
    renderReturn();
    await waitFor(() => expect(calls).toEqual(['read']), WAIT);
    await next();
    await waitFor(() => expect(location()).toBe('/papas/P1/complete'), { timeout: 8000 });
    expect(calls).not.toContain('create');
    expect(calls.filter((call) => call === 'start')).toHaveLength(1);
    expect(shown).toEqual([]);
  });

  it('the user left the signing page without signing: 다음 reads, then creation answers the signing url again', async () => {
    leftFor('signing');
    reads = [unsigned];
    renderReturn();
    await waitFor(() => expect(calls).toEqual(['read']), WAIT);
    await next();
    await waitFor(() => expect(calls).toEqual(['read', 'read', 'create']), WAIT);
    await waitFor(() => expect(window.location.hash).toBe('#sign-package-K1'), WAIT);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('back from the portal (001 §4.1 step 5, §8)', () => {
  it('a dropped read is read again and goes to progress', async () => {
    leftFor('channeling');
    reads = ['down', completed];
    renderReturn();
    await waitFor(() => expect(location()).toBe('/papas/P1/complete'), WAIT);
    // The portal's answer moves to progress, whose poll finds the package complete.
    expect(calls).toEqual(['read', 'read', 'read']);
  });

  it('every read fails: not a silent stop — the popup; 다음 reads the package and carries on', async () => {
    leftFor('channeling');
    reads = ['down'];
    renderReturn();
    await userEvent.click(within(await screen.findByRole('alertdialog', {}, WAIT)).getByRole('button', { name: '확인' }));
    expect(location()).toBe('/papas/P1/start');
    reads = [completed];
    readCount = 0;
    await next();
    await waitFor(() => expect(location()).toBe('/papas/P1/complete'), WAIT);
    expect(calls).not.toContain('create');
  });
});

describe('a missing applicationId or channelingUrl (001 §4.1, §8): the partner error page, not a crash', () => {
  it('creation answering without applicationId', async () => {
    server.use(http.post('*/api/v2/application/package', () => HttpResponse.json({ result: { applicationId: null, url: '#sign' } })));
    leftFor('signing');
    reads = [unsigned];
    renderReturn();
    await waitFor(() => expect(calls).toEqual(['read']), WAIT);
    await next();
    await waitFor(() => expect(location()).toMatch(/^\/error\/papas\/P1\?code=ERROR&message=/), WAIT);
    expect(errorMessage()).toBe('신청 정보가 없어요. 처음부터 다시 신청해 주세요.');
  });

  it('the start answering CHANNELING without its url', async () => {
    server.use(http.post('*/api/v2/application/package/K1', () => HttpResponse.json({ result: { packageState: 'CHANNELING', url: null } })));
    leftFor('signing');
    reads = [signed];
    renderReturn();
    await waitFor(() => expect(location()).toMatch(/^\/error\/papas\/P1\?code=ERROR&message=/), WAIT);
    expect(errorMessage()).toBe('정부24로 이동할 주소가 없어요. 처음부터 다시 신청해 주세요.');
  });
});
