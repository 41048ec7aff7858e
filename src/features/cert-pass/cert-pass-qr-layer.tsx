import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import type { LayerProps } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { QrCode } from '../../ui/qr-code';
import { Sheet } from '../../ui/sheet';
import { certPassMessages } from './messages';
import { sameOriginPath } from './pass-logic';
import styles from './cert-pass.module.scss';

/** Home layer `cert-pass-qr` (QR modal, spec 000 §2.2): the pass url as a QR, to open it on a PC. */
export default function CertPassQrLayer({ close }: LayerProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const guard = useClickGuard();
  const path = sameOriginPath(search.get('url'));
  const name = search.get('name') || certPassMessages.qrTitle;
  const absolute = path ? new URL(path, window.location.origin).href : null;

  return (
    <Sheet display="qr" title={name} onClose={close} closeLabel={certPassMessages.close}>
      {absolute && path ? (
        <div className={styles.qr}>
          <QrCode value={absolute} size={200} label={certPassMessages.qrLabel(name)} />
          <p className={styles.hint}>{certPassMessages.qrHint}</p>
          <Button variant="secondary" block onClick={guard('link', () => navigate(paths.certPass.getHref(path, search.get('name') ?? undefined), { replace: true }))}>
            {certPassMessages.openHere}
          </Button>
        </div>
      ) : (
        <EmptyState title={certPassMessages.notFound} />
      )}
    </Sheet>
  );
}
