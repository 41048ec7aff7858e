import { describe, expect, it } from 'vitest';
import { compareVersions, detectMessenger, isAtLeast, isSupportedLaunchBrowser, MIN_VERSIONS } from './versions';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36';

describe('compareVersions', () => {
  it('compares numerically, part by part', () => {
    expect(compareVersions('10.10.0', '10.9.9')).toBe(1);
    expect(compareVersions('10.9.9', '10.10.0')).toBe(-1);
    expect(compareVersions('10.5.0', '10.5.0')).toBe(0);
    expect(compareVersions('10.5', '10.5.0')).toBe(0);
    expect(compareVersions('11.0.0', '10.99.99')).toBe(1);
    expect(compareVersions('9.7.5', '9.7.10')).toBe(-1);
  });

  it('knows the general minimum 10.5.0 at its boundary', () => {
    expect(MIN_VERSIONS.general).toBe('10.5.0');
    expect(isAtLeast('10.5.0', MIN_VERSIONS.general)).toBe(true);
    expect(isAtLeast('10.4.9', MIN_VERSIONS.general)).toBe(false);
    expect(isAtLeast('10.5.1', MIN_VERSIONS.general)).toBe(true);
    expect(isAtLeast(null, MIN_VERSIONS.general)).toBe(false);
  });

  it('has the spec minimums', () => {
    expect(MIN_VERSIONS).toMatchObject({ environment: '9.7.5', openInBrowser: '9.8.0', externalChanneling: '11.2.0' });
  });
});

describe('detectMessenger', () => {
  it('detects the messenger from "KAKAOTALK <version>" in the user agent', () => {
    expect(detectMessenger({ userAgent: `${ANDROID_CHROME};KAKAOTALK 10.5.0`, cookie: '' })).toEqual({
      isMessenger: true,
      version: '10.5.0',
      native: true,
    });
  });

  it('accepts the demo cookie jigap_messenger=<version> as the messenger, not native', () => {
    expect(detectMessenger({ userAgent: ANDROID_CHROME, cookie: 'a=1; jigap_messenger=11.2.0; b=2' })).toEqual({
      isMessenger: true,
      version: '11.2.0',
      native: false,
    });
  });

  it('prefers the user agent over the cookie', () => {
    expect(detectMessenger({ userAgent: 'X KAKAOTALK 10.8.1', cookie: 'jigap_messenger=9.0.0' }).version).toBe('10.8.1');
  });

  it('is not the messenger otherwise', () => {
    expect(detectMessenger({ userAgent: ANDROID_CHROME, cookie: 'other_jigap_messenger=1.0.0' })).toEqual({
      isMessenger: false,
      version: null,
      native: false,
    });
    expect(detectMessenger({ userAgent: ANDROID_CHROME, cookie: 'jigap_messenger=' }).isMessenger).toBe(false);
  });

  it('also takes the user agent and cookie as two arguments', () => {
    expect(detectMessenger('KAKAOTALK 9.0.0', '').version).toBe('9.0.0');
  });
});

describe('isSupportedLaunchBrowser (spec 000 §9)', () => {
  it('accepts Chrome 25 or higher', () => {
    expect(isSupportedLaunchBrowser(ANDROID_CHROME)).toBe(true);
    expect(isSupportedLaunchBrowser('Mozilla/5.0 Chrome/25.0.1364 Safari/537.22')).toBe(true);
    expect(isSupportedLaunchBrowser('Mozilla/5.0 Chrome/24.0.1312 Safari/537.17')).toBe(false);
  });

  it('rejects Firefox, Opera and browsers without Chrome', () => {
    expect(isSupportedLaunchBrowser('Mozilla/5.0 (Android 14; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0')).toBe(false);
    expect(isSupportedLaunchBrowser(`${ANDROID_CHROME} OPR/79.0.4195.76`)).toBe(false);
    expect(isSupportedLaunchBrowser('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
