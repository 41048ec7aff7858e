import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorCodeOf } from '../../api/base-api';
import { APPLY_TAB_CODES } from '../../api/error-router';
import { useApiDispatch } from '../../api/hooks';
import { useUserStatusQuery, useWalletAndDeviceQuery } from '../../api/session-api';
import { paths } from '../../config/paths';
import { useBackHandler } from '../../lib/use-back-handler';
import { useClickGuard } from '../../lib/click-guard';
import { agreementResultKey, useAskLayer } from '../../lib/layer-results';
import { RunnerProgress } from '../../runner/runner-progress';
import { progressLayerFor, type RunnerProfile } from '../../runner/machine';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { BackIcon } from '../../ui/icons';
import { DocumentList } from './document-list';
import { IconButton, PageHeader } from '../../ui/page';
import { confirm, showAlert, usePopups } from '../../lib/popup-store';
import { Skeleton } from '../../ui/skeleton';
import { papasApi, usePackageInfoQuery, type PackageInfo } from './api';
import { papasMessages } from './messages';
import { openCancelUrl } from './partner-links';
import { runStartFlow } from './start-flow';
import { useInputSteps } from './use-input-steps';
import { usePackageRunner } from './use-package-runner';
import styles from './papas.module.scss';
import { useDocumentTitle } from '../../lib/document-title';

/** The wallet popup errors of 001 §8: while one is present, Next does nothing but show it again. */
const WALLET_CODES: readonly string[] = APPLY_TAB_CODES;

/** Navigation state of a page that sends the user back here to stay (the channeling page's cancel). */
export interface StartPageState {
  stay?: boolean;
}

/** 000 §8.4 exit popup: confirming opens the package's cancel url (001 §2.1). */
async function confirmExit(info: PackageInfo): Promise<void> {
  const confirmed = await confirm({
    title: papasMessages.exitTitle, message: papasMessages.exitMessage(info.recipient),
    cancel: papasMessages.cancel, confirm: papasMessages.exit,
  });
  if (confirmed) openCancelUrl(info.appSchemeBundle.cancel.url);
}

/**
 * /papas/{papas}/start (PAPAS.START, 001 §2.1): the purpose, recipient, issuer, documents and
 * extra rows, and Next. Opening it starts the flow of 001 §4.1 by itself when no application
 * exists yet; its layers (terms and pickers) are the table of src/app/papas-layers.ts.
 */
export function PapasStartPage({ profile }: { profile?: RunnerProfile }) {
  const { papas = '' } = useParams();
  const info = usePackageInfoQuery(papas);
  const wallet = useWalletAndDeviceQuery();
  const status = useUserStatusQuery();
  const runner = usePackageRunner({ papas, info: info.data, profile });
  const dispatch = useApiDispatch();
  const askLayer = useAskLayer();
  const ask = useInputSteps();
  const guard = useClickGuard();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const popups = usePopups();
  const started = useRef(false);
  const running = useRef(false);

  const walletCode = wallet.isError ? errorCodeOf(wallet.error) : null;
  const walletBlocked = walletCode !== null && WALLET_CODES.includes(walletCode);
  const ready = info.isSuccess && wallet.isSuccess;

  useDocumentTitle(info.data ? papasMessages.pageTitle(info.data.title) : null);

  const start = async (data: PackageInfo, token: string | null) => {
    if (running.current) return;
    running.current = true;
    const startPath = paths.papasStart.getHref(papas);
    try {
      await runStartFlow(
        {
          info: data,
          joined: wallet.data?.joined ?? false,
          agree: async (types) => {
            const agreed = await askLayer(agreementResultKey(types), 'agreement', { types, path: startPath, receiverName: data.recipient });
            return agreed !== null;
          },
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
        },
        token,
      );
    } catch {
      // The call's error has been routed (a popup or the partner error page); the user can press Next.
    } finally {
      running.current = false;
    }
  };

  // 001 §4.1: the flow starts by itself once, when nothing is under way and no wallet error is present.
  useEffect(() => {
    if (!ready || started.current || !info.data) return;
    started.current = true;
    const token = search.get('token');
    if (search.has('token') || search.has('resume')) {
      const next = new URLSearchParams(search);
      next.delete('token');
      next.delete('resume');
      setSearch(next, { replace: true });
    }
    if (runner.state.phase !== 'idle' || (location.state as StartPageState | null)?.stay) return;
    if (info.data.applicationId) void runner.resume(info.data.applicationId);
    else void start(info.data, token);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

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

  // The back press of a page that has no page of ours before it leaves the document, where no
  // handler can ask first: one entry of the same page goes on top, so back lands here (001 §2.1).
  const guarded = useRef(false);
  useEffect(() => {
    if (guarded.current || (location.state as { papasGuard?: boolean } | null)?.papasGuard) return;
    guarded.current = true;
    navigate(`${location.pathname}${location.search}`, { state: { ...(location.state as object | null), papasGuard: true } });
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const progressLayer = progressLayerFor(runner.state.phase);
  const layerOpen = location.pathname.includes('/layer/');
  // Back on the start page asks to exit; the progress sheet and popups answer back themselves.
  useBackHandler(
    () => {
      if (info.data) void confirmExit(info.data);
      return true;
    },
    Boolean(info.data) && !layerOpen && !progressLayer && popups.length === 0,
  );

  const header = (
    <PageHeader
      title={papasMessages.headerTitle}
      left={<IconButton label={papasMessages.back} icon={<BackIcon />} onClick={() => info.data && void confirmExit(info.data)} />}
    />
  );

  if (info.isError) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState title={papasMessages.loadError} description={papasMessages.loadErrorHint} />
      </div>
    );
  }

  const data = info.data;
  return (
    <div className={styles.page}>
      {header}
      {!data ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton lines={8} />
        </div>
      ) : (
        <main className={styles.body}>
          <section className={styles.purpose} aria-labelledby="papas-title">
            <h2 id="papas-title" className={styles.title}>
              {data.title}
            </h2>
            <p className={styles.description}>{data.description}</p>
          </section>
          <dl className={`${styles.card} ${styles.rows}`}>
            <dt>{papasMessages.recipient}</dt>
            <dd>{data.recipient}</dd>
            <dt>{papasMessages.issuer}</dt>
            <dd>{data.issuer}</dd>
          </dl>
          <DocumentList id="papas-documents" title={papasMessages.documents} names={data.documentNames} level={3} />
          {Object.keys(data.additionalPackageInfo).length > 0 ? (
            <section className={styles.section} aria-labelledby="papas-extra">
              <h3 id="papas-extra" className={styles.sectionTitle}>
                {papasMessages.extraInfo}
              </h3>
              <dl className={styles.rows}>
                {Object.entries(data.additionalPackageInfo).map(([label, text]) => (
                  <div key={label} className={styles.row}>
                    <dt>{label}</dt>
                    <dd>{text}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </main>
      )}
      <div className={styles.footer}>
        {walletBlocked ? (
          <p className={styles.notice} role="status">
            {papasMessages.walletBlocked}
          </p>
        ) : null}
        <Button block disabled={!data || runner.busy} onClick={guard('api', next)}>
          {papasMessages.next}
        </Button>
      </div>
      <Outlet context={{ formData: {} }} />
      <RunnerProgress layer={progressLayer} progress={runner.state.progress} onCancel={runner.cancel} />
    </div>
  );
}
