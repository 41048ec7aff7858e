import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import { setNavigator, registerHashPopupHandler, registerPopupHandler } from '../api/error-actions';
import { APPLY_TAB_CODES, popupCodesThen } from '../api/error-router';
import { sessionApi } from '../api/session-api';
import { setDrawingPage, useHydrated } from '../lib/hydrated';
import { enableShellControls } from './early-taps';
import { useThemeColor } from '../lib/theme';
import { LoadingOverlay } from '../ui/loading-overlay';
import { usePopups } from '../lib/popup-store';
import { ToastHost } from '../ui/toast';
import { PageSkeleton } from '../features/startup/page-skeleton';
import type { AppStore } from './store';

const PopupHost = lazy(async () => ({ default: (await import('../ui/popup')).PopupHost }));

/** Popups are drawn by code that loads with the first popup. */
function Popups() {
  const popups = usePopups();
  if (popups.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupHost />
    </Suspense>
  );
}

/**
 * The toast's live region is a portal into document.body, which a page drawn before React (the
 * bridge page's shell, a page the server drew) has not: it comes once React has the page. Its own
 * component, so that second render stays here: a render of the frame while React still waits for
 * the page's lazy code would make React give up the drawn page and draw it anew.
 */
function Toasts() {
  return useHydrated() ? <ToastHost /> : null;
}

/**
 * Renders nothing; its effect runs once React has the page beside it (inside the page's Suspense
 * boundary: not before a lazy page drawn by the server is hydrated), and enables the controls of
 * a page drawn before React (src/app/early-taps.ts).
 */
function ControlsTakenOver() {
  useEffect(() => {
    enableShellControls();
    setDrawingPage(false);
  }, []);
  return null;
}

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
      changeDevice: async () => {
        const { walletApi } = await import('../features/wallet/api');
        return store.dispatch(walletApi.endpoints.changeDevice.initiate()).unwrap();
      },
      refetchWallet: () => store.dispatch(sessionApi.endpoints.walletAndDevice.initiate(undefined, { forceRefetch: true })).unwrap(),
    };
    // The features' popups load with their first use: none is needed to show the apply tab.
    const wallet = () => import('../features/wallet/wallet-popups');
    const viewer = () => import('../features/viewer/viewer-popups');
    const issue = () => import('../runner/hash-popup');
    const unregister = [
      registerPopupHandler('UNREGISTERED_DEVICE', async () => void (await wallet()).unregisteredDevicePopup(deps)),
      ...APPLY_TAB_CODES.filter((code) => code !== 'UNREGISTERED_DEVICE').map((code) =>
        registerPopupHandler(code, async (body) => void (await wallet()).agreeAgainPopup(code, body, deps)),
      ),
      ...popupCodesThen('document-gone').map((code) =>
        registerPopupHandler(code, async () => (await viewer()).documentGonePopup(code, { navigate: deps.navigate, dispatch: store.dispatch })),
      ),
    ];
    registerHashPopupHandler(async () => (await issue()).hashPopup());
    return () => {
      unregister.forEach((off) => off());
      registerHashPopupHandler(null);
    };
  }, [navigate, store]);

  return (
    <>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
        <ControlsTakenOver />
      </Suspense>
      <Popups />
      <Toasts />
      <LoadingOverlay />
    </>
  );
}
