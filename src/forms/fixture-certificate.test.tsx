// @vitest-environment jsdom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { certificateCatalogue, CERTIFICATE_INDEX_ID } from '../../scripts/vite/certificate-catalogue.ts';
import { setNavigator } from '../api/error-actions';
import { setReportTransport } from '../api/error-reporter';
import { CertificateForm } from './certificate-form';
import { lookupHandlers, renderWithApp } from './test-utils';

const fixture = path.resolve(__dirname, '../../tests/fixtures/certificates/pet-registration');
const read = <T,>(file: string): T => JSON.parse(fs.readFileSync(path.join(fixture, file), 'utf8')) as T;

const server = setupServer(...lookupHandlers);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setReportTransport(() => undefined);
  setNavigator(() => undefined);
});
afterAll(() => server.close());

describe('a certificate is one folder: dropped in, it is listed, rendered and validated with no code change', () => {
  it('the client index finds a copied fixture folder among the certificates', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-catalogue-'));
    fs.cpSync(path.resolve(__dirname, '../../certificates'), path.join(root, 'certificates'), { recursive: true });
    fs.cpSync(fixture, path.join(root, 'certificates', 'pet-registration'), { recursive: true });
    const plugin = certificateCatalogue({ dir: path.join(root, 'certificates') });
    const resolved = (plugin.resolveId as (id: string) => string)(CERTIFICATE_INDEX_ID);
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<string>;
    const code = await load.call({ addWatchFile: () => undefined }, resolved);
    const entries = JSON.parse(/^export default (.*);$/m.exec(code)![1]!) as { slug: string; manifest: { path: string } }[];
    const manifest = read<{ path: string }>('certificate.json');
    expect(entries.find((entry) => entry.slug === 'pet-registration')?.manifest.path).toBe(manifest.path);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('the one CertificateForm renders the fixture, and its schema validates the sample and refuses a wrong value', () => {
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
    for (const property of Object.values(schema.properties ?? {}) as RJSFSchema[]) {
      if (property.title) expect(screen.getAllByText(property.title, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(validator.validateFormData(sample, schema).errors).toEqual([]);
    const [first] = Object.keys(schema.properties ?? {});
    expect(validator.validateFormData({ ...sample, [first as string]: 12345 }, schema).errors.length).toBeGreaterThan(0);
  });
});
