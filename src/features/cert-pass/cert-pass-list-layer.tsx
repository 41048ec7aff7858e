import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import type { LayerProps } from '../../lib/layer-navigation';
import { EmptyState } from '../../ui/empty-state';
import { ChevronIcon } from '../../ui/icons';
import { confirm } from '../../lib/popup-store';
import { Sheet } from '../../ui/sheet';
import { SkeletonList } from '../../ui/skeleton';
import { CATALOGUE_SHOWN_IN_PLACE, useCatalogueQuery } from '../../api/catalogue-api';
import { useRoutedInPlaceError } from '../../api/list-read';
import { QR_PASS_SHOWN_IN_PLACE, useQrPassesQuery, useQrPassInstitutionsQuery, type CertPass } from '../../api/qr-pass-api';
import { useHeldDocumentsQuery } from '../../api/inbox-api';
import { certPassMessages } from './messages';
import { certificateNameFor, heldDocumentFor } from './pass-logic';
import { usePassOpener } from './use-pass-opener';
import styles from './cert-pass.module.scss';

/** Home layer `cert-pass-list` (spec 000 §2.2): the passes of the institution in `institutionCode`. */
export default function CertPassListLayer({ close }: LayerProps) {
  const [search] = useSearchParams();
  const institutionCode = search.get('institutionCode') ?? '';
  const institutions = useQrPassInstitutionsQuery();
  const passes = useQrPassesQuery(institutionCode, { skip: !institutionCode });
  const held = useHeldDocumentsQuery();
  const catalogue = useCatalogueQuery();
  // This layer has no place of its own for what the lists show in place: the error router shows it.
  useRoutedInPlaceError(passes.error, QR_PASS_SHOWN_IN_PLACE);
  useRoutedInPlaceError(catalogue.error, CATALOGUE_SHOWN_IN_PLACE);
  const openPass = usePassOpener();
  const navigate = useNavigate();
  const guard = useClickGuard();

  const institution = institutions.data?.find((item) => item.institutionCode === institutionCode);
  const title = institution?.name ?? certPassMessages.listTitle;
  const loading = passes.isLoading || held.isLoading || catalogue.isLoading;
  const list = passes.data ?? [];

  const choose = async (pass: CertPass) => {
    const certificate = certificateNameFor(pass, catalogue.data ?? []);
    const document = heldDocumentFor(pass, held.data ?? []);
    if (document) {
      await openPass(document.id, pass.qrPassCode, institutionCode);
      return;
    }
    const confirmed = await confirm({
      title: certPassMessages.needTitle, message: certPassMessages.needMessage(certificate),
      cancel: certPassMessages.cancel, confirm: certPassMessages.issue,
    });
    if (confirmed) navigate(paths.issue.getHref(pass.edocPath));
  };

  return (
    <Sheet display="bottom" title={title} onClose={close}>
      {loading ? (
        <SkeletonList rows={3} />
      ) : list.length === 0 || !institutionCode ? (
        <EmptyState title={certPassMessages.empty} />
      ) : (
        <>
          <p className={styles.guide}>{certPassMessages.listGuide}</p>
          <ul className={styles.list}>
            {list.map((pass) => {
              const certificate = certificateNameFor(pass, catalogue.data ?? []);
              const holds = Boolean(heldDocumentFor(pass, held.data ?? []));
              return (
                <li key={pass.qrPassCode}>
                  <button type="button" className={styles.row} onClick={guard('api', () => choose(pass))}>
                    <span className={styles.rowText}>
                      <span className={styles.name}>{pass.qrPassName}</span>
                      <span className={styles.meta}>
                        {certPassMessages.needs(certificate)}
                        {holds && <span className={styles.badge}>{certPassMessages.held}</span>}
                      </span>
                    </span>
                    <ChevronIcon size={20} aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Sheet>
  );
}
