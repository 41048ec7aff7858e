import { describe, expect, it } from 'vitest';
import { isoNow } from '../../time.ts';
import { INBOX_DAYS, inboxSince, isExpired } from './readable.ts';

/** 23:00 on 23 November in Korea. */
const now = Date.parse('2026-11-23T14:00:00Z');
const issued = '2026-11-01T00:00:00.000Z';

describe('when a held document has expired (000 §4.8, §9)', () => {
  it('the inbox keeps the certificates issued in the last 90 days', () => {
    expect(INBOX_DAYS).toBe(90);
    expect(inboxSince(now)).toBe('2026-08-25T14:00:00.000Z');
  });

  it('readable through its expiry day in Korea, expired from the next', () => {
    // 00:00 on 23 November in Korea: today is its expiry day.
    expect(isExpired({ expires_at: '2026-11-22T15:00:00.000Z', issued_at: issued }, now)).toBe(false);
    // 23:59:59.999 on 22 November in Korea: yesterday was.
    expect(isExpired({ expires_at: '2026-11-22T14:59:59.999Z', issued_at: issued }, now)).toBe(true);
  });

  it('out of the inbox’s 90 days it has expired however far its own expiry is', () => {
    const farExpiry = '2027-11-23T00:00:00.000Z';
    expect(isExpired({ expires_at: farExpiry, issued_at: inboxSince(now) }, now)).toBe(false);
    expect(isExpired({ expires_at: farExpiry, issued_at: '2026-08-25T13:59:59.999Z' }, now)).toBe(true);
  });

  it('server times are written as ISO instants', () => {
    expect(isoNow(now)).toBe('2026-11-23T14:00:00.000Z');
  });
});
