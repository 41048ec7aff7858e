import { useCallback, useEffect, useRef, useState } from 'react';
import { paths } from '../config/paths';
import { useNavigate } from 'react-router';
import { baseApi } from '../api/base-api';
import { useApiDispatch } from '../api/hooks';
import { sessionApi } from '../api/session-api';
import { showPopup } from '../ui/popup-store';
import { runnerApi } from './api';
import { initialRunnerState, runnerStep, type ApplicationType, type Effect, type RunnerEvent, type RunnerState } from './machine';
import { runnerMessages } from './messages';

/** Where the runner's state waits while the browser is on the sign, portal or court page. */
const storageKey = (edoc: string) => `jigap.runner.${edoc}`;

export function loadRunner(edoc: string): RunnerState | null {
  try {
    const text = sessionStorage.getItem(storageKey(edoc));
    return text ? (JSON.parse(text) as RunnerState) : null;
  } catch {
    return null;
  }
}

export function clearRunner(edoc: string): void {
  try {
    sessionStorage.removeItem(storageKey(edoc));
  } catch {
    // nothing stored
  }
}

function saveRunner(state: RunnerState): void {
  try {
    if (state.phase === 'idle' || state.phase === 'done') sessionStorage.removeItem(storageKey(state.edoc));
    else sessionStorage.setItem(storageKey(state.edoc), JSON.stringify(state));
  } catch {
    // Private mode: the flow still works within the page.
  }
}

export interface RunnerConfig {
  edoc: string;
  applicationType: ApplicationType;
  /** The manifest's portal is the institution's own (000 §4.3). */
  ownPortal: boolean;
  /** The page the flow starts from and returns to. */
  origin: string;
}

export const resumeUrl = (origin: string) => `${origin}${origin.includes('?') ? '&' : '?'}resume=1`;

/**
 * Runs the issue state machine for one certificate page: feeds it the answers of the calls
 * and carries out its effects (spec 000 §4.3–4.7). One runner for every certificate.
 */
export function useIssueRunner(config: RunnerConfig) {
  const { edoc, applicationType, ownPortal, origin } = config;
  const navigate = useNavigate();
  const dispatch = useApiDispatch();
  const [state, setState] = useState<RunnerState>(() => loadRunner(edoc) ?? initialRunnerState(edoc, applicationType, ownPortal, origin));
  const stateRef = useRef(state);
  const timers = useRef<number[]>([]);

  const fetchApplication = useCallback(
    async (id: string) => {
      const request = dispatch(runnerApi.endpoints.application.initiate(id, { forceRefetch: true, subscribe: false }));
      return request.unwrap();
    },
    [dispatch],
  );

  const send = useCallback(
    (event: RunnerEvent) => {
      const step = runnerStep(stateRef.current, event);
      stateRef.current = step.state;
      saveRunner(step.state);
      setState(step.state);
      for (const effect of step.effects) void run(effect);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const later = (ms: number, task: () => void) => {
    timers.current.push(window.setTimeout(task, ms));
  };

  async function run(effect: Effect): Promise<void> {
    const current = stateRef.current;
    switch (effect.type) {
      case 'create':
        try {
          const created = await dispatch(
            runnerApi.endpoints.createApplication.initiate({ data: { ...effect.data, 문서종류: edoc }, returnUrl: resumeUrl(origin), noCallback: true }),
          ).unwrap();
          send({ type: 'CREATED', id: created.id, url: created.url });
        } catch {
          send({ type: 'FAILED' });
        }
        return;
      case 'create-external':
        // The court returns to this form (§4.7: on return, poll and open the viewer), not to the hand-off page.
        try {
          const created = await dispatch(runnerApi.endpoints.createExternalApplication.initiate({ 문서종류: edoc, data: effect.data, returnUrl: resumeUrl(origin) })).unwrap();
          send({ type: 'CREATED', id: created.id, url: created.url });
        } catch {
          send({ type: 'FAILED' });
        }
        return;
      case 'open-signup':
        window.location.assign(paths.simCertSignup.getHref(resumeUrl(origin)));
        return;
      case 'redirect':
        // The court hand-off has its own page (§2.1 /issue/external-channeling); signing leaves directly.
        if (current.phase === 'external-return') navigate(`/issue/external-channeling?url=${encodeURIComponent(effect.url)}`);
        else window.location.assign(effect.url);
        return;
      case 'start':
        try {
          const started = await dispatch(runnerApi.endpoints.startApplication.initiate(effect.id)).unwrap();
          send({ type: 'STARTED', ...started });
        } catch {
          send({ type: 'FAILED' });
        }
        return;
      case 'check-after':
        later(effect.ms, async () => {
          try {
            send({ type: 'CHANNELING_CHECKED', application: await fetchApplication(effect.id) });
          } catch {
            send({ type: 'CHANNELING_CHECKED', application: { id: effect.id, state: 'UNKNOWN' } });
          }
        });
        return;
      case 'poll-after':
        later(effect.ms, async () => {
          try {
            send({ type: 'POLLED', application: await fetchApplication(effect.id) });
          } catch {
            send({ type: 'POLL_FAILED' });
          }
        });
        return;
      case 'open-portal':
        if (effect.embedded) {
          navigate(`/issue/channeling?edoc=${encodeURIComponent(edoc)}&id=${encodeURIComponent(effect.id)}&url=${encodeURIComponent(effect.url)}`);
        } else {
          window.location.assign(effect.url);
        }
        return;
      case 'navigate':
        if (effect.to === 'fail') navigate(`/issue/fail${effect.message ? `?message=${encodeURIComponent(effect.message)}` : ''}`, { replace: true });
        else if (effect.to === 'delayed') navigate('/issue/delayed', { replace: true });
        else if (effect.to === 'guide') {
          navigate(origin, { replace: true });
          void showPopup({ title: runnerMessages.guideTitle, message: runnerMessages.guideMessage, buttons: [{ label: runnerMessages.confirm, value: 'ok' }] });
        } else navigate(current.origin, { replace: true });
        return;
      case 'complete':
        dispatch(baseApi.util.invalidateTags(['Inbox', { type: 'Application', id: 'LIST' }]));
        // Complete without a document (never for a certificate's poll): its status shows where it is.
        if (!effect.documentId) {
          navigate('/application', { replace: true });
          return;
        }
        if (effect.qrPassCode) {
          navigate(`/issued/viewer/${encodeURIComponent(effect.documentId)}?qrPassCode=${encodeURIComponent(effect.qrPassCode)}`, { replace: true });
        } else {
          navigate(`/issued/viewer/${encodeURIComponent(effect.documentId)}`, { replace: true });
        }
        return;
      case 'clear':
        return;
    }
  }

  // Coming back from the sign, signup or court page: read where the application is (§4.6, §4.7).
  useEffect(() => {
    const resumed = stateRef.current;
    if (resumed.phase === 'awaiting-certificate') {
      void dispatch(sessionApi.endpoints.userStatus.initiate(undefined, { forceRefetch: true, subscribe: false }))
        .unwrap()
        .then((status) => send({ type: 'CERTIFICATE_STATUS', certificateStatus: status.certificateStatus }))
        .catch(() => undefined);
    } else if (resumed.phase === 'channeling') {
      // §4.4: back from the portal: id missing → origin, still CHANNELING → back, else progress.
      if (!resumed.id) send({ type: 'PORTAL_RETURNED', application: null });
      else void fetchApplication(resumed.id).then((application) => send({ type: 'PORTAL_RETURNED', application })).catch(() => send({ type: 'PORTAL_RETURNED', application: null }));
    } else if (resumed.id && ['signing', 'external-return', 'issue-progress', 'channeling-progress', 'starting'].includes(resumed.phase)) {
      void fetchApplication(resumed.id)
        .then((application) => send({ type: 'RETURNED', application }))
        .catch(() => send({ type: 'POLL_FAILED' }));
    }
    const onVisible = () => {
      const now = stateRef.current;
      if (document.visibilityState !== 'visible') return;
      if (now.phase === 'signing' && now.id) void fetchApplication(now.id).then((application) => send({ type: 'RETURNED', application }));
    };
    document.addEventListener('visibilitychange', onVisible);
    const pending = timers.current;
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      pending.forEach((timer) => window.clearTimeout(timer));
    };
  }, [dispatch, fetchApplication, send]);

  return {
    state,
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
