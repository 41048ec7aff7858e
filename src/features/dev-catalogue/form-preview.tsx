import { Component, useEffect, useState, type ReactNode } from 'react';
import { CertificateForm, type FormData } from '../../forms/certificate-form';
import { findCertificate, loadCertificate, type LoadedCertificate } from '../../forms/catalogue';
import { Button } from '../../ui/button';
import styles from './dev-catalogue-page.module.scss';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p className={styles.problem}>폼을 그릴 수 없습니다: {this.state.error.message}</p> : this.props.children;
  }
}

/** The certificate's form filled with its sample; 검증 runs the precompiled validator. */
export function FormPreview({ edoc, sample }: { edoc: string; sample: FormData }) {
  const [loaded, setLoaded] = useState<LoadedCertificate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [data, setData] = useState<FormData>(sample);
  const [verdict, setVerdict] = useState<string | null>(null);

  useEffect(() => {
    const entry = findCertificate(edoc);
    if (!entry) {
      setProblem(`알 수 없는 증명서: ${edoc}`);
      return;
    }
    loadCertificate(entry).then(setLoaded, (error: Error) => setProblem(error.message));
  }, [edoc]);

  if (problem) return <p className={styles.problem}>{problem}</p>;
  if (!loaded) return <p>불러오는 중…</p>;
  return (
    <Boundary>
      <CertificateForm
        edoc={edoc}
        schema={loaded.schema}
        uiSchema={loaded.uiSchema}
        validator={loaded.validator}
        formData={data}
        onChange={(next) => {
          setData(next);
          setVerdict(null);
        }}
        onSubmit={() => setVerdict('샘플이 검증을 통과했습니다.')}
        footer={
          <div className={styles.formFooter}>
            <Button type="submit" variant="secondary">
              검증
            </Button>
            <span role="status">{verdict}</span>
          </div>
        }
      />
    </Boundary>
  );
}
