import { describe, expect, it } from 'vitest';
import { BRIDGE_INITIAL_COUNT, DEFAULT_BRIDGE_SORT, sortCertificates, visibleCertificates, type QrcodeInfoEntry } from './certificates';
import { isPhone } from './device';
import { attachmentName } from './save-qr-image';

const entry = (name: string, popularityOrder: number, displayNameOrder: number): QrcodeInfoEntry => ({
  formDisplayName: name,
  formPath: name.replace(/\s/g, ''),
  qrCodeImageUrl: `/zzng_static/macaron/qrcode/${name}.png`,
  shortenUrl: `https://x/home/apply?directApply=${name}`,
  popularityOrder,
  displayNameOrder,
});

describe('the bridge list (spec 001 §4.3, §9)', () => {
  const list = [entry('주민등록표 등본', 1, 3), entry('가족관계증명서', 3, 1), entry('건강보험증', 2, 2)];

  it('sorts by popularity by default, or by the name order (가나다순)', () => {
    expect(DEFAULT_BRIDGE_SORT).toBe('popularity');
    expect(sortCertificates(list, 'popularity').map((e) => e.formDisplayName)).toEqual(['주민등록표 등본', '건강보험증', '가족관계증명서']);
    expect(sortCertificates(list, 'name').map((e) => e.formDisplayName)).toEqual(['가족관계증명서', '건강보험증', '주민등록표 등본']);
    expect(list.map((e) => e.formDisplayName)).toEqual(['주민등록표 등본', '가족관계증명서', '건강보험증']);
  });

  it('shows 40 first, all after show more', () => {
    const many = Array.from({ length: 55 }, (_, i) => entry(`증명서${i}`, i + 1, 55 - i));
    expect(BRIDGE_INITIAL_COUNT).toBe(40);
    expect(visibleCertificates(many, false)).toHaveLength(40);
    expect(visibleCertificates(many, true)).toHaveLength(55);
    expect(visibleCertificates(many.slice(0, 12), false)).toHaveLength(12);
  });
});

describe('PC or phone (spec 001 §2.3, §6)', () => {
  const CHROME_PC = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const MESSENGER = `${ANDROID} KAKAOTALK 11.2.0`;
  const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

  it.each([
    ['a desktop browser (a touch-screen laptop too: its primary pointer is fine)', CHROME_PC, false, false],
    ['an Android phone', ANDROID, false, true],
    ['an iPhone', IPHONE, false, true],
    ['the messenger', MESSENGER, false, true],
    ['an iPad presenting a desktop user agent (coarse pointer)', IPAD_AS_MAC, true, true],
  ])('%s', (_name, userAgent, coarse, phone) => {
    expect(isPhone(userAgent, coarse)).toBe(phone);
  });
});

describe('the QR download’s file name', () => {
  it('is the RFC 5987 filename* of the answer, decoded', () => {
    expect(attachmentName(`attachment; filename="qrcode.png"; filename*=UTF-8''${encodeURIComponent('주민등록표 등본.png')}`)).toBe('주민등록표 등본.png');
    expect(attachmentName('attachment; filename="qrcode.png"')).toBeNull();
    expect(attachmentName("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
