import { describe, expect, it } from 'vitest';
import { isPasswordComplete, pressKey, type KeypadKey } from './password';
import { pdfLoadErrorAction } from './viewer-errors';

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

describe('a PDF that pdf.js cannot read (spec 000 §8.2 step 3)', () => {
  const url = '/issued/viewer/D1';
  it('goes to the error page with its status, or as a network failure', () => {
    expect((pdfLoadErrorAction({ status: 404 }, url) as { to: string }).to).toMatch(/^\/error\?status=404/);
    expect((pdfLoadErrorAction(new Error('broken'), url) as { to: string }).to).toMatch(/^\/error\?status=0&code=NETWORK/);
  });
});
