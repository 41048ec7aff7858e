import { useState } from 'react';
import { useClickGuard } from '../../lib/click-guard';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Sheet } from '../../ui/sheet';
import { Skeleton } from '../../ui/skeleton';
import { showToast } from '../../ui/toast-store';
import { bridgeMessages as m } from './messages';
import { saveQrImage } from './save-qr-image';
import styles from './qr-sheet.module.scss';

export interface QrSheetTarget {
  name: string;
  imageUrl: string;
  link: string;
  hint: string;
}

export interface QrSheetProps {
  /** null while the catalogue loads. */
  target: QrSheetTarget | null;
  failed?: boolean;
  onRetry?: () => void;
  close: () => void;
}

export const QR_IMAGE_SIZE = 200;

/** The QR layer of spec 001 §2.3: the name, the QR image, 'QR download', 'copy URL' and close. */
export function QrSheet({ target, failed = false, onRetry, close }: QrSheetProps) {
  const guard = useClickGuard();
  // Kept per image, so another certificate's layer starts afresh.
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const imageFailed = target !== null && failedImage === target.imageUrl;

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      showToast(m.copied);
    } catch {
      showToast(m.copyFailed);
    }
  };

  return (
    <Sheet display="qr" title={target?.name ?? m.qrLoadingTitle} hideTitle={!target} onClose={close} closeLabel={m.close}>
      {failed ? (
        <EmptyState title={m.qrLoadError} description={m.loadErrorHint} action={onRetry ? <Button variant="secondary" onClick={onRetry}>{m.retry}</Button> : null} />
      ) : !target ? (
        <div className={styles.body} aria-busy="true">
          <Skeleton width="60%" height={22} />
          <span className={styles.frame}>
            <Skeleton variant="rect" height={QR_IMAGE_SIZE} width={`${QR_IMAGE_SIZE}px`} />
          </span>
        </div>
      ) : (
        <div className={styles.body}>
          <span className={styles.frame}>
            {imageFailed ? (
              <span className={styles.imageError} role="img" aria-label={m.qrAlt(target.name)}>
                {m.qrLoadError}
              </span>
            ) : (
              <img
                className={styles.image}
                src={target.imageUrl}
                alt={m.qrAlt(target.name)}
                width={QR_IMAGE_SIZE}
                height={QR_IMAGE_SIZE}
                onError={() => setFailedImage(target.imageUrl)}
              />
            )}
          </span>
          <p className={styles.hint}>{target.hint}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={guard('api', () => saveQrImage(target.imageUrl, target.name))}>
              {m.download}
            </Button>
            <Button variant="primary" onClick={guard('api', () => copy(target.link))}>
              {m.copyUrl}
            </Button>
          </div>
        </div>
      )}
    </Sheet>
  );
}
