import { describe, expect, it } from 'vitest';
import { detectMessenger } from '../../lib/versions';
import { environmentVerdict } from './startup-gate';

describe('startup environment check (spec 000 §4.1, §9)', () => {
  it('a non-messenger browser goes to the root page', () => {
    expect(environmentVerdict(detectMessenger({ userAgent: 'Mozilla/5.0 Chrome/120', cookie: '' }))).toEqual({ go: 'root' });
  });

  it('a messenger older than 10.5.0 goes to the invalid-version error', () => {
    expect(environmentVerdict(detectMessenger({ userAgent: 'Mozilla/5.0 KAKAOTALK 10.4.9', cookie: '' }))).toEqual({ go: 'invalid-version' });
    expect(environmentVerdict(detectMessenger({ userAgent: 'Mozilla/5.0', cookie: 'jigap_messenger=9.0.0' }))).toEqual({ go: 'invalid-version' });
  });

  it('the messenger at 10.5.0 or later continues, from the user agent or the demo cookie', () => {
    expect(environmentVerdict(detectMessenger({ userAgent: 'Mozilla/5.0 KAKAOTALK 10.5.0', cookie: '' }))).toEqual({ go: 'continue' });
    expect(environmentVerdict(detectMessenger({ userAgent: 'Mozilla/5.0 Chrome/120', cookie: 'a=1; jigap_messenger=11.2.0' }))).toEqual({ go: 'continue' });
  });
});
