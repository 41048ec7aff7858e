// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PolicyPage } from './policy-page';
import { personalDataRows, type ManifestPersonalData } from './personal-data';

// Counted here from the folders themselves, so a new certificate folder needs no test change.
const folders = import.meta.glob<ManifestPersonalData>('/certificates/*/certificate.json', { eager: true, import: 'default' });

describe('/policy (spec 000 §2.1): the privacy policy with the personal-data items per certificate', () => {
  it('the table has one row per certificate folder, with its issuer and items', () => {
    const count = Object.keys(folders).length;
    expect(count).toBeGreaterThan(0);
    render(<PolicyPage />);
    const table = screen.getByRole('table', { name: '증명서별 수집하는 개인정보 항목' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(count);
    for (const manifest of Object.values(folders)) {
      const row = within(table).getByRole('rowheader', { name: manifest.name }).closest('tr') as HTMLElement;
      expect(row).toHaveTextContent(manifest.issuer);
      for (const item of manifest.personalData) expect(row).toHaveTextContent(item);
    }
  });

  it('sets the page title', () => {
    render(<PolicyPage />);
    expect(document.title).toBe('개인정보 처리방침 | 전자증명서 지갑');
    expect(screen.getByRole('heading', { level: 1, name: '개인정보 처리방침' })).toBeInTheDocument();
  });

  it('a manifest added to the source adds its row, in Korean name order', () => {
    const extra: ManifestPersonalData = { path: '가나다증명서', name: '가나다 증명서', issuer: '테스트청', personalData: ['성명'] };
    const rows = personalDataRows({ ...folders, '/certificates/zz/certificate.json': extra });
    expect(rows).toHaveLength(Object.keys(folders).length + 1);
    const names = rows.map((row) => row.name);
    expect(names).toContain('가나다 증명서');
    expect(names).toEqual([...names].sort(new Intl.Collator('ko').compare));
  });
});
