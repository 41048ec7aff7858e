import { Component, useContext, useEffect, useState, type ReactNode } from 'react';
import { CertificateForm, type CertificateFormValues } from '../../forms/certificate-form';
import { certificates, loadCertificate, type CertificateFormBundle } from '../../forms/catalogue';
import { Button } from '../../ui/button';
import { useFormsRevision } from './catalogue-source';
import { devCatalogueMessages as m } from './messages';
import { PickerFormContext } from './picker-form';
import styles from './dev-catalogue-page.module.scss';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <FormProblem message={this.state.error.message} /> : this.props.children;
  }
}

function FormProblem({ message }: { message: string }) {
  return (
    <div role="alert" className={styles.formProblem} data-testid="form-problem">
      <p className={styles.problem}>{m.formFailed}</p>
      <pre className={styles.json}>{message}</pre>
    </div>
  );
}

/**
 * The certificate's form as /issue/{edoc} draws it (the same catalogue, CertificateForm and
 * precompiled validator), filled with `sample`; 검증 submits it. `submitted` shows the
 * messages at once, as after a submit. It loads again whenever the dev server sends a changed
 * catalogue.
 */
export function FormPreview({ slug, sample, submitted = false }: { slug: string; sample: CertificateFormValues; submitted?: boolean }) {
  const revision = useFormsRevision();
  const [state, setState] = useState<{ revision: number; loaded?: CertificateFormBundle; problem?: string } | null>(null);
  const [data, setData] = useState<CertificateFormValues>(sample);
  const [verdict, setVerdict] = useState<string | null>(null);
  const pickerForm = useContext(PickerFormContext);

  useEffect(() => {
    let live = true;
    const entry = certificates.find((item) => item.slug === slug);
    if (!entry) {
      setState({ revision, problem: m.unknownCertificate(slug) });
      return;
    }
    loadCertificate(entry).then(
      (loaded) => live && setState({ revision, loaded }),
      (error: Error) => live && setState({ revision, problem: error.message }),
    );
    return () => {
      live = false;
    };
  }, [slug, revision]);

  if (!state) return <p>{m.loading}</p>;
  if (state.problem) return <FormProblem message={state.problem} />;
  const { loaded } = state;
  if (!loaded) return null;
  return (
    // A click that opens a picker layer: the layer is given this form's data (see PickerFormContext).
    <div
      onClickCapture={() => {
        if (pickerForm) pickerForm.current = data;
      }}
    >
      <Boundary key={state.revision}>
        <CertificateForm
          key={state.revision}
          edoc={loaded.manifest.path}
          schema={loaded.schema}
          uiSchema={loaded.uiSchema}
          validator={loaded.validator}
          formData={data}
          showErrorsOnMount={submitted}
          onChange={(next) => {
            setData(next);
            setVerdict(null);
          }}
          onSubmit={() => setVerdict(m.sampleValid)}
          footer={
            <div className={styles.formFooter}>
              <Button type="submit" variant="secondary">
                {m.validate}
              </Button>
              <span role="status">{verdict}</span>
            </div>
          }
        />
      </Boundary>
    </div>
  );
}
