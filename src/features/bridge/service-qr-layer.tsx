import type { LayerProps } from '../../lib/layer-navigation';
import { useServiceQrInfo } from './api';
import { bridgeMessages as m } from './messages';
import { QrSheet } from './qr-sheet';

/** /layer/qr (route key ROOT.QR, spec 001 §2.3): the QR of the service itself. */
export default function ServiceQrLayer({ close }: LayerProps) {
  const service = useServiceQrInfo();
  const info = service.data;
  return (
    <QrSheet
      target={info ? { name: info.name, imageUrl: info.qrCodeImageUrl, link: info.shortenUrl, hint: m.serviceQrHint } : null}
      failed={service.isError}
      onRetry={() => void service.refetch()}
      close={close}
    />
  );
}
