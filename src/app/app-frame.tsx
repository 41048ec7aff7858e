import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import { setNavigator, registerPopupHandler } from '../api/error-actions';
import { sessionApi } from '../api/session-api';
import { useThemeColor } from '../lib/theme';
import { LoadingOverlay } from '../ui/loading-overlay';
import { PopupHost } from '../ui/popup';
import { ToastHost } from '../ui/toast';
import { walletApi } from '../features/wallet/api';
import { AGREE_AGAIN_CODES, agreeAgainPopup, unregisteredDevicePopup } from '../features/wallet/wallet-popups';
import { registerViewerPopups } from '../features/viewer/viewer-popups';
import { PageSkeleton } from '../features/startup/page-skeleton';
import type { AppStore } from './store';
import { useBackButton } from './back-button';

/**
 * The frame around every page: it gives the error router its navigation, wires the features'
 * popups, routes the back button through the back-handler stack and keeps the theme colour.
 */
export function AppFrame() {
  const navigate = useNavigate();
  const store = useStore() as AppStore;
  useThemeColor();

  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    const deps = {
      navigate: (to: string, options?: { replace?: boolean }) => void navigate(to, options),
      changeDevice: () => store.dispatch(walletApi.endpoints.changeDevice.initiate()).unwrap(),
      refetchWallet: () => store.dispatch(sessionApi.endpoints.walletAndDevice.initiate(undefined, { forceRefetch: true })).unwrap(),
    };
    const unregister = [
      registerPopupHandler('UNREGISTERED_DEVICE', () => void unregisteredDevicePopup(deps)),
      ...AGREE_AGAIN_CODES.map((code) => registerPopupHandler(code, (body) => void agreeAgainPopup(code, body, deps))),
      registerViewerPopups({ navigate: deps.navigate, dispatch: store.dispatch }),
    ];
    return () => unregister.forEach((off) => off());
  }, [navigate, store]);

  useBackButton();

  return (
    <>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <PopupHost />
      <ToastHost />
      <LoadingOverlay />
    </>
  );
}
