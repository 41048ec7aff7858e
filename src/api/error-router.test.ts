import { describe, expect, it } from 'vitest';
import { APPLY_TAB_CODES, isHashCode, POPUP_CODES, POPUPS, papasOfPath, popupCodesThen, popupRow, routeError, type ErrorAction, type ErrorContext } from './error-router';
import type { NormalizedError } from './normalize-error';
import type { ApiError } from './types';

const body = (code: string, extra: Partial<ApiError> = {}): ApiError => ({
  code,
  message: `${code} 메시지`,
  title: `${code} 제목`,
  buttons: [],
  reason: null,
  returnUrl: null,
  status: 400,
  ...extra,
});
const http = (status: number, apiBody: ApiError | null): NormalizedError => ({ kind: 'http', status, body: apiBody });
const at = (url: string, extra: Partial<ErrorContext> = {}): ErrorContext => ({ url, ...extra });

/** A navigation's target as its path (`path`) and query (a `path` query parameter as `path_`). */
function query(action: ErrorAction): Record<string, string> {
  if (action.type !== 'navigate') throw new Error(`not a navigation: ${JSON.stringify(action)}`);
  const url = new URL(action.to, 'http://x');
  const params = Object.fromEntries([...url.searchParams].map(([key, value]) => [key === 'path' ? 'path_' : key, value]));
  return { path: url.pathname, ...params };
}

describe('error routing (spec 000 §8.2)', () => {
  it('1. cancelled requests and time-outs are ignored', () => {
    expect(routeError({ kind: 'cancelled' }, at('/home/inbox'))).toEqual({ type: 'ignore' });
    expect(routeError({ kind: 'timeout' }, at('/home/inbox'))).toEqual({ type: 'ignore' });
  });

  it('2. reason UNAUTHENTICATED redirects to the login with the current url', () => {
    const action = routeError(
      http(401, body('UNAUTHENTICATED', { reason: 'UNAUTHENTICATED', returnUrl: '/sim/login', status: 401 })),
      at('/home/inbox?x=1'),
    );
    expect(action).toEqual({ type: 'login', to: `/sim/login?returnUrl=${encodeURIComponent('/home/inbox?x=1')}` });
  });

  it('2. any other reason goes to /error with its code, message and status — even for a popup code, which step 6 would show as a popup', () => {
    const action = routeError(http(403, body('ERROR', { reason: 'OTHER', status: 403 })), at('/home/apply'));
    expect(action).toEqual({ type: 'navigate', replace: true, to: '/error?code=ERROR&message=ERROR+%EB%A9%94%EC%8B%9C%EC%A7%80&status=403' });
  });

  it('2. a reason without a code names the reason as the code', () => {
    const action = routeError(http(403, { ...body('X'), code: undefined as unknown as string, reason: 'BLOCKED' }), at('/home/apply'));
    expect(query(action)).toEqual({ path: '/error', code: 'BLOCKED', message: 'X 메시지', status: '403' });
  });

  it('2. UNAUTHENTICATED without a login url goes to the messenger login; a login url with a query gets the returnUrl appended', () => {
    const noUrl = routeError(http(401, body('X', { reason: 'UNAUTHENTICATED', status: 401 })), at('/home/inbox'));
    expect(noUrl).toEqual({ type: 'login', to: `/sim/login?returnUrl=${encodeURIComponent('/home/inbox')}` });
    const withQuery = routeError(http(401, body('X', { reason: 'UNAUTHENTICATED', returnUrl: '/sim/login?persona=citizen' })), at('/home/inbox'));
    expect(withQuery).toEqual({ type: 'login', to: `/sim/login?persona=citizen&returnUrl=${encodeURIComponent('/home/inbox')}` });
  });

  it('2 before 3: on the viewer a reason goes to /error as step 2 writes it (no path, no returnUrl)', () => {
    const action = routeError(http(403, body('MOIS_ERROR', { reason: 'OTHER', status: 403 })), at('/issued/viewer/7', { where: 'viewer' }));
    expect(query(action)).toEqual({ path: '/error', code: 'MOIS_ERROR', message: 'MOIS_ERROR 메시지', status: '403' });
  });

  it('2 before 4: INVALID_PARAM with a reason goes to /error, not invalid-path', () => {
    expect(query(routeError(http(400, body('INVALID_PARAM', { reason: 'OTHER' })), at('/home/apply')))).toMatchObject({ path: '/error', code: 'INVALID_PARAM' });
  });

  it('3. on the viewer a code of no popup, a body-less answer and a lost network all go to the error page', () => {
    const viewer = at('/issued/viewer/7?x=1', { where: 'viewer' });
    expect(query(routeError(http(503, body('MOIS_ERROR', { status: 503, returnUrl: '/home/inbox' })), viewer))).toEqual({
      path: '/error',
      status: '503',
      code: 'MOIS_ERROR',
      path_: '/issued/viewer/7',
      message: 'MOIS_ERROR 메시지',
      returnUrl: '/home/inbox',
    });
    expect(query(routeError(http(500, null), viewer))).toEqual({ path: '/error', status: '500', code: 'ERROR', path_: '/issued/viewer/7', returnUrl: '/issued/viewer/7?x=1' });
    expect(query(routeError({ kind: 'network' }, viewer))).toEqual({ path: '/error', status: '0', code: 'NETWORK', path_: '/issued/viewer/7', returnUrl: '/issued/viewer/7?x=1' });
  });

  it('3 before 4: INVALID_PARAM on the channeling page goes to the error page, not invalid-path', () => {
    expect(query(routeError(http(400, body('INVALID_PARAM')), at('/issue/channeling', { where: 'channeling' })))).toMatchObject({ path: '/error', code: 'INVALID_PARAM' });
  });

  it('3 before 5 and 6: on the preview a wallet code and a popup code go to the error page', () => {
    for (const code of ['UNREGISTERED_WALLET', 'ERROR']) {
      expect(query(routeError(http(409, body(code)), at('/home/apply', { where: 'preview' })))).toMatchObject({ path: '/error', code });
    }
  });

  it('3 is for those pages only: where "default" routes as anywhere else', () => {
    expect(routeError(http(400, body('INVALID_PARAM')), at('/home/apply', { where: 'default' }))).toEqual({ type: 'navigate', replace: true, to: '/error/invalid_path' });
  });

  it('a code the page renders itself is inline; after step 3, before step 4', () => {
    expect(routeError(http(503, body('MAINTENANCE')), at('/home/inbox', { inlineCodes: ['MAINTENANCE'] }))).toEqual({ type: 'inline' });
    expect(routeError(http(400, body('INVALID_PARAM')), at('/home/inbox', { inlineCodes: ['INVALID_PARAM'] }))).toEqual({ type: 'inline' });
    expect(query(routeError(http(503, body('MAINTENANCE')), at('/issued/viewer/7', { where: 'viewer', inlineCodes: ['MAINTENANCE'] })))).toMatchObject({ path: '/error', code: 'MAINTENANCE' });
  });

  it('4. invalid-input errors go to invalid-path', () => {
    expect(routeError(http(400, body('INVALID_PARAM')), at('/home/apply'))).toEqual({ type: 'navigate', replace: true, to: '/error/invalid_path' });
  });

  it.each(['UNREGISTERED_WALLET', 'UNREGISTERED_DEVICE', 'REQUIRED_TO_RENEW_SERVICE_TERM', 'REQUIRED_TO_RENEW_PRIVACY_TERM', 'REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM'])(
    '5. %s hard-redirects to the apply tab, where its popup shows',
    (code) => {
      expect(routeError(http(409, body(code)), at('/home/inbox'))).toEqual({ type: 'hard-redirect', to: '/home/apply' });
      expect(routeError(http(409, body(code)), at('/home/apply?filter=edoc'))).toMatchObject({ type: 'popup', code });
    },
  );

  it.each(['ERROR', 'DISTRIBUTION_ERROR', 'APPLICATION_NOT_QUALIFIED', 'DOCUMENT_NOT_FOUND', 'DOCUMENT_EXPIRED'])('6. popup code %s shows a popup', (code) => {
    expect(routeError(http(400, body(code)), at('/home/inbox'))).toMatchObject({ type: 'popup', code });
  });

  it('6. a hash code is the {hash} popup: 16 or more hex digits and nothing else', () => {
    expect(routeError(http(400, body('9f86d081884c7d659a2feaa0c55ad015')), at('/issue/x'))).toMatchObject({ type: 'popup', code: '9f86d081884c7d659a2feaa0c55ad015' });
    expect(isHashCode('9F86D081884C7D65')).toBe(true);
    for (const code of ['9f86d081884c7d6', 'x9f86d081884c7d659a', '9f86d081884c7d659ax', 'MOIS_ERROR']) expect(isHashCode(code)).toBe(false);
  });

  it('5 before 6: a wallet code, also a popup code, hard-redirects away from the apply tab', () => {
    expect(POPUP_CODES).toContain('UNREGISTERED_DEVICE');
    expect(routeError(http(409, body('UNREGISTERED_DEVICE')), at('/home/inbox'))).toEqual({ type: 'hard-redirect', to: '/home/apply' });
  });

  it('7. no network goes to /error/refresh with where the user was', () => {
    expect(routeError({ kind: 'network' }, at('/home/inbox'))).toEqual({ type: 'navigate', replace: true, to: '/error/refresh?from=%2Fhome%2Finbox' });
  });

  it('7. a missing route goes to invalid-path', () => {
    expect(routeError(http(404, body('NOT_FOUND', { status: 404 })), at('/home/apply'))).toEqual({ type: 'navigate', replace: true, to: '/error/invalid_path' });
  });

  it('7. a 404 with no body is a missing route too; a 404 with another code, or NOT_FOUND with another status, goes to the error page', () => {
    expect(routeError(http(404, null), at('/home/apply'))).toEqual({ type: 'navigate', replace: true, to: '/error/invalid_path' });
    expect(query(routeError(http(404, body('MOIS_ERROR', { status: 404 })), at('/home/apply')))).toMatchObject({ path: '/error', code: 'MOIS_ERROR', status: '404' });
    expect(query(routeError(http(400, body('NOT_FOUND')), at('/home/apply')))).toMatchObject({ path: '/error', code: 'NOT_FOUND', status: '400' });
  });

  it('7. a body-less failure goes to the error page with its status alone', () => {
    expect(routeError(http(502, null), at('/home/apply'))).toEqual({ type: 'navigate', replace: true, to: '/error?status=502' });
  });

  it.each(['UNDER_14', 'KAKAOTALK_KR_ONLY', 'RESTRICTED_ACCOUNT', 'INVALID_ACCOUNT', 'MAIN_DEVICE_ONLY', 'MAINTENANCE', 'MOIS_ERROR', 'TOO_MANY_REQUESTS'])(
    '7. everything else (%s) goes to the error page with its code',
    (code) => {
      const action = routeError(http(403, body(code, { status: 403 })), at('/home/apply'));
      const url = new URL((action as { to: string }).to, 'http://x');
      expect(url.pathname).toBe('/error');
      expect(url.searchParams.get('code')).toBe(code);
      expect(url.searchParams.get('status')).toBe('403');
    },
  );

  it('TAB_MAINTENANCE is shown in place of the tab', () => {
    expect(routeError(http(503, body('TAB_MAINTENANCE')), at('/home/inbox'))).toEqual({ type: 'inline' });
  });

  it('in the partner flow, errors go to /error/papas/{papas} instead', () => {
    const action = routeError(http(500, body('PACKAGE_APPLICATION_FAILED', { status: 500 })), at('/papas/P1/start', { papas: 'P1' }));
    expect((action as { to: string }).to).toMatch(/^\/error\/papas\/P1\?code=PACKAGE_APPLICATION_FAILED/);
  });

  it.each(['viewer', 'preview', 'channeling'] as const)(
    '3. on the %s page DOCUMENT_NOT_FOUND and DOCUMENT_EXPIRED still show their popup (it closes the viewer, §8.4)',
    (where) => {
      for (const code of ['DOCUMENT_NOT_FOUND', 'DOCUMENT_EXPIRED']) {
        expect(routeError(http(404, body(code, { status: 404 })), at('/issued/viewer/7', { where }))).toMatchObject({ type: 'popup', code });
      }
      // A reason still wins over the popup (step 2 before step 3).
      const login = routeError(http(401, body('DOCUMENT_NOT_FOUND', { reason: 'UNAUTHENTICATED', returnUrl: '/sim/login' })), at('/issued/viewer/7', { where }));
      expect(login.type).toBe('login');
    },
  );

  it('a code named like an object property is no popup', () => {
    for (const code of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(popupRow(code)).toBeUndefined();
      expect(routeError(http(400, body(code)), at('/home/inbox')).type).toBe('navigate');
    }
  });
});

describe('the popup table (spec 000 §8.1, §8.4)', () => {
  it('has one row per popup code of §8.1 ({hash} aside)', () => {
    expect(Object.keys(POPUPS).sort()).toEqual(
      [
        'ERROR',
        'DISTRIBUTION_ERROR',
        'UNREGISTERED_WALLET',
        'UNREGISTERED_DEVICE',
        'APPLICATION_NOT_QUALIFIED',
        'DOCUMENT_NOT_FOUND',
        'DOCUMENT_EXPIRED',
        'REQUIRED_TO_RENEW_SERVICE_TERM',
        'REQUIRED_TO_RENEW_PRIVACY_TERM',
        'REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM',
      ].sort(),
    );
  });

  it('DOCUMENT_NOT_FOUND says 삭제된 증명서입니다. and DOCUMENT_EXPIRED 열람할 수 없는 문서입니다.; both close the viewer', () => {
    expect(POPUPS.DOCUMENT_NOT_FOUND.message).toBe('삭제된 증명서입니다.');
    expect(POPUPS.DOCUMENT_EXPIRED.message).toBe('열람할 수 없는 문서입니다.');
    expect(popupCodesThen('document-gone')).toEqual(['DOCUMENT_NOT_FOUND', 'DOCUMENT_EXPIRED']);
  });
});

describe('the partner flow (001 §8)', () => {
  it('a call made on a partner-flow page is in the partner flow without saying so', () => {
    const action = routeError(http(503, body('MAINTENANCE', { status: 503 })), at('/papas/P1/start/layer/agreement'));
    expect((action as { to: string }).to).toMatch(/^\/error\/papas\/P1\?code=MAINTENANCE/);
    expect(papasOfPath('/papas/a%20b/redirect')).toBe('a b');
    expect(papasOfPath('/papasx/P1/start')).toBeUndefined();
    expect(papasOfPath('/home/papas/P1/start')).toBeUndefined();
  });

  it('in the partner flow, wallet codes are popups in place, not the apply tab', () => {
    for (const code of APPLY_TAB_CODES) {
      expect(routeError(http(409, body(code, { status: 409 })), at('/papas/P1/start'))).toMatchObject({ type: 'popup', code });
    }
  });

  it('in the partner flow, 404 is the partner error page (page not found)', () => {
    const action = routeError(http(404, body('NOT_FOUND', { status: 404 })), at('/papas/P1/redirect'));
    expect((action as { to: string }).to).toBe('/error/papas/P1?code=NOT_FOUND&status=404');
    expect(routeError(http(404, null), at('/papas/P1/redirect'))).toEqual({ type: 'navigate', replace: true, to: '/error/papas/P1?code=NOT_FOUND&status=404' });
  });
});
