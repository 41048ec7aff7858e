import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { certificates, findCertificate, loadCertificate } from './catalogue';

const root = path.resolve(__dirname, '../../certificates');
const folders = fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

describe('the client catalogue', () => {
  it('finds every certificate folder (a certificate exists because its folder exists)', () => {
    expect(certificates.map((entry) => entry.slug).sort()).toEqual(folders);
  });

  it('finds a certificate by its edoc path, and nothing for an unknown one', () => {
    expect(findCertificate('주민등록표등본')?.slug).toBe('resident-registration-copy');
    expect(findCertificate('없는증명서')).toBeUndefined();
    expect(findCertificate(undefined)).toBeUndefined();
  });

  it.each(folders)('%s: the precompiled validator accepts the sample', async (slug) => {
    const entry = certificates.find((item) => item.slug === slug)!;
    const loaded = await loadCertificate(entry);
    const sample = JSON.parse(fs.readFileSync(path.join(root, slug, 'sample.json'), 'utf8'));
    expect(loaded.validator.validateFormData(sample, loaded.schema).errors).toEqual([]);
  });
});
