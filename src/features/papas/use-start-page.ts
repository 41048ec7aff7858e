import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorCodeOf } from '../../api/base-api';
import { APPLY_TAB_CODES } from '../../api/error-router';
import { useApiDispatch } from '../../api/hooks';
import { useUserStatusQuery, useWalletAndDeviceQuery } from '../../api/session-api';
import { paths } from '../../config/paths';
import { agreementResultKey, useAskLayer } from '../../lib/layer-results';
import { confirm, showAlert, usePopups } from '../../lib/popup-store';
import { useBackHandler } from '../../lib/use-back-handler';
import { progressLayerFor, type RunnerProfile } from '../../runner/machine';
import { papasApi, usePackageInfoQuery, type PackageInfo } from './api';
import { papasMessages } from './messages';
import { openCancelUrl } from './partner-links';
import { runStartFlow, type StartFlowDeps } from './start-flow';
import { useInputSteps } from './use-input-steps';
import { usePackageRunner } from './use-package-runner';

/** The wallet popup errors of 001 §8: while one is present, Next does nothing but show it again. */
const WALLET_CODES: readonly string[] = APPLY_TAB_CODES;

/** Navigation state of a page that sends the user back here to stay (the channeling page's cancel). */
export interface StartPageState {
  stay?: boolean;
}

/** 000 §8.4 exit popup: confirming opens the package's cancel url (001 §2.1). */
export async function confirmExit(info: PackageInfo): Promise<void> {
  const confirmed = await confirm({
    title: papasMessages.exitTitle, message: papasMessages.exitMessage(info.recipient),
    cancel: papasMessages.cancel, confirm: papasMessages.exit,
  });
  if (confirmed) openCancelUrl(info.appSchemeBundle.cancel.url);
}

type PackageRunner = ReturnType<typeof usePackageRunner>;

/** The start flow of 001 §4.1 (start-flow.ts) with the page's layers, calls and runner; one run at a time. */
function useStartFlow(papas: string, runner: PackageRunner, joined: boolean) {
  const dispatch = useApiDispatch();
  const askLayer = useAskLayer();
  const ask = useInputSteps();
  const status = useUserStatusQuery();
  const running = useRef(false);
  const startPath = paths.papasStart.getHref(papas);
  const depsFor = (info: PackageInfo): StartFlowDeps => ({
    info,
    joined,
    agree: async (types) => (await askLayer(agreementResultKey(types), 'agreement', { types, path: startPath, receiverName: info.recipient })) !== null,
    isGuest: async () => (await dispatch(papasApi.endpoints.applicable.initiate(papas, { forceRefetch: true, subscribe: false })).unwrap()).isGuestGov24,
    toSimpleAuth: () => window.location.assign(paths.simSimpleAuth.getHref(startPath)),
    alert: (message) => showAlert({ message }),
    ask,
    create: (inputs) => {
      void (async () => {
        const certificateStatus = status.data?.certificateStatus ?? (await status.refetch()).data?.certificateStatus ?? 'NONE';
        runner.submit(inputs, certificateStatus);
      })();
    },
    createAsGuest: (guestToken, inputs) => void runner.applyAsGuest(guestToken, inputs),
  });
  return async (info: PackageInfo, token: string | null) => {
    if (running.current) return;
    running.current = true;
    try {
      await runStartFlow(depsFor(info), token);
    } catch {
      // The call's error has been routed (a popup or the partner error page); the user can press Next.
    } finally {
      running.current = false;
    }
  };
}

/** 001 §4.1: the flow starts by itself once, when nothing is under way and no wallet error is present. */
function useAutoStart(ready: boolean, info: PackageInfo | undefined, runner: PackageRunner, start: ReturnType<typeof useStartFlow>) {
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current || !info) return;
    started.current = true;
    const token = search.get('token');
    if (search.has('token') || search.has('resume')) {
      const next = new URLSearchParams(search);
      next.delete('token');
      next.delete('resume');
      setSearch(next, { replace: true });
    }
    if (runner.state.phase !== 'idle' || (location.state as StartPageState | null)?.stay) return;
    if (info.applicationId) void runner.resume(info.applicationId);
    else void start(info, token);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
}

/**
 * Back on the start page asks to exit (the progress sheet and popups answer back themselves). The
 * back press of a page that has no page of ours before it leaves the document, where no handler
 * can ask first: one entry of the same page goes on top, so back lands here (001 §2.1).
 */
function useExitOnBack(info: PackageInfo | undefined, progressShown: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const popups = usePopups();
  const guarded = useRef(false);
  useEffect(() => {
    if (guarded.current || (location.state as { papasGuard?: boolean } | null)?.papasGuard) return;
    guarded.current = true;
    navigate(`${location.pathname}${location.search}`, { state: { ...(location.state as object | null), papasGuard: true } });
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const layerOpen = location.pathname.includes('/layer/');
  useBackHandler(
    () => {
      if (info) void confirmExit(info);
      return true;
    },
    Boolean(info) && !layerOpen && !progressShown && popups.length === 0,
  );
}

/** /papas/{papas}/start's state and actions: the package, the wallet's state, the runner and Next. */
export function useStartPage(papas: string, profile: RunnerProfile | undefined) {
  const info = usePackageInfoQuery(papas);
  const wallet = useWalletAndDeviceQuery();
  const runner = usePackageRunner({ papas, info: info.data, profile });
  const start = useStartFlow(papas, runner, wallet.data?.joined ?? false);
  const walletCode = wallet.isError ? errorCodeOf(wallet.error) : null;
  const walletBlocked = walletCode !== null && WALLET_CODES.includes(walletCode);
  useAutoStart(info.isSuccess && wallet.isSuccess, info.data, runner, start);
  const progressLayer = progressLayerFor(runner.state.phase);
  useExitOnBack(info.data, progressLayer !== null);

  const next = async () => {
    if (walletBlocked) {
      // The wallet error is still there: its popup shows again, nothing starts (001 §2.1).
      await wallet.refetch();
      return;
    }
    if (runner.state.phase === 'signing') {
      await runner.signAgain();
      return;
    }
    if (runner.busy || !info.data) return;
    const fresh = (await info.refetch()).data ?? info.data;
    if (fresh.applicationId) await runner.resume(fresh.applicationId);
    else await start(fresh, null);
  };
  return { info, runner, walletBlocked, progressLayer, next };
}
