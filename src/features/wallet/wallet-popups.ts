import type { ApiError } from '../../api/types';
import { paths } from '../../config/paths';
import { confirm } from '../../lib/popup-store';
import { showToast } from '../../ui/toast-store';
import { hideLoading, showLoading } from '../../ui/loading-overlay';
import { errorTexts, isErrorCode } from '../../../shared/error-texts';
import { walletMessages } from './messages';

export interface WalletPopupDeps {
  changeDevice: () => Promise<unknown>;
  refetchWallet: () => Promise<unknown>;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * After a device change the wallet's credentials are bound to the key this browser holds (made now
 * when it has none): the new device's key, as the old device's was. In the background: the change
 * itself is done, and the viewer's 전자증명 view binds them too should this not finish.
 */
function rebindCredentials(): void {
  void import('../../api/holder-binding').then(({ bindHolderKey }) => bindHolderKey()).catch(() => undefined);
}

const RENEWAL_KIND: Record<string, string> = {
  REQUIRED_TO_RENEW_SERVICE_TERM: 'RENEW_SERVICE_TERM',
  REQUIRED_TO_RENEW_PRIVACY_TERM: 'RENEW_PRIVACY_TERM',
  REQUIRED_TO_RENEW_SERVICE_PRIVACY_TERM: 'RENEW_SERVICE_PRIVACY_TERM',
  UNREGISTERED_WALLET: 'UNREGISTERED_WALLET',
};

/** UNREGISTERED_DEVICE (spec 000 §4.9): confirm → change device → refetch → apply tab + toast. */
export async function unregisteredDevicePopup(deps: WalletPopupDeps): Promise<boolean> {
  const confirmed = await confirm({
    title: errorTexts.UNREGISTERED_DEVICE.title, message: errorTexts.UNREGISTERED_DEVICE.message,
    cancel: walletMessages.cancel, confirm: walletMessages.confirm,
  });
  if (!confirmed) return false;
  showLoading();
  try {
    await deps.changeDevice();
    await deps.refetchWallet();
    rebindCredentials();
    deps.navigate(paths.home.getHref('apply'), { replace: true });
    showToast(walletMessages.deviceChanged);
    return true;
  } catch {
    return false;
  } finally {
    hideLoading();
  }
}

/** Renewals and an unregistered wallet ask to agree again; confirm opens the agreement layer (§8.4). */
export async function agreeAgainPopup(code: string, body: ApiError | null, deps: Pick<WalletPopupDeps, 'navigate'>): Promise<boolean> {
  const kind = RENEWAL_KIND[code];
  if (!kind) return false;
  const own = isErrorCode(code) ? errorTexts[code] : errorTexts.UNREGISTERED_WALLET;
  const confirmed = await confirm({
    title: body?.title || own.title,
    message: body?.message || own.message,
    cancel: walletMessages.cancel, confirm: walletMessages.agree,
  });
  if (!confirmed) return false;
  deps.navigate(`${paths.home.getHref('apply')}/layer/agreement?types=${kind}&path=${encodeURIComponent(paths.home.getHref('apply'))}`);
  return true;
}

export const AGREE_AGAIN_CODES = Object.keys(RENEWAL_KIND);
