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
});

describe('the partner error page (001 §8)', () => {
  const partner = (query: Parameters<typeof errorPageFor>[0]) => errorPageFor(query, papasErrorPages);

  it("TOO_MANY_REQUESTS: 'service delayed due to many applications', with the home button", () => {
    expect(partner({ code: 'TOO_MANY_REQUESTS', status: '429' })).toEqual({
      title: '서비스 지연 안내',
      message: '신청이 많아 서비스가 지연되고 있습니다. 잠시 후 다시 시도해 주세요.',
      button: 'home',
    });
    // Only the partner page says so; elsewhere the delay is the users'.
    expect(errorPageFor({ code: 'TOO_MANY_REQUESTS' }).message).toBe('이용자가 많아 서비스가 지연되고 있습니다. 잠시 후 다시 시도해 주세요.');
  });

  it('PACKAGE_APPLICATION_FAILED: the failed application, the server message when there is one, the home button', () => {
    expect(partner({ code: 'PACKAGE_APPLICATION_FAILED' })).toEqual({
      title: '신청에 실패했습니다',
      message: '증명서 신청을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      useServerMessage: true,
      button: 'home',
    });
    expect(partner({ code: 'PACKAGE_APPLICATION_FAILED', message: '발급기관 응답이 없습니다.' }).message).toBe('발급기관 응답이 없습니다.');
  });

  it('the blocked accounts and the rest are the shared texts; 404 page not found; anything else the service error', () => {
    for (const code of ['UNDER_14', 'INVALID_ACCOUNT', 'KAKAOTALK_KR_ONLY', 'MAIN_DEVICE_ONLY', 'RESTRICTED_ACCOUNT', 'MAINTENANCE', 'MOIS_ERROR']) {
      expect(partner({ code })).toBe(errorPageFor({ code }));
    }
    expect(partner({ code: 'NOT_FOUND', status: '404' })).toBe(NOT_FOUND_PAGE);
    expect(partner({ code: 'ERROR', status: '409' })).toBe(DEFAULT_ERROR_PAGE);
  });
});
