// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import type { PackageInfo } from '../../../contracts/generated/api';
import { setupMockApi } from '../../testing/mock-api';
import { createTestStore } from '../../testing/test-store';
import { QUALIFICATION_CODES } from './package-effects';
import { usePackageRunner } from './use-package-runner';

/** 001 §8: a package application refused as not qualified goes to its own page; other errors to the partner error page. */
const INFO: PackageInfo = {
  papas: 'P1',
  package: 'veteran-benefit',
  title: '보훈 급여 신청',
  description: '국가보훈부에 제출합니다.',
  recipient: '국가보훈부',
  recipientAddress: 'AAAAAAAAAAAAAAAAAAAA',
  issuer: '국가보훈부',
  documentNames: ['국가유공자 확인원'],
  additionalPackageInfo: {},
  inputAlertMessage: null,
  isSkipCompletedSubmissionPage: false,
  appSchemeBundle: {
    cancel: { url: '/sim/partner/return/cancel?papas=P1' },
    success: { url: '/sim/partner/return/success?papas=P1', buttonName: '돌아가기' },
    failed: { url: '/sim/partner/return/failed?papas=P1', buttonName: '돌아가기' },
    notQualified: { url: '/sim/partner/return/notQualified?papas=P1', buttonName: '돌아가기' },
  },
  inputs: [],
  applicationId: null,
  packageState: null,
};

const refusal = (code: string, message: string, status = 400) =>
  HttpResponse.json({ code, message, title: null, buttons: [], reason: null, returnUrl: null, status }, { status });

const server = setupServer();
setupMockApi(server, { reset: () => sessionStorage.clear() });

function renderRunner() {
  const where = { current: '' };
  function Probe() {
    const location = useLocation();
    where.current = `${location.pathname}${location.search}`;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={['/papas/P1/start']}>
        {children}
        <Probe />
      </MemoryRouter>
    </Provider>
  );
  const { result } = renderHook(() => usePackageRunner({ papas: 'P1', info: INFO }), { wrapper });
  return { result, where };
}

const search = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('the partner flow’s not-qualified rule (001 §8)', () => {
  it('APPLICATION_NOT_QUALIFIED is the qualification code', () => {
    expect(QUALIFICATION_CODES).toEqual(['APPLICATION_NOT_QUALIFIED']);
  });

  it('creation refused with APPLICATION_NOT_QUALIFIED → /papas/{papas}/not_qualified with the server’s message', async () => {
    server.use(http.post('*/api/v2/application/package', () => refusal('APPLICATION_NOT_QUALIFIED', '보훈 대상자가 아닙니다.')));
    const { result, where } = renderRunner();
    act(() => result.current.submit([], 'ACTIVE'));
    await waitFor(() => expect(where.current.split('?')[0]).toBe('/papas/P1/not_qualified'));
    expect(search(where.current)).toEqual({ message: '보훈 대상자가 아닙니다.' });
    expect(result.current.state.phase).toBe('idle');
  });

  it('the start refused with APPLICATION_NOT_QUALIFIED → not_qualified too', async () => {
    server.use(
      http.post('*/api/v2/application/package', () => HttpResponse.json({ result: { applicationId: 'K1', url: '#sign-K1' } })),
      http.get('*/api/v2/application/package/K1', () => HttpResponse.json({ result: { packageState: 'SIGN_REQUESTED', signStatus: 'COMPLETE', documents: [] } })),
      http.post('*/api/v2/application/package/K1', () => refusal('APPLICATION_NOT_QUALIFIED', '자격이 없습니다.', 409)),
    );
    const { result, where } = renderRunner();
    act(() => result.current.submit([], 'ACTIVE'));
    await waitFor(() => expect(result.current.state.phase).toBe('signing'));
    // Back from signing: the read says signed, the start is refused.
    await act(() => result.current.signAgain());
    await waitFor(() => expect(where.current.split('?')[0]).toBe('/papas/P1/not_qualified'));
    expect(search(where.current)).toEqual({ message: '자격이 없습니다.' });
  });

  it('any other refusal goes to the partner error page with its code, status and message, not to not_qualified', async () => {
    server.use(http.post('*/api/v2/application/package', () => refusal('PACKAGE_APPLICATION_FAILED', '신청할 수 없습니다.', 500)));
    const { result, where } = renderRunner();
    act(() => result.current.submit([], 'ACTIVE'));
    await waitFor(() => expect(where.current.split('?')[0]).toBe('/error/papas/P1'));
    expect(search(where.current)).toEqual({ code: 'PACKAGE_APPLICATION_FAILED', status: '500', message: '신청할 수 없습니다.' });
  });
});
