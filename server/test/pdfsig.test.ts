import { describe, expect, it } from 'vitest';
import { PDFSIG_MISSING, pdfsig } from './pdfsig.ts';

describe('the tests’ pdfsig', () => {
  it('names a missing pdfsig and the package that brings it, rather than reporting nothing', () => {
    expect(() => pdfsig(new Uint8Array([0x25, 0x50, 0x44, 0x46]), undefined, 'pdfsig-that-is-not-installed')).toThrow(PDFSIG_MISSING);
    expect(PDFSIG_MISSING).toContain('poppler-utils');
  });

  it('reports what pdfsig says of a file it can read (a file with no signature has none)', () => {
    expect(pdfsig(new TextEncoder().encode('not a pdf'))).not.toContain('Signature is Valid');
  });
});
