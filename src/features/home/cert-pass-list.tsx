import { useOpenLayer } from '../../lib/layer-navigation';
import { EmptyState } from '../../ui/empty-state';
import { useQrPassesQuery, useQrPassInstitutionsQuery } from '../../api/qr-pass-api';
import { ListLoadError, ListLoading } from './list-states';
import { homeMessages } from './messages';
import styles from './apply-tab.module.scss';

/** The qualification filter: institutions (GET /api/v1/qr-pass/institutions), then one institution's passes. */
export default function CertPassList({ institutionCode, onChoose }: { institutionCode: string | null; onChoose: (code: string) => void }) {
  const institutions = useQrPassInstitutionsQuery();
  if (institutions.isLoading) return <ListLoading />;
  if (institutions.isError) {
    return <ListLoadError error={institutions.error} title={homeMessages.institutionsError} onRetry={() => void institutions.refetch()} />;
  }
  const list = institutions.data ?? [];
  if (list.length === 0) return <EmptyState title={homeMessages.institutionsEmpty} />;
  return (
    <>
      <ul className={styles.chips} aria-label={homeMessages.institutionsLabel}>
        {list.map((institution) => (
          <li key={institution.institutionCode}>
            <button
              type="button"
              className={institution.institutionCode === institutionCode ? `${styles.filter} ${styles.selected}` : styles.filter}
              aria-pressed={institution.institutionCode === institutionCode}
              onClick={() => onChoose(institution.institutionCode)}
            >
              {institution.name}
            </button>
          </li>
        ))}
      </ul>
      {institutionCode ? <CertPasses institutionCode={institutionCode} /> : null}
    </>
  );
}

/** A pass opens the cert-pass-list layer of its institution, which creates it from a held document. */
function CertPasses({ institutionCode }: { institutionCode: string }) {
  const passes = useQrPassesQuery(institutionCode);
  const openLayer = useOpenLayer();
  if (passes.isLoading) return <ListLoading />;
  if (passes.isError) return <ListLoadError error={passes.error} title={homeMessages.passesError} onRetry={() => void passes.refetch()} />;
  const list = passes.data ?? [];
  if (list.length === 0) return <EmptyState title={homeMessages.passesEmpty} />;
  return (
    <ul className={styles.list}>
      {list.map((pass) => (
        <li key={pass.qrPassCode} className={`${styles.item} ${styles.pass}`}>
          <button type="button" className={styles.passButton} onClick={() => openLayer('cert-pass-list', { institutionCode })}>
            {pass.qrPassName}
          </button>
        </li>
      ))}
    </ul>
  );
}
