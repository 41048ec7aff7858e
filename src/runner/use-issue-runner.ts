import { useEffect, useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { baseApi } from '../api/base-api';
import { useApiDispatch, type ApiDispatch } from '../api/hooks';
import { paths } from '../config/paths';
import { showAlert } from '../lib/popup-store';
import { runnerApi } from './api';
import { initialRunnerState, type ApplicationType, type RunnerEvent, type RunnerState } from './machine';
import { runnerMessages } from './messages';
import { prepareViewer, warmViewer } from './prepare-viewer';
import { runnerStorage, useRunner, type FlowEffect } from './use-runner';

const storageKey = (edoc: string) => `jigap.runner.${edoc}`;

/** Forgets a certificate's flow (the embedded portal was closed). */
export const clearRunner = (edoc: string): void => runnerStorage(storageKey(edoc)).clear();

export interface RunnerConfig {
  edoc: string;
  applicationType: ApplicationType;
  /** The manifest's portal is the institution's own (000 §4.3). */
  ownPortal: boolean;
  /** The page the flow starts from and returns to (the form, with its query: `returnTo` rides along through every outside site). */
  origin: string;
  /** Where the flow ends once the document is issued, instead of the viewer: the page that sent the citizen to issue it. */
  returnTo?: string | undefined;
  /** EXTERNAL_CHANNELING: the outside site's name (the manifest's `site.name`). */
  site?: string;
}

export const resumeUrl = (origin: string) => `${origin}${origin.includes('?') ? '&' : '?'}resume=1`;

/** What the issue flow's effects work with. */
interface IssueFlow extends RunnerConfig {
  dispatch: ApiDispatch;
  navigate: NavigateFunction;
  /** The progress sheet stays while the issued document is opened. */
  setOpening: (opening: boolean) => void;
}

type Send = (event: RunnerEvent) => void;

/** Creates the application (or the court's external one); a failure is the machine's FAILED. */
async function create(flow: IssueFlow, effect: Extract<FlowEffect, { type: 'create' | 'create-external' }>, send: Send): Promise<void> {
  const { dispatch, edoc, origin } = flow;
  try {
    const created =
      effect.type === 'create'
        ? await dispatch(runnerApi.endpoints.createApplication.initiate({ data: { ...effect.data, 문서종류: edoc }, returnUrl: resumeUrl(origin), noCallback: true })).unwrap()
        : // The court returns to this form (§4.7: on return, poll and open the viewer), not to the hand-off page.
          await dispatch(runnerApi.endpoints.createExternalApplication.initiate({ 문서종류: edoc, data: effect.data, returnUrl: resumeUrl(origin) })).unwrap();
    send({ type: 'CREATED', id: created.id, url: created.url });
  } catch {
    send({ type: 'FAILED' });
  }
}

async function start(flow: IssueFlow, id: string, send: Send): Promise<void> {
  try {
    const started = await flow.dispatch(runnerApi.endpoints.startApplication.initiate(id)).unwrap();
    send({ type: 'STARTED', ...started });
  } catch {
    send({ type: 'FAILED' });
  }
}

function navigateTo(flow: IssueFlow, effect: Extract<FlowEffect, { type: 'navigate' }>, current: RunnerState): void {
  const { navigate } = flow;
  if (effect.to === 'fail') navigate(paths.issueFail.getHref(effect.message), { replace: true });
  else if (effect.to === 'delayed') navigate(paths.issueDelayed.getHref(), { replace: true });
  else if (effect.to === 'guide') {
    navigate(flow.origin, { replace: true });
    void showAlert({ title: runnerMessages.guideTitle, message: runnerMessages.guideMessage(flow.site ?? runnerMessages.externalSite) });
  } else navigate(current.origin, { replace: true });
}

async function complete(flow: IssueFlow, effect: Extract<FlowEffect, { type: 'complete' }>): Promise<void> {
  const { dispatch, navigate } = flow;
  dispatch(baseApi.util.invalidateTags(['Inbox', { type: 'Application', id: 'LIST' }]));
  // Complete without a document (never for a certificate's poll): its status shows where it is.
  if (!effect.documentId) {
    navigate(paths.application.getHref(), { replace: true });
    return;
  }
  // Issued for another page's sake (a request that asked for this certificate): back to it.
  if (flow.returnTo) {
    navigate(flow.returnTo, { replace: true });
    return;
  }
  // The document opens while the progress sheet still shows (at 100 %): the viewer draws it at once.
  flow.setOpening(true);
  if (await prepareViewer(dispatch, effect.documentId)) {
    navigate(paths.viewer.getHref(effect.documentId, { qrPassCode: effect.qrPassCode ?? undefined }), { replace: true });
  }
  flow.setOpening(false);
}

/** Carries out one effect of the runner machine for a certificate (spec 000 §4.3–4.7). */
async function performIssueEffect(flow: IssueFlow, effect: FlowEffect, send: Send, current: RunnerState): Promise<void> {
  switch (effect.type) {
    case 'create':
    case 'create-external':
      return create(flow, effect, send);
    case 'open-signup':
      window.location.assign(paths.simCertSignup.getHref(resumeUrl(flow.origin)));
      return;
    case 'redirect':
      // The court hand-off has its own page (§2.1 /issue/external-channeling); signing leaves directly.
      if (current.phase === 'external-return') flow.navigate(paths.issueExternalChanneling.getHref({ url: effect.url, edoc: flow.edoc }));
      else window.location.assign(effect.url);
      return;
    case 'start':
      return start(flow, effect.id, send);
    case 'open-portal':
      if (effect.embedded) flow.navigate(paths.issueChanneling.getHref({ edoc: flow.edoc, id: effect.id, url: effect.url }));
      else window.location.assign(effect.url);
      return;
    case 'navigate':
      return navigateTo(flow, effect, current);
    case 'complete':
      return complete(flow, effect);
    case 'clear':
      return;
  }
}

/**
 * Runs the issue state machine for one certificate page: feeds it the answers of the calls
 * and carries out its effects (spec 000 §4.3–4.7). One runner for every certificate.
 */
export function useIssueRunner(config: RunnerConfig) {
  const { edoc, applicationType, ownPortal, origin } = config;
  const navigate = useNavigate();
  const dispatch = useApiDispatch();
  const [opening, setOpening] = useState(false);
  const flow: IssueFlow = { ...config, dispatch, navigate, setOpening };
  const { state, send } = useRunner({
    storageKey: storageKey(edoc),
    initial: () => initialRunnerState(edoc, applicationType, ownPortal, origin),
    fetch: (id) => dispatch(runnerApi.endpoints.application.initiate(id, { forceRefetch: true, subscribe: false })).unwrap(),
    resumePhases: ['signing', 'external-return', 'issue-progress', 'channeling-progress', 'starting'],
    perform: (effect, sendEvent, current) => performIssueEffect(flow, effect, sendEvent, current),
  });

  // Polling: the viewer's code and pdf.js load meanwhile (it opens next).
  useEffect(() => {
    // Not when the flow ends on another page (returnTo): no viewer opens.
    if (state.phase === 'issue-progress' && !config.returnTo) warmViewer();
  }, [state.phase, config.returnTo]);

  return {
    state,
    /** The issued document is being opened before the viewer shows it: the progress sheet stays. */
    opening,
    submit: (data: Record<string, unknown>, certificateStatus: string) => send({ type: 'SUBMIT', data, certificateStatus }),
    startExternal: (data: Record<string, unknown>) => send({ type: 'EXTERNAL_START', data }),
    /** A guest's application after the portal's simple authentication: already signed, straight to progress. */
    applyAsGuest: (token: string, data: Record<string, unknown>) => {
      void dispatch(runnerApi.endpoints.createGuestApplication.initiate({ token, data: { ...data, 문서종류: edoc } }))
        .unwrap()
        .then(({ id }) => send({ type: 'RETURNED', application: { id, state: 'PROCESSING' } }))
        .catch(() => undefined);
    },
    cancel: () => send({ type: 'CANCEL' }),
    busy: !['idle', 'done'].includes(state.phase),
  };
}
