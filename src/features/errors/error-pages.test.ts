import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_PAGE, errorPageFor, NOT_FOUND_PAGE, papasErrorPages } from './error-pages';

describe('error page by code (spec 000 §8.3)', () => {
  it('UNDER_14 says only users 14 and over', () => {
    expect(errorPageFor({ code: 'UNDER_14' }).message).toContain('만 14세 이상');
  });
  it('INVALID_ACCOUNT offers a login button', () => {
    expect(errorPageFor({ code: 'INVALID_ACCOUNT' }).button).toBe('login');
  });
  it('MAINTENANCE shows the server message when there is one', () => {
    expect(errorPageFor({ code: 'MAINTENANCE', message: '02:00까지 점검합니다.' }).message).toBe('02:00까지 점검합니다.');
    expect(errorPageFor({ code: 'MAINTENANCE' }).title).toBe('서비스 점검 중입니다');
  });
  it('MOIS_ERROR defaults to temporarily unavailable', () => {
    expect(errorPageFor({ code: 'MOIS_ERROR' }).message).toContain('일시적으로 이용할 수 없습니다');
  });
  it('NOT_PILSNER_REQUEST, PILSNER_HEADER_REQUIRED, REQUIRED_TO_ISSUE_CERTIFICATION are the generic error', () => {
    const generic = errorPageFor({ code: 'NOT_PILSNER_REQUEST' });
    expect(errorPageFor({ code: 'PILSNER_HEADER_REQUIRED' })).toBe(generic);
    expect(errorPageFor({ code: 'REQUIRED_TO_ISSUE_CERTIFICATION' })).toBe(generic);
  });
  it('status 404 is page not found; anything else the default service error with a home button', () => {
    expect(errorPageFor({ status: '404' })).toBe(NOT_FOUND_PAGE);
    expect(errorPageFor({ code: 'WHATEVER', status: '500' })).toBe(DEFAULT_ERROR_PAGE);
    expect(DEFAULT_ERROR_PAGE.button).toBe('home');
  });
  it('the partner page says applications are delayed on TOO_MANY_REQUESTS', () => {
    expect(errorPageFor({ code: 'TOO_MANY_REQUESTS' }, papasErrorPages).message).toContain('신청이 많아');
  });
});
