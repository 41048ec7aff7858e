// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { RJSFSchema } from '@rjsf/utils';
import { setupMockApi } from '../testing/mock-api';
import { certificates, loadCertificate, type CertificateFormBundle } from './catalogue';
import { CertificateForm, type CertificateFormValues } from './certificate-form';
import { lookupHandlers, renderWithApp } from './test-utils';

const root = path.resolve(__dirname, '../../certificates');
const folders = fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
const sampleOf = (slug: string): CertificateFormValues => JSON.parse(fs.readFileSync(path.join(root, slug, 'sample.json'), 'utf8'));

const server = setupServer(...lookupHandlers);
setupMockApi(server, { reset: () => sessionStorage.clear() });

const load = (slug: string) => loadCertificate(certificates.find((entry) => entry.slug === slug)!);

/** A value of the wrong type for the first property: the validator must refuse it. */
function spoil(schema: RJSFSchema, sample: CertificateFormValues): CertificateFormValues {
  const [key, prop] = Object.entries(schema.properties ?? {})[0] as [string, RJSFSchema];
  const wrong = prop.type === 'string' ? 12345 : prop.type === 'array' ? 'x' : 'not-a-value';
  return { ...sample, [key]: wrong };
}

function Harness({ cert, initial, onSubmit }: { cert: CertificateFormBundle; initial: CertificateFormValues; onSubmit?: (data: CertificateFormValues) => void }) {
  return (
    <CertificateForm
      edoc={cert.manifest.path}
      schema={cert.schema}
      uiSchema={cert.uiSchema}
      validator={cert.validator}
      formData={initial}
      onChange={() => undefined}
      onSubmit={onSubmit ?? (() => undefined)}
    />
  );
}

describe('CertificateForm renders every certificate', () => {
  it.each(folders)('%s: renders its sample, the validator accepts it and refuses a wrong value', async (slug) => {
    const cert = await load(slug);
    const sample = sampleOf(slug);
    const { element } = renderWithApp(<Harness cert={cert} initial={sample} />);
    render(element);
    expect(screen.getByRole('button', { name: '신청하기' })).toBeInTheDocument();
    // Every visible top-level field of the sample has a control carrying its id.
    for (const key of Object.keys(sample)) {
      const widget = (cert.uiSchema[key] as { 'ui:widget'?: string } | undefined)?.['ui:widget'];
      if (widget === 'hidden') continue;
      expect(document.querySelector(`[id="root_${key}"], [data-field="root_${key}"]`), `${slug}: ${key}`).not.toBeNull();
    }
    expect(cert.validator.validateFormData(sample, cert.schema).errors).toEqual([]);
    expect(cert.validator.validateFormData(spoil(cert.schema, sample), cert.schema).errors.length).toBeGreaterThan(0);
  });
});

describe('submitting', () => {
  it('submits valid data (the sample) to onSubmit', async () => {
    const cert = await load('business-registration');
    const onSubmit = vi.fn();
    const { element } = renderWithApp(<Harness cert={cert} initial={sampleOf('business-registration')} onSubmit={onSubmit} />);
    render(element);
    await userEvent.click(screen.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ 사업자등록번호: '1234567890' });
  });

  it('shows Korean messages, focuses the first invalid field and validates live after the first submit', async () => {
    const cert = await load('business-registration');
    const onSubmit = vi.fn();
    const { element } = renderWithApp(<Harness cert={cert} initial={{}} onSubmit={onSubmit} />);
    render(element);
    await userEvent.click(screen.getByRole('button', { name: '신청하기' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain('사업자등록번호를 입력해 주세요.');
    expect(alerts.map((a) => a.textContent)).toContain('사용 용도를 선택해 주세요.');
    expect(onSubmit).not.toHaveBeenCalled();
    const input = screen.getByRole('textbox', { name: /사업자등록번호/ });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining('root_사업자등록번호__error'));
    await userEvent.type(input, '12345');
    await waitFor(() => expect(screen.getByText('사업자등록번호 10자리를 입력해 주세요.')).toBeInTheDocument());
  });

  it('showErrorsOnMount shows the messages of an empty submit at once and moves no focus (the dev catalogue)', async () => {
    const cert = await load('business-registration');
    const { element } = renderWithApp(
      <CertificateForm
        edoc={cert.manifest.path}
        schema={cert.schema}
        uiSchema={cert.uiSchema}
        validator={cert.validator}
        formData={{}}
        onChange={() => undefined}
        onSubmit={() => undefined}
        showErrorsOnMount
      />,
    );
    render(element);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain('사업자등록번호를 입력해 주세요.');
    expect(document.body).toHaveFocus();
  });

  it('drops the data of closed branches before submitting (the server refuses unknown keys)', async () => {
    const cert = await load('resident-registration-copy');
    const onSubmit = vi.fn();
    const data = { ...sampleOf('resident-registration-copy'), 발급형태: '기본발급' };
    const { element } = renderWithApp(<Harness cert={cert} initial={data} onSubmit={onSubmit} />);
    render(element);
    await userEvent.click(screen.getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(Object.keys(onSubmit.mock.calls[0]![0]).sort()).toEqual(['발급형태', '시군구', '시도'].sort());
  });
});
