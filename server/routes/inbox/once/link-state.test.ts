import { describe, expect, it } from 'vitest';
import { MAX_PIN_TRIES, onceLinkState, remainingTries } from './link-state.ts';

const now = Date.parse('2026-11-23T14:00:00.000Z');
const fresh = { used_at: null, failed_attempts: 0, expires_at: '2026-11-24T14:00:00.000Z' };
const view = { opened: false, documents: 2, now };

describe('a one-time link’s PIN lockout, use and expiry', () => {
  it('five wrong PINs lock it; the tries left count down to 0 and never below', () => {
    expect(MAX_PIN_TRIES).toBe(5);
    expect([0, 1, 4, 5, 9].map(remainingTries)).toEqual([5, 4, 1, 0, 0]);
    expect(onceLinkState({ ...fresh, failed_attempts: 4 }, view)).toBe('PIN_REQUIRED');
    expect(onceLinkState({ ...fresh, failed_attempts: 5 }, view)).toBe('LOCKED');
    expect(onceLinkState({ ...fresh, failed_attempts: 6 }, view)).toBe('LOCKED');
  });

  it('asks for the PIN until its expiry instant, then has expired', () => {
    expect(onceLinkState({ ...fresh, expires_at: '2026-11-23T14:00:00.001Z' }, view)).toBe('PIN_REQUIRED');
    expect(onceLinkState({ ...fresh, expires_at: '2026-11-23T14:00:00.000Z' }, view)).toBe('EXPIRED');
  });

  it('the first right PIN spends it: that browser reads it, every other finds it used — locked or expired meanwhile or not', () => {
    const spent = { ...fresh, used_at: '2026-11-23T13:00:00.000Z' };
    expect(onceLinkState(spent, { ...view, opened: true })).toBe('OPENED');
    expect(onceLinkState(spent, view)).toBe('USED');
    expect(onceLinkState({ ...spent, failed_attempts: 5, expires_at: '2026-11-01T00:00:00.000Z' }, view)).toBe('USED');
  });

  it('a lock outranks the expiry; with no readable document left it has expired, even for its reader', () => {
    expect(onceLinkState({ ...fresh, failed_attempts: 5, expires_at: '2026-11-01T00:00:00.000Z' }, view)).toBe('LOCKED');
    expect(onceLinkState(fresh, { ...view, documents: 0 })).toBe('EXPIRED');
    expect(onceLinkState({ ...fresh, used_at: '2026-11-23T13:00:00.000Z' }, { ...view, opened: true, documents: 0 })).toBe('EXPIRED');
  });
});
