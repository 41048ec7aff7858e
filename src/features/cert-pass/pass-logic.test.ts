import { describe, expect, it, vi } from 'vitest';
import type { CatalogueEntry, InboxDocument } from '../../api/types';
import { certificateNameFor, findInstitutionOfPass, heldDocumentFor, passDestination, sameOriginPath } from './pass-logic';

const pass = { qrPassCode: 'Q1', qrPassName: '청년 자격 확인', edocPath: '주민등록표등본' };
const catalogue = [{ name: '주민등록표 등본', path: '주민등록표등본', available: true }] as CatalogueEntry[];
const doc = (id: string, name: string, issueDate: string, path: string | null) => ({ id, name, issueDate, path }) as InboxDocument;

describe('the certificate a pass needs', () => {
  it('is named from the catalogue, else by its edoc path', () => {
    expect(certificateNameFor(pass, catalogue)).toBe('주민등록표 등본');
    expect(certificateNameFor(pass, [])).toBe('주민등록표등본');
  });
  it('is held when an inbox document carries its path, whatever the document is called; the newest wins', () => {
    const documents = [
      doc('D1', '주민등록표 등본', '20261101', '주민등록표등본'),
      doc('D2', '등본 (세대원 포함)', '20261120', '주민등록표등본'),
      doc('D3', '가족관계증명서', '20261121', '가족관계증명서'),
    ];
    expect(heldDocumentFor(pass, documents)?.id).toBe('D2');
    expect(heldDocumentFor(pass, [doc('D3', '가족관계증명서', '20261121', '가족관계증명서')])).toBeNull();
  });

  it('is not held by a document that only shares the name (another certificate, or none)', () => {
    expect(heldDocumentFor(pass, [doc('D4', '주민등록표등본', '20261121', '주민등록표초본')])).toBeNull();
    expect(heldDocumentFor(pass, [doc('D5', '주민등록표 등본', '20261121', null)])).toBeNull();
  });
});

describe('finding the institution of a pass', () => {
  it('asks each institution for its passes until one offers it; a failing institution is skipped', async () => {
    const passesOf = vi.fn(async (code: string) => {
      if (code === 'A') throw new Error('unavailable');
      return code === 'B' ? [{ ...pass, qrPassCode: 'Q9' }] : [];
    });
    const institutions = [
      { institutionCode: 'A', name: 'A' },
      { institutionCode: 'B', name: 'B' },
      { institutionCode: 'C', name: 'C' },
    ];
    expect(await findInstitutionOfPass(institutions, 'Q9', passesOf)).toBe('B');
    expect(passesOf.mock.calls.map(([code]) => code)).toEqual(['A', 'B']);
    expect(await findInstitutionOfPass(institutions, 'NONE', passesOf)).toBeNull();
  });
});

describe('the pass viewer embeds same-origin pages only', () => {
  const origin = 'https://wallet.example';
  it.each([
    ['/sim/qr-pass/P1', '/sim/qr-pass/P1'],
    ['https://wallet.example/sim/qr-pass/P1?x=1', '/sim/qr-pass/P1?x=1'],
    ['https://evil.example/p', null],
    ['//evil.example/p', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%s → %s', (raw, expected) => expect(sameOriginPath(raw, origin)).toBe(expected));
});

describe('where a created pass opens', () => {
  it('EXPOSED opens the QR layer (for a PC), HIDDEN the pass viewer', () => {
    expect(passDestination({ url: '/p', qrPassName: 'n', urlExposureType: 'EXPOSED' })).toEqual({ kind: 'qr', url: '/p', name: 'n' });
    expect(passDestination({ url: '/p', qrPassName: 'n', urlExposureType: 'HIDDEN' })).toEqual({ kind: 'viewer', url: '/p', name: 'n' });
  });
});
