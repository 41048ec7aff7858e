import { describe, expect, it } from 'vitest';
import { errorTexts } from '../../../shared/error-texts';
import { DEFAULT_ERROR_PAGE, errorPageFor, errorPages, NOT_FOUND_PAGE } from './error-pages';

describe('error page by code (spec 000 §8.3)', () => {
  it('UNDER_14 says only users 14 and over', () => {
    expect(errorPageFor({ code: 'UNDER_14' }).message).toContain('만 14세 이상');
  });
  it('INVALID_ACCOUNT offers a login button', () => {
    expect(errorPageFor({ code: 'INVALID_ACCOUNT' }).button).toBe('login');
  });
  it('MAINTENANCE shows the server message when there is one', () => {
    expect(errorPageFor({ code: 'MAINTENANCE', message: '02:00까지 점검해요.' }).message).toBe('02:00까지 점검해요.');
    expect(errorPageFor({ code: 'MAINTENANCE' }).title).toBe('서비스 점검 중이에요');
  });
  it('MOIS_ERROR defaults to temporarily unavailable, try again', () => {
    expect(errorPageFor({ code: 'MOIS_ERROR' }).message).toBe('발급기관 사정으로 잠시 이용할 수 없어요. 잠시 후 다시 시도해 주세요.');
  });
  it('NOT_PILSNER_REQUEST and PILSNER_HEADER_REQUIRED are the one generic error, with the home button', () => {
    const generic = errorPageFor({ code: 'NOT_PILSNER_REQUEST' });
    expect(errorPageFor({ code: 'PILSNER_HEADER_REQUIRED' })).toEqual(generic);
    expect(generic).toMatchObject({ title: '일시적인 오류가 발생했어요', button: 'home' });
  });
  it('status 404 is page not found; an unknown code the default service error with a home button', () => {
    expect(errorPageFor({ status: '404' })).toBe(NOT_FOUND_PAGE);
    expect(errorPageFor({ code: 'WHATEVER', status: '500' })).toBe(DEFAULT_ERROR_PAGE);
    expect(DEFAULT_ERROR_PAGE.button).toBe('home');
  });
});

describe('one text per error code (docs/glossary.md)', () => {
  it('every code the server can send has a page with exactly the words the server sends', () => {
    for (const [code, text] of Object.entries(errorTexts)) {
      expect(errorPageFor({ code }), code).toMatchObject({ title: text.title, message: text.message });
    }
  });

  it('REQUIRED_TO_ISSUE_CERTIFICATION says what the server says: get a certificate, then apply again', () => {
    expect(errorPageFor({ code: 'REQUIRED_TO_ISSUE_CERTIFICATION' })).toEqual({ ...errorTexts.REQUIRED_TO_ISSUE_CERTIFICATION, button: 'home' });
  });

  it('a page with nothing the wallet can do has no button; every other page leads home or to the login', () => {
    const withoutButton = Object.entries(errorPages).filter(([, page]) => page.button === undefined).map(([code]) => code);
    expect(withoutButton.sort()).toEqual(['KAKAOTALK_KR_ONLY', 'MAINTENANCE', 'MAIN_DEVICE_ONLY', 'RESTRICTED_ACCOUNT', 'UNDER_14']);
  });
});

describe('the partner error page (001 §8)', () => {
  it("TOO_MANY_REQUESTS: 'service delayed', with the home button", () => {
    expect(errorPageFor({ code: 'TOO_MANY_REQUESTS', status: '429' })).toEqual({
      title: '서비스 지연 안내',
      message: '요청이 많아 서비스가 지연되고 있어요. 잠시 후 다시 시도해 주세요.',
      button: 'home',
    });
  });

  it('PACKAGE_APPLICATION_FAILED: the failed application, the server message when there is one, the home button', () => {
    expect(errorPageFor({ code: 'PACKAGE_APPLICATION_FAILED' })).toEqual({
      title: '신청하지 못했어요',
      message: '증명서를 신청하지 못했어요. 잠시 후 다시 시도해 주세요.',
      useServerMessage: true,
      button: 'home',
    });
    expect(errorPageFor({ code: 'PACKAGE_APPLICATION_FAILED', message: '발급기관 응답이 없어요.' }).message).toBe('발급기관 응답이 없어요.');
  });

  it('ERROR shows its own words (000 §8.4, verbatim), not the default page', () => {
    expect(errorPageFor({ code: 'ERROR', status: '409' })).toMatchObject({ title: '서비스 오류', message: '예상하지 못한 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' });
  });
});
