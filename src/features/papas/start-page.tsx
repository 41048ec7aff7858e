import { Outlet, useParams } from 'react-router';
import { useClickGuard } from '../../lib/click-guard';
import { useDocumentTitle } from '../../lib/document-title';
import type { RunnerProfile } from '../../runner/machine';
import { RunnerProgress } from '../../runner/runner-progress';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { BackIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import type { PackageInfo } from './api';
import { DocumentList } from './document-list';
import { papasMessages } from './messages';
import { confirmExit, useStartPage } from './use-start-page';
import styles from './papas.module.scss';

/**
 * /papas/{papas}/start (PAPAS.START, 001 §2.1): the purpose, recipient, issuer, documents and
 * extra rows, and Next. Opening it starts the flow of 001 §4.1 by itself when no application
 * exists yet (use-start-page.ts); its layers (terms and pickers) are the table of src/app/papas-layers.ts.
 */
export function PapasStartPage({ profile }: { profile?: RunnerProfile }) {
  const { papas = '' } = useParams();
  const { info, runner, walletBlocked, progressLayer, next } = useStartPage(papas, profile);
  const guard = useClickGuard();
  useDocumentTitle(info.data ? papasMessages.pageTitle(info.data.title) : null);

  const header = (
    <PageHeader
      title={papasMessages.headerTitle}
      left={<IconButton label={papasMessages.back} icon={<BackIcon />} onClick={() => info.data && void confirmExit(info.data)} />}
    />
  );
  if (info.isError) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState title={papasMessages.loadError} description={papasMessages.loadErrorHint} />
      </div>
    );
  }
  const data = info.data;
  return (
    <div className={styles.page}>
      {header}
      {!data ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton lines={8} />
        </div>
      ) : (
        <PackageSummary data={data} />
      )}
      <div className={styles.footer}>
        {walletBlocked ? (
          <p className={styles.notice} role="status">
            {papasMessages.walletBlocked}
          </p>
        ) : null}
        <Button block disabled={!data || runner.busy} onClick={guard('api', next)}>
          {papasMessages.next}
        </Button>
      </div>
      <Outlet context={{ formData: {} }} />
      <RunnerProgress layer={progressLayer} progress={runner.state.progress} onCancel={runner.cancel} />
    </div>
  );
}

/** What the package is: its purpose, recipient and issuer, the documents, and the partner's extra rows. */
function PackageSummary({ data }: { data: PackageInfo }) {
  return (
    <main className={styles.body}>
      <section className={styles.purpose} aria-labelledby="papas-title">
        <h2 id="papas-title" className={styles.title}>
          {data.title}
        </h2>
        <p className={styles.description}>{data.description}</p>
      </section>
      <dl className={`${styles.card} ${styles.rows}`}>
        <dt>{papasMessages.recipient}</dt>
        <dd>{data.recipient}</dd>
        <dt>{papasMessages.issuer}</dt>
        <dd>{data.issuer}</dd>
      </dl>
      <DocumentList id="papas-documents" title={papasMessages.documents} names={data.documentNames} level={3} />
      {Object.keys(data.additionalPackageInfo).length > 0 ? (
        <section className={styles.section} aria-labelledby="papas-extra">
          <h3 id="papas-extra" className={styles.sectionTitle}>
            {papasMessages.extraInfo}
          </h3>
          <dl className={styles.rows}>
            {Object.entries(data.additionalPackageInfo).map(([label, text]) => (
              <div key={label} className={styles.row}>
                <dt>{label}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </main>
  );
}
