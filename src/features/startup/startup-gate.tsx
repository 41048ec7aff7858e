import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useServerCheckQuery, useWalletAndDeviceQuery } from '../../api/session-api';
import { paths } from '../../config/paths';
import { messengerEnvironment } from '../../lib/messenger-bridge';
import { environmentCheck } from '../../../shared/messenger-version';
import type { MessengerInfo } from '../../lib/versions';
import { PageSkeleton } from './page-skeleton';
import { Redirect } from '../../lib/redirect';

export type StartupVerdict =
  | { go: 'root' }
  | { go: 'invalid-version' }
  | { go: 'continue' };

/** Step 1 of spec 000 §4.1, the environment check: messenger or not, and its version. */
export function environmentVerdict(env: MessengerInfo = messengerEnvironment()): StartupVerdict {
  return { go: environmentCheck(env) };
}

/**
 * The startup checks of spec 000 §4.1, in order: environment, server, wallet and join.
 * They run once for the whole session (RTK Query keeps the answers); errors go through the
 * error router like any call's.
 */
export function StartupGate() {
  const verdict = useMemo(() => environmentVerdict(), []);
  const proceed = verdict.go === 'continue';
  const server = useServerCheckQuery(undefined, { skip: !proceed, refetchOnMountOrArgChange: false });
  const wallet = useWalletAndDeviceQuery(undefined, { skip: !proceed || !server.isSuccess });
  const location = useLocation();
  // Once the checks have answered, the gate never shows the skeleton again: a refetch of the
  // wallet check (after joining, a device change) must not unmount the page under it.
  const settled = useRef(false);
  const redirectedOnce = useRef(false);
  const answered = wallet.isSuccess || wallet.isError || server.isError;

  useEffect(() => {
    if (answered) settled.current = true;
    if (wallet.isSuccess) redirectedOnce.current = true;
  }, [answered, wallet.isSuccess]);

  if (verdict.go === 'root') return <Redirect to={paths.root.getHref()} />;
  if (verdict.go === 'invalid-version') return <Redirect to={paths.invalidVersion.getHref()} />;
  if (!settled.current && !answered) return <PageSkeleton />;
  if (server.isError) return <PageSkeleton />;

  const onApplyTab = location.pathname.startsWith(paths.home.getHref('apply'));
  if (!redirectedOnce.current && wallet.data && !wallet.data.joined && !onApplyTab) {
    return <Redirect to={paths.home.getHref('apply', location.search)} />;
  }
  return <Outlet />;
}
