import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromText, isSealed, keyIdOf, open, seal, SealedValueError, toText } from './envelope.ts';

const key = randomBytes(32);
const plain = Buffer.from('%PDF-1.7 홍길동 980315-1234567 서울특별시 종로구 율곡로 190', 'utf8');

describe('a sealed value (AES-256-GCM, the key id and the row in its authenticated data)', () => {
  it('opens to what was sealed, with the same key and the same row; it shows neither', () => {
    const sealed = seal(key, 'dk-1', plain, 'document_files.pdf:doc-1');
    expect(open(key, sealed, 'document_files.pdf:doc-1').equals(plain)).toBe(true);
    expect(isSealed(sealed)).toBe(true);
    expect(keyIdOf(sealed)).toBe('dk-1');
    expect(sealed.includes(Buffer.from('980315'))).toBe(false);
    expect(sealed.includes(Buffer.from('%PDF'))).toBe(false);
    expect(open(key, fromText(toText(sealed)), 'document_files.pdf:doc-1').equals(plain)).toBe(true);
  });

  it('sealing the same value twice gives two different values (a new IV each time)', () => {
    expect(seal(key, 'dk-1', plain, 'c').equals(seal(key, 'dk-1', plain, 'c'))).toBe(false);
  });

  it('does not open in another row, under another key, or as another column', () => {
    const sealed = seal(key, 'dk-1', plain, 'document_files.pdf:doc-1');
    expect(() => open(key, sealed, 'document_files.pdf:doc-2')).toThrow(SealedValueError);
    expect(() => open(key, sealed, 'desk_files.pdf:doc-1')).toThrow(/did not open: it was altered, moved from another row, or sealed under another key/);
    expect(() => open(randomBytes(32), sealed, 'document_files.pdf:doc-1')).toThrow(SealedValueError);
  });

  it('any one flipped bit, anywhere in the frame (its head, IV, tag or body), fails to open', () => {
    const sealed = seal(key, 'dk-1', plain, 'ctx');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: sealed.length * 8 - 1 }), (bit) => {
        const altered = Buffer.from(sealed);
        altered[bit >> 3]! ^= 1 << (bit & 7);
        expect(() => open(key, altered, 'ctx')).toThrow(SealedValueError);
      }),
      { numRuns: 300 },
    );
  });

  it('a cut frame, or something that never was one, fails to open with its row named', () => {
    const sealed = seal(key, 'dk-1', plain, 'ctx');
    expect(() => open(key, sealed.subarray(0, 20), 'applications.form_data:app-9')).toThrow(/applications\.form_data:app-9/);
    expect(() => open(key, Buffer.from('{"주소":"서울"}'), 'ctx')).toThrow(SealedValueError);
    expect(keyIdOf(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});
