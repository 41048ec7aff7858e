import { useNavigate } from 'react-router';
import { useUserQuery } from '../../api/session-api';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import type { LayerProps } from '../../lib/layer-navigation';
import { Button } from '../../ui/button';
import { hideLoading, showLoading } from '../../ui/loading-overlay';
import { confirm } from '../../lib/popup-store';
import { QrCode } from '../../ui/qr-code';
import { Sheet } from '../../ui/sheet';
import { SkeletonList } from '../../ui/skeleton';
import { showToast } from '../../ui/toast-store';
import { useDeleteWalletMutation } from './api';
import { walletMessages } from './messages';
import styles from './wallet-address-layer.module.scss';

/** wallet-address (QR modal, spec 000 §2.2): the user's wallet address as a QR, copy, disposal. */
export default function WalletAddressLayer({ close }: LayerProps) {
  const user = useUserQuery();
  const [deleteWallet] = useDeleteWalletMutation();
  const navigate = useNavigate();
  const guard = useClickGuard();
  const address = user.data?.walletAddress ?? '';
  const name = user.data?.walletName ?? user.data?.name ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      showToast(walletMessages.copied);
    } catch {
      showToast(walletMessages.copyFailed);
    }
  };

  const dispose = async () => {
    const confirmed = await confirm({
      title: walletMessages.disposeTitle, message: walletMessages.disposeMessage,
      cancel: walletMessages.cancel, confirm: walletMessages.disposeConfirm, destructive: true,
    });
    if (!confirmed) return;
    showLoading();
    try {
      await deleteWallet().unwrap();
      showToast(walletMessages.disposed);
      navigate(paths.home.getHref('apply'), { replace: true });
    } catch {
      // Routed and shown by the error router; the wallet is unchanged.
    } finally {
      hideLoading();
    }
  };

  return (
    <Sheet display="qr" title={walletMessages.addressTitle} onClose={close} closeLabel={walletMessages.close}>
      {user.isLoading || !user.data ? (
        <SkeletonList rows={3} />
      ) : (
        <div className={styles.body}>
          <p className={styles.name}>{name}</p>
          <QrCode value={address} size={200} label={walletMessages.qrLabel(name)} />
          <p className={styles.address} data-testid="wallet-address">{address}</p>
          <p className={styles.hint}>{walletMessages.addressHint}</p>
          <Button variant="primary" block onClick={guard('api', copy)}>
            {walletMessages.copy}
          </Button>
          {/* Deleting the wallet cannot be undone: apart from the everyday action, in the danger colour, asked first. */}
          <section className={styles.danger} aria-label={walletMessages.dispose}>
            <p className={styles.dangerHint}>{walletMessages.disposeHint}</p>
            <Button variant="danger" block onClick={guard('api', dispose)}>
              {walletMessages.dispose}
            </Button>
          </section>
        </div>
      )}
    </Sheet>
  );
}
