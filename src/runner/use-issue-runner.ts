import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { baseApi } from '../api/base-api';
import { useApiDispatch } from '../api/hooks';
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

  const fetchApplication = useCallback(
    (id: string) => dispatch(runnerApi.endpoints.application.initiate(id, { forceRefetch: true, subscribe: false })).unwrap(),
    [dispatch],
  );

  async function perform(effect: FlowEffect, send: (event: RunnerEvent) => void, current: RunnerState): Promise<void> {
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
        if (current.phase === 'external-return') navigate(paths.issueExternalChanneling.getHref(effect.url));
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
      case 'open-portal':
        if (effect.embedded) navigate(paths.issueChanneling.getHref({ edoc, id: effect.id, url: effect.url }));
        else window.location.assign(effect.url);
        return;
      case 'navigate':
        if (effect.to === 'fail') navigate(paths.issueFail.getHref(effect.message), { replace: true });
        else if (effect.to === 'delayed') navigate(paths.issueDelayed.getHref(), { replace: true });
        else if (effect.to === 'guide') {
          navigate(origin, { replace: true });
          void showAlert({ title: runnerMessages.guideTitle, message: runnerMessages.guideMessage });
        } else navigate(current.origin, { replace: true });
        return;
      case 'complete':
        dispatch(baseApi.util.invalidateTags(['Inbox', { type: 'Application', id: 'LIST' }]));
        // Complete without a document (never for a certificate's poll): its status shows where it is.
        if (!effect.documentId) {
          navigate(paths.application.getHref(), { replace: true });
          return;
        }
        // The document opens while the progress sheet still shows (at 100 %): the viewer draws it at once.
        setOpening(true);
        if (await prepareViewer(dispatch, effect.documentId)) {
          navigate(paths.viewer.getHref(effect.documentId, { qrPassCode: effect.qrPassCode ?? undefined }), { replace: true });
        }
        setOpening(false);
        return;
      case 'clear':
        return;
    }
  }

  const [opening, setOpening] = useState(false);
  const { state, send } = useRunner({
    storageKey: storageKey(edoc),
    initial: () => initialRunnerState(edoc, applicationType, ownPortal, origin),
    fetch: fetchApplication,
    resumePhases: ['signing', 'external-return', 'issue-progress', 'channeling-progress', 'starting'],
    perform,
  });

  // Polling: the viewer's code and pdf.js load meanwhile (it opens next).
  useEffect(() => {
    if (state.phase === 'issue-progress') warmViewer();
  }, [state.phase]);

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
