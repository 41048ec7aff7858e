import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useNavigate, useParams, useSearchParams } from 'react-router';
import { useUserStatusQuery } from '../../api/session-api';
import { agreementResultKey, useAskAgainAfterReload, useAskLayer } from '../../lib/layer-results';
import { compareVersions, MIN_VERSIONS } from '../../lib/versions';
import { messengerEnvironment, openMessengerStore } from '../../lib/messenger-bridge';
import { confirm } from '../../lib/popup-store';
import { internalPathOf, paths } from '../../config/paths';
import { EmptyState } from '../../ui/empty-state';
import { BackIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { findCertificate, loadCertificate, loadedCertificate, opensOwnPortal, type CertificateEntry, type CertificateFormBundle } from '../../forms/catalogue';
import { CertificateInfo } from './certificate-info';
import { CertificateForm, type CertificateFormValues } from '../../forms/certificate-form';
import { withFormDefaults } from '../../forms/form-defaults';
import { loadFormData, saveFormData } from './form-storage';
import { useReissue } from './use-reissue';
import { isDrawingPage } from '../../lib/hydrated';
import type { PickerOutletContext } from '../../lib/picker';
import { issueMessages } from './messages';
import { useIssueRunner } from '../../runner/use-issue-runner';
import { RunnerProgress } from '../../runner/runner-progress';
import { progressLayerFor } from '../../runner/machine';
import { runnerMessages } from '../../runner/messages';
import styles from './issue-page.module.scss';
import { useDocumentTitle } from '../../lib/document-title';
// Static (under 1 KB): a lazy part of a page the server drew would be drawn anew by an early update.
import { ExternalChannelingGuide } from './external-channeling-guide';
import { Redirect } from '../../lib/redirect';

/** The agreement kind of an application, by its type (spec 000 §3 agreement kinds). */
const APPLICATION_AGREEMENT = {
  NORMAL: 'APPLICATION',
  CHANNELING: 'APPLICATION_CHANNELING',
  EXTERNAL_CHANNELING: 'APPLICATION',
} as const;

/** `/issue/:edoc` (spec 000 §2.1): the form of one certificate; an unknown edoc is an invalid path. */
export function IssuePage() {
  const { edoc } = useParams();
  const entry = findCertificate(edoc);
  if (!entry) return <Redirect to={paths.invalidPath.getHref()} />;
  return <IssueForm key={entry.slug} entry={entry} />;
}

function useLoaded(entry: CertificateEntry) {
  const [state, setState] = useState<{ loaded?: CertificateFormBundle; failed?: boolean }>(() => ({ loaded: loadedCertificate(entry) }));
  useEffect(() => {
    let live = true;
    loadCertificate(entry).then(
      // Already there (a page drawn with it): no new state, so the form is not drawn again.
      (loaded) => live && setState((state) => (state.loaded === loaded ? state : { loaded })),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [entry]);
  return state;
}

/**
 * The form's data. What the user entered before leaving for the sign or portal page is kept for
 * the session (read once, before the form's own first change is saved over it). A page the server
 * drew has it after React has the page: as a transition, which waits for the page's lazy parts.
 * The schema's defaults are in it from the first render with the schema (the form, given data
 * without them, reports them at once and the page draws the whole form a second time).
 */
function useFormData(edoc: string, loaded: CertificateFormBundle | undefined) {
  const [drawnFirst] = useState(isDrawingPage);
  const [saved] = useState(() => loadFormData(edoc));
  const withDefaults = (data: CertificateFormValues, schema = loaded) => (schema ? withFormDefaults(schema.schema, schema.validator, data) : data);
  const [formData, setFormData] = useState<CertificateFormValues>(() => withDefaults(drawnFirst ? {} : (saved ?? {})));
  const [defaultsOf, setDefaultsOf] = useState(loaded);
  if (loaded && defaultsOf !== loaded) {
    // The schema came after the first render (a page the browser draws): its defaults with it, in this render.
    setDefaultsOf(loaded);
    setFormData((data) => withDefaults(data, loaded));
  }
  const restored = useRef(!drawnFirst);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (saved) startTransition(() => setFormData(saved));
  }, [saved]);
  return { formData, setFormData, restored };
}

type IssueRunner = ReturnType<typeof useIssueRunner>;

/** Back from another site the address carries markers: `resume` (the runner has resumed) goes; a guest's one-time `token` applies once. */
function useReturnMarkers(edoc: string, runner: IssueRunner) {
  const [search, setSearch] = useSearchParams();
  // Back from the sign, portal, signup or court page: the runner has resumed; drop the marker.
  useEffect(() => {
    if (search.has('resume')) {
      const next = new URLSearchParams(search);
      next.delete('resume');
      setSearch(next, { replace: true });
    }
  }, [search, setSearch]);

  // Back from the portal's simple authentication with a one-time token: apply as a guest (§1, §8.4 {hash}).
  const token = search.get('token');
  useEffect(() => {
    if (!token) return;
    const next = new URLSearchParams(search);
    next.delete('token');
    setSearch(next, { replace: true });
    runner.applyAsGuest(token, loadFormData(edoc) ?? {});
    // The token is used once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
}

/** §4.7, §9: external channeling needs messenger 11.2.0; an older one gets the update popup and the application stops (true). */
async function messengerTooOld(): Promise<boolean> {
  const env = messengerEnvironment();
  if (env.version && compareVersions(env.version, MIN_VERSIONS.externalChanneling) >= 0) return false;
  const confirmed = await confirm({
    title: runnerMessages.updateTitle, message: runnerMessages.updateMessage,
    cancel: runnerMessages.cancel, confirm: runnerMessages.update,
  });
  if (confirmed) openMessengerStore();
  return true;
}

/** Applying with the form's data: the application terms first (인증 후 신청하기, spec 000 §2.3), then the runner. */
function useApply(entry: CertificateEntry, runner: IssueRunner) {
  const { manifest } = entry;
  const edoc = manifest.path;
  const ask = useAskLayer();
  const status = useUserStatusQuery();
  const agreementTypes = [APPLICATION_AGREEMENT[manifest.applicationType]];
  const agreeToApply = async (): Promise<boolean> =>
    (await ask(agreementResultKey(agreementTypes), 'agreement', { types: agreementTypes, path: paths.issue.getHref(edoc) })) !== null;

  const submit = async (data: CertificateFormValues) => {
    saveFormData(edoc, data);
    if (manifest.applicationType === 'EXTERNAL_CHANNELING') {
      if (!(await messengerTooOld()) && (await agreeToApply())) runner.startExternal(data);
      return;
    }
    if (!(await agreeToApply())) return;
    const certificateStatus = status.data?.certificateStatus ?? (await status.refetch()).data?.certificateStatus ?? 'NONE';
    runner.submit(data, certificateStatus);
  };
  // A reload on the agreement layer: the form (kept for the session) applies again, so agreeing there goes on.
  useAskAgainAfterReload('agreement', agreementResultKey(agreementTypes), () => {
    const saved = loadFormData(edoc);
    if (saved) void submit(saved);
  });
  return submit;
}

/** The form's data as the page keeps it: each change saved for the session, and 재발급's values when asked. */
function useKeptFormData(edoc: string, loaded: CertificateFormBundle | undefined) {
  const { formData, setFormData, restored } = useFormData(edoc, loaded);
  const change = useCallback(
    (next: CertificateFormValues) => {
      setFormData(next);
      // Not the form's defaults on the drawn page's first render: they would replace what was kept.
      if (restored.current) saveFormData(edoc, next);
    },
    [edoc, setFormData, restored],
  );
  // 재발급: the values of the application that issued the document replace what was there.
  useReissue(edoc, (data) => {
    restored.current = true;
    change(data);
  });
  return { formData, change };
}

function IssueForm({ entry }: { entry: CertificateEntry }) {
  const { manifest } = entry;
  const edoc = manifest.path;
  const navigate = useNavigate();
  const { loaded, failed } = useLoaded(entry);
  const { formData, change } = useKeptFormData(edoc, loaded);
  useDocumentTitle(issueMessages.pageTitle(manifest.name));
  // Sent here by another page (a request asking for this certificate): the runner carries it in its origin, through the sign and portal pages, and ends there.
  const [search] = useSearchParams();
  const returnTo = internalPathOf(search.get('returnTo'));
  const runner = useIssueRunner({
    edoc,
    applicationType: manifest.applicationType,
    ownPortal: opensOwnPortal(manifest),
    origin: paths.issue.getHref(edoc, { returnTo }),
    returnTo,
    site: manifest.site?.name,
  });
  useReturnMarkers(edoc, runner);
  const submit = useApply(entry, runner);
  const progressLayer = progressLayerFor(runner.state.phase) ?? (runner.opening ? 'issue-progress' : null);

  const context: PickerOutletContext = { formData };
  return (
    <div className={styles.page}>
      <PageHeader
        title={manifest.name}
        left={<IconButton label={issueMessages.back} icon={<BackIcon />} onClick={() => navigate(returnTo ?? paths.home.getHref('apply'))} />}
      />
      <main className={styles.body}>
        <CertificateInfo manifest={manifest} guide={loaded?.guide} />
        {manifest.applicationType === 'EXTERNAL_CHANNELING' && manifest.site && <ExternalChannelingGuide site={manifest.site} />}
        {failed ? (
          <EmptyState title={issueMessages.loadError} description={issueMessages.loadErrorHint} />
        ) : !loaded ? (
          <div className={styles.loading} aria-busy="true">
            <Skeleton lines={6} />
          </div>
        ) : (
          <CertificateForm
            edoc={edoc}
            schema={loaded.schema}
            uiSchema={loaded.uiSchema}
            validator={loaded.validator}
            formData={formData}
            onChange={change}
            onSubmit={submit}
          />
        )}
      </main>
      <Outlet context={context} />
      <RunnerProgress layer={progressLayer} progress={runner.state.progress} onCancel={runner.cancel} site={manifest.site?.name} />
    </div>
  );
}
