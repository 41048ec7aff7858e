/**
 * The form bench page (built by bench/lib/form-bench.ts with `vite build`, never part of the app):
 * the issue page's own pieces — the catalogue's loadCertificate (schema, uiSchema and precompiled
 * validator, as /issue/{edoc} loads them), CertificateForm with the widget registry, the app's
 * store — mounted K times with flushSync and timed, then the validator timed K times.
 * bench/run.ts calls `window.formBench.run(...)` through page.evaluate.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import '../src/styles/global.scss';
import { createStore } from '../src/app/store';
import { findCertificate, loadCertificate } from '../src/forms/catalogue';
import { CertificateForm, type CertificateFormValues } from '../src/forms/certificate-form';

export interface FormBenchResult {
  edoc: string;
  /** ms of each timed mount (createRoot + flushSync(render)), after the first (cold) one. */
  mountsMs: number[];
  coldMountMs: number;
  /** ms of each timed validateFormData(sample, schema), one call at a time (timer resolution ~0.1 ms). */
  validationsMs: number[];
  /** ms per call of each timed loop of `batch` calls: the same work, measured finer than the timer's resolution. */
  validationBatchesMs: number[];
  batch: number;
  errorsOfSample: string[];
  fieldsRendered: number;
  loadMs: number;
}

export interface FormBench {
  run(options: { edoc: string; sample: CertificateFormValues; mounts: number; validations: number }): Promise<FormBenchResult>;
}

declare global {
  interface Window {
    formBench?: FormBench;
  }
}

const noop = () => undefined;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function run({ edoc, sample, mounts, validations }: Parameters<FormBench['run']>[0]): Promise<FormBenchResult> {
  const entry = findCertificate(edoc);
  if (!entry) throw new Error(`no certificate with edoc ${edoc}`);
  const loadStarted = performance.now();
  const { schema, uiSchema, validator } = await loadCertificate(entry);
  const loadMs = performance.now() - loadStarted;
  const store = createStore();
  const host = document.getElementById('root');
  if (!host) throw new Error('#root is missing');

  const mountOnce = (): { ms: number; fields: number; unmount: () => void } => {
    const container = document.createElement('div');
    host.appendChild(container);
    const root = createRoot(container);
    const started = performance.now();
    flushSync(() =>
      root.render(
        <Provider store={store}>
          <MemoryRouter initialEntries={[`/issue/${edoc}`]}>
            <Routes>
              <Route
                path="*"
                element={
                  <CertificateForm edoc={edoc} schema={schema} uiSchema={uiSchema} validator={validator} formData={sample} onChange={noop} onSubmit={noop} />
                }
              />
            </Routes>
          </MemoryRouter>
        </Provider>,
      ),
    );
    const ms = performance.now() - started;
    const fields = container.querySelectorAll('[id^="root_"], [data-field^="root_"]').length;
    return {
      ms,
      fields,
      unmount: () => {
        root.unmount();
        container.remove();
      },
    };
  };

  // The first mount is cold (code paths not yet optimised, lookups not yet cached): reported apart.
  const cold = mountOnce();
  const fieldsRendered = cold.fields;
  await new Promise((resolve) => setTimeout(resolve, 500)); // lookups of the widgets (sido, sigungu…) answer
  cold.unmount();
  await nextFrame();

  const mountsMs: number[] = [];
  for (let i = 0; i < mounts; i++) {
    const mounted = mountOnce();
    mountsMs.push(mounted.ms);
    mounted.unmount();
    await nextFrame();
  }

  const first = validator.validateFormData(sample, schema);
  const errorsOfSample = first.errors.map((error) => `${error.property ?? ''} ${error.message ?? ''}`.trim());
  const validationsMs: number[] = [];
  for (let i = 0; i < validations; i++) {
    const started = performance.now();
    validator.validateFormData(sample, schema);
    validationsMs.push(performance.now() - started);
  }
  const batch = 500;
  const validationBatchesMs: number[] = [];
  for (let i = 0; i < validations; i++) {
    const started = performance.now();
    for (let j = 0; j < batch; j++) validator.validateFormData(sample, schema);
    validationBatchesMs.push((performance.now() - started) / batch);
  }

  return { edoc, mountsMs, coldMountMs: cold.ms, validationsMs, validationBatchesMs, batch, errorsOfSample, fieldsRendered, loadMs };
}

window.formBench = { run };
