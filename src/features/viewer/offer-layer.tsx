import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { CredentialOffer } from '../../../contracts/generated/api';
import { formatKoreanDateTime, parseServerDate } from '../../lib/dates';
import type { LayerProps } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { QrCode } from '../../ui/qr-code';
import { Sheet } from '../../ui/sheet';
import { SkeletonList } from '../../ui/skeleton';
import { showToast } from '../../ui/toast-store';
import { vcMessages as t } from './messages';
import { useCredentialOfferMutation } from './vc-api';
import styles from './offer-layer.module.scss';

/** The server's words for a refusal (its error body's message), or the sheet's own. */
const refusal = (error: unknown): string => {
  const body = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof body?.message === 'string' && body.message ? body.message : t.offerFailed;
};

/** One offer per opening of the sheet (React's second effect run in development makes none). */
function useOffer(documentId: string): { offer: CredentialOffer | null; failed: string | null; retry: () => void } {
  const [make] = useCredentialOfferMutation();
  const [offer, setOffer] = useState<CredentialOffer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const made = useRef(-1);
  useEffect(() => {
    if (!documentId || made.current === attempt) return;
    made.current = attempt;
    make(documentId)
      .unwrap()
      .then(setOffer, (error: unknown) => setFailed(refusal(error)));
  }, [documentId, attempt, make]);
  const retry = () => {
    setFailed(null);
    setAttempt((n) => n + 1);
  };
  return { offer, failed, retry };
}

function OfferBody({ offer }: { offer: CredentialOffer }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(offer.offer);
      showToast(t.copied);
    } catch {
      showToast(t.copyFailed);
    }
  };
  return (
    <div className={styles.body}>
      <p className={styles.guide}>{t.offerGuide}</p>
      <QrCode value={offer.offer} size={220} label={t.offerQrLabel} />
      <div className={styles.code}>
        <span className={styles.codeLabel}>{t.txCodeLabel}</span>
        <strong className={styles.codeDigits} aria-label={t.txCodeDigits(offer.txCode)} data-testid="tx-code">
          {offer.txCode}
        </strong>
      </div>
      <p className={styles.expires}>{t.offerExpires(formatKoreanDateTime(parseServerDate(offer.expiresAt)))}</p>
      <a className={styles.open} href={offer.offer} data-testid="offer-link">
        {t.openLink}
      </a>
      <Button variant="secondary" block onClick={() => void copy()}>
        {t.copyLink}
      </Button>
      <p className={styles.note}>{t.offerNote}</p>
    </div>
  );
}

/**
 * 다른 지갑에 담기 (the viewer's `credential-offer` layer): a single-use OpenID4VCI offer of the
 * document's credential, as a QR code and an openid-credential-offer:// link, with its 6-digit
 * tx_code. Any OpenID4VCI wallet takes the credential, bound to its own key.
 */
export default function OfferLayer({ close }: LayerProps) {
  const documentId = useParams().documentId ?? '';
  const { offer, failed, retry } = useOffer(documentId);
  return (
    <Sheet display="bottom" title={t.offerTitle} onClose={close} closeLabel={t.close}>
      {failed ? (
        <div className={styles.body} role="alert">
          <p className={styles.guide}>{failed}</p>
          <Button variant="secondary" onClick={retry}>
            {t.retry}
          </Button>
        </div>
      ) : offer ? (
        <OfferBody offer={offer} />
      ) : (
        <SkeletonList rows={4} />
      )}
    </Sheet>
  );
}
