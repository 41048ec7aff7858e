import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Skeleton } from './skeleton';
import styles from './qr-code.module.scss';

export interface QrCodeProps {
  value: string;
  size?: number;
  label: string;
}

type State = { value: string; url: string | null; failed: boolean };

/** A QR image (a data: URL, allowed by the CSP's img-src); dark on white in both themes so it scans. */
export function QrCode({ value, size = 200, label }: QrCodeProps) {
  const [state, setState] = useState<State>({ value: '', url: null, failed: false });

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => live && setState({ value, url, failed: false }),
      () => live && setState({ value, url: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [value, size]);

  const ready = state.value === value;
  if (ready && state.failed) {
    return (
      <p className={styles.error} style={{ width: size, minHeight: size }} role="img" aria-label={label}>
        QR 코드를 만들 수 없어요. 잠시 후 다시 시도해 주세요.
      </p>
    );
  }
  if (!ready || !state.url) {
    return (
      <span className={styles.frame}>
        <Skeleton variant="rect" height={size} width={`${size}px`} />
      </span>
    );
  }
  return (
    <span className={styles.frame}>
      <img className={styles.image} src={state.url} alt={label} width={size} height={size} />
    </span>
  );
}
