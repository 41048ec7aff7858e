// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { setupMockApi } from '../testing/mock-api';
import { certificates, loadCertificate } from './catalogue';
import { CertificateForm, type CertificateFormValues } from './certificate-form';
import { withFormDefaults } from './form-defaults';
import { lookupHandlers, renderWithApp } from './test-utils';

const ROOT = path.resolve(__dirname, '../../certificates');
const server = setupServer(...lookupHandlers);
setupMockApi(server, { reset: () => sessionStorage.clear() });

/** What the form reports as it mounts with `data` (nothing: its page draws it once). */
async function reportedOnMount(slug: string, data: (defaults: (given: CertificateFormValues) => CertificateFormValues) => CertificateFormValues): Promise<CertificateFormValues[]> {
  const cert = await loadCertificate(certificates.find((entry) => entry.slug === slug)!);
  const onChange = vi.fn();
  const formData = data((given) => withFormDefaults(cert.schema, cert.validator, given));
  const { element } = renderWithApp(
    <CertificateForm edoc={cert.manifest.path} schema={cert.schema} uiSchema={cert.uiSchema} validator={cert.validator} formData={formData} onChange={onChange} onSubmit={() => undefined} />,
  );
  const view = render(element);
  view.unmount();
  return onChange.mock.calls.map(([reported]) => reported as CertificateFormValues);
}

describe('a form given its defaults has nothing to report on its first render (it is drawn once)', () => {
  it('주민등록표 등본 without them reports them at once (the second drawing this avoids)', async () => {
    const reported = await reportedOnMount('resident-registration-copy', () => ({}));
    expect(reported).toHaveLength(1);
    expect(Object.keys(reported[0]!).length).toBeGreaterThan(0);
  });

  // A widget's own default (the period picker's year, counted from this year) is the widget's to report.
  const widgetDefaults = (slug: string) => fs.readFileSync(path.join(ROOT, slug, 'ui.json'), 'utf8').includes('defaultOffset');

  it.each(certificates.map((entry) => entry.slug).filter((slug) => !widgetDefaults(slug)))('%s with them reports nothing', async (slug) => {
    expect(await reportedOnMount(slug, (defaults) => defaults({}))).toEqual([]);
  });

  it('data the user entered keeps its values, with the defaults beside them', async () => {
    const cert = await loadCertificate(certificates.find((entry) => entry.slug === 'resident-registration-copy')!);
    const entered = withFormDefaults(cert.schema, cert.validator, { 주민등록지시도: '41' });
    expect(entered).toMatchObject({ 주민등록지시도: '41' });
    expect(await reportedOnMount('resident-registration-copy', () => entered)).toEqual([]);
  });
});
