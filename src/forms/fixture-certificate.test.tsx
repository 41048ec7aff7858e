// @vitest-environment jsdom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { certificateCatalogue, CERTIFICATE_INDEX_ID } from '../../scripts/vite/certificate-catalogue.ts';
import { setupMockApi } from '../testing/mock-api';
import { opensOwnPortal, type CertificateEntry, type ManifestSummary } from './catalogue';
import { CertificateForm } from './certificate-form';
import { lookupHandlers, renderWithApp } from './test-utils';

const fixtures = path.resolve(__dirname, '../../tests/fixtures/certificates');
/** A NORMAL certificate, a sixth court certificate (EXTERNAL_CHANNELING) and one with its own portal. */
const FIXTURES = ['pet-registration', 'removal-record', 'university-english-graduation'] as const;
const readOf = <T,>(slug: string, file: string): T => JSON.parse(fs.readFileSync(path.join(fixtures, slug, file), 'utf8')) as T;

const server = setupServer(...lookupHandlers);
setupMockApi(server);

describe('a certificate is one folder: dropped in, it is listed, rendered and validated with no code change', () => {
  it('the client index finds the copied fixture folders among the certificates, with what the runner reads', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-catalogue-'));
    fs.cpSync(path.resolve(__dirname, '../../certificates'), path.join(root, 'certificates'), { recursive: true });
    for (const slug of FIXTURES) fs.cpSync(path.join(fixtures, slug), path.join(root, 'certificates', slug), { recursive: true });
    const plugin = certificateCatalogue({ dir: path.join(root, 'certificates') });
    const resolved = (plugin.resolveId as (id: string) => string)(CERTIFICATE_INDEX_ID);
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<string>;
    const code = await load.call({ addWatchFile: () => undefined }, resolved);
    const entries = JSON.parse(/^export default (.*);$/m.exec(code)![1]!) as CertificateEntry[];
    for (const slug of FIXTURES) {
      const manifest = readOf<ManifestSummary>(slug, 'certificate.json');
      const entry = entries.find((item) => item.slug === slug);
      expect(entry?.manifest).toMatchObject({ path: manifest.path, applicationType: manifest.applicationType });
      expect(opensOwnPortal(entry!.manifest)).toBe(slug === 'university-english-graduation');
    }
    expect(entries.find((item) => item.slug === 'removal-record')?.manifest.applicationType).toBe('EXTERNAL_CHANNELING');
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(FIXTURES)('the one CertificateForm renders %s, and its schema validates the sample and refuses a wrong value', (slug) => {
    const read = <T,>(file: string): T => readOf<T>(slug, file);
    const schema = read<RJSFSchema>('schema.json');
    const uiSchema = read<UiSchema>('ui.json');
    const sample = read<Record<string, unknown>>('sample.json');
    // In the browser the validator is precompiled from this schema at build time; here ajv compiles it.
    const validator = customizeValidator();
    const { element } = renderWithApp(
      <CertificateForm
        edoc={read<{ path: string }>('certificate.json').path}
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={sample}
        onChange={() => undefined}
        onSubmit={() => undefined}
      />,
    );
    render(element);
    // Every field shows its title as its label; hidden companions (대학코드, 학번필요) show none.
    const visible = (Object.entries(schema.properties ?? {}) as [string, RJSFSchema][]).filter(
      ([key]) => (uiSchema[key] as UiSchema | undefined)?.['ui:widget'] !== 'hidden',
    );
    expect(visible.length).toBeGreaterThan(0);
    for (const [, property] of visible) {
      expect(property.title).toEqual(expect.any(String));
      expect(screen.getAllByText(property.title as string, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(validator.validateFormData(sample, schema).errors).toEqual([]);
    const [first] = Object.keys(schema.properties ?? {});
    expect(validator.validateFormData({ ...sample, [first as string]: 12345 }, schema).errors.length).toBeGreaterThan(0);
  });
});
