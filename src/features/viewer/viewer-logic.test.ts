import { describe, expect, it } from 'vitest';
import { isPasswordComplete, pressKey, type KeypadKey } from './password';
import type { NormalizedError } from '../../api/normalize-error';
import { pdfLoadErrorAction, viewerErrorAction } from './viewer-errors';

describe('download password (spec 000 §5, §9: exactly 6 digits)', () => {
  const type = (keys: KeypadKey[]) => keys.reduce(pressKey, '');
  it('takes digits up to 6 and no more', () => {
    expect(type(['1', '2', '3', '4', '5', '6', '7'])).toBe('123456');
  });
  it('erases one, or clears all', () => {
    expect(type(['1', '2', 'erase'])).toBe('1');
    expect(type(['1', '2', 'clear', '3'])).toBe('3');
    expect(type(['erase'])).toBe('');
  });
  it.each([
    ['', false],
    ['12345', false],
    ['123456', true],
    ['12345a', false],
  ])('%s complete: %s', (value, complete) => expect(isPasswordComplete(value)).toBe(complete));
});

describe('viewer errors (spec 000 §8.2 step 3, §8.4)', () => {
  const url = '/issued/viewer/D1';
  const http = (status: number, code: string, extra = {}): NormalizedError => ({
    kind: 'http',
    status,
    body: { code, message: '메시지', title: '', buttons: [], reason: null, returnUrl: null, status, ...extra },
  });

  it('DOCUMENT_NOT_FOUND and DOCUMENT_EXPIRED show their popup', () => {
    expect(viewerErrorAction(http(404, 'DOCUMENT_NOT_FOUND'), url)).toMatchObject({ type: 'popup', code: 'DOCUMENT_NOT_FOUND' });
    expect(viewerErrorAction(http(410, 'DOCUMENT_EXPIRED'), url)).toMatchObject({ type: 'popup', code: 'DOCUMENT_EXPIRED' });
  });
  it('any other error goes to the error page with status, code, path, message, returnUrl', () => {
    const action = viewerErrorAction(http(500, 'ERROR'), url);
    expect(action.type).toBe('navigate');
    const to = new URL((action as { to: string }).to, 'http://x');
    expect(to.pathname).toBe('/error');
    expect(Object.fromEntries(to.searchParams)).toEqual({ status: '500', code: 'ERROR', path: url, message: '메시지', returnUrl: url });
  });
  it('no network goes to the error page too (not the refresh page)', () => {
    expect((viewerErrorAction({ kind: 'network' }, url) as { to: string }).to).toMatch(/^\/error\?status=0&code=NETWORK/);
  });
  it('a time-out is ignored; an unauthenticated answer logs in', () => {
    expect(viewerErrorAction({ kind: 'timeout' }, url)).toEqual({ type: 'ignore' });
    expect(viewerErrorAction(http(401, 'UNAUTHENTICATED', { reason: 'UNAUTHENTICATED' }), url).type).toBe('login');
  });
  it('a PDF that cannot be loaded goes to the error page with its status', () => {
    expect((pdfLoadErrorAction({ status: 404 }, url) as { to: string }).to).toMatch(/^\/error\?status=404/);
    expect((pdfLoadErrorAction(new Error('broken'), url) as { to: string }).to).toMatch(/^\/error\?status=0&code=NETWORK/);
  });
});
