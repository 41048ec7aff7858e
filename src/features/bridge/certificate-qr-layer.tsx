import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import type { LayerProps } from '../../lib/layer-navigation';
import { useQrcodeInfo } from './api';
import { bridgeMessages as m } from './messages';
import { QrSheet } from './qr-sheet';
import { Redirect } from '../../lib/redirect';

/**
 * /layer/qr/{edocName} (route key ROOT.QR_EDOC_NAME, spec 001 §2.3): one certificate's QR.
 * An edocName that is not in the catalogue is an unknown path within a known list: it goes to
 * the apply tab with the query string kept (001 §2.4, §8 Bridge).
 */
export default function CertificateQrLayer({ params, close }: LayerProps) {
  const catalogue = useQrcodeInfo();
  const location = useLocation();
  const entry = catalogue.data?.find((item) => item.formPath === params.edocName);

  if (catalogue.isSuccess && !entry) return <Redirect to={paths.home.getHref('apply', location.search)} />;
  return (
    <QrSheet
      target={entry ? { name: entry.formDisplayName, imageUrl: entry.qrCodeImageUrl, link: entry.shortenUrl, hint: m.certificateQrHint } : null}
      failed={catalogue.isError}
      onRetry={() => void catalogue.refetch()}
      close={close}
    />
  );
}
