import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { baseApi, errorBodyOf, errorCodeOf } from '../../api/base-api';
import { useApiDispatch } from '../../api/hooks';
import { sessionApi } from '../../api/session-api';
import { paths } from '../../config/paths';
import { initialRunnerState, runnerStep, type ApplicationSnapshot, type Effect, type RunnerEvent, type RunnerProfile, type RunnerState } from '../../runner/machine';
import { papasApi, type PackageInfo, type PackageInput } from './api';
import { papasMessages } from './messages';
import { PACKAGE_PROFILE } from './package-profile';
import { openPartnerUrl } from './partner-links';

/** 001 §8: a package application that fails with this code goes to the not-qualified page. */
export const QUALIFICATION_CODES = ['APPLICATION_NOT_QUALIFIED'];

const storageKey = (papas: string) => `jigap.papas.${papas}`;

export function loadPackageRunner(papas: string): RunnerState | null {
  try {
    const text = sessionStorage.getItem(storageKey(papas));
    return text ? (JSON.parse(text) as RunnerState) : null;
  } catch {
    return null;
  }
}

export function clearPackageRunner(papas: string): void {
  try {
    sessionStorage.removeItem(storageKey(papas));
  } catch {
    // nothing stored
  }
}

function savePackageRunner(papas: string, state: RunnerState): void {
  try {
    if (state.phase === 'idle' || state.phase === 'done') sessionStorage.removeItem(storageKey(papas));
    else sessionStorage.setItem(storageKey(papas), JSON.stringify(state));
  } catch {
    // Private mode: the flow still works within the page.
  }
}

/** Where signing, the signup and the portal come back to: the start page, resuming. */
export const resumeHref = (papas: string): string => paths.papasStart.getHref(papas, { resume: '1' });

export interface PackageRunnerConfig {
  papas: string;
  info: PackageInfo | undefined;
  /** Tests pass a faster profile; the flow uses 001 §9's. */
  profile?: RunnerProfile;
}

/**
 * Drives one partner package through the shared runner machine (src/runner, 001 §4.1 steps
 * 4-7): creation → signing → start → the portal or progress → polling → complete (or the
 * partner's success url), failed or not_qualified. The machine is the issue runner's; only the
 * calls and the pages differ.
 */
export function usePackageRunner({ papas, info, profile = PACKAGE_PROFILE }: PackageRunnerConfig) {
  const navigate = useNavigate();
  const dispatch = useApiDispatch();
  const origin = paths.papasStart.getHref(papas);
  const [state, setState] = useState<RunnerState>(
    () => loadPackageRunner(papas) ?? initialRunnerState(`papas:${papas}`, 'CHANNELING', false, origin, profile),
  );
  const stateRef = useRef(state);
  const infoRef = useRef(info);
  infoRef.current = info;
  const timers = useRef<number[]>([]);

  const fetchPackage = useCallback(
    async (id: string): Promise<ApplicationSnapshot> => {
      const status = await dispatch(papasApi.endpoints.packageStatus.initiate(id, { forceRefetch: true, subscribe: false })).unwrap();
      return { id, state: status.packageState, signStatus: status.signStatus, documentId: null };
    },
    [dispatch],
  );

  /** 001 §8: a qualification code → not_qualified; every other error → the partner error page. */
  const toErrorPage = useCallback(
    (error: unknown, fallback?: string) => {
      const code = errorCodeOf(error);
      const body = errorBodyOf(error);
      if (code && QUALIFICATION_CODES.includes(code)) {
        navigate(paths.papasNotQualified.getHref(papas, { message: body?.message }), { replace: true });
        return;
      }
      navigate(paths.papasError.getHref(papas, { code: code ?? 'ERROR', status: body?.status, message: body?.message ?? fallback }), { replace: true });
    },
    [navigate, papas],
  );

  const send = useCallback(
    (event: RunnerEvent) => {
      const step = runnerStep(stateRef.current, event);
      stateRef.current = step.state;
      savePackageRunner(papas, step.state);
      setState(step.state);
      for (const effect of step.effects) void run(effect);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [papas],
  );

  const later = (ms: number, task: () => void) => {
    timers.current.push(window.setTimeout(task, ms));
  };

  async function run(effect: Effect): Promise<void> {
    switch (effect.type) {
      case 'create': {
        const current = infoRef.current;
        if (!current) return;
        try {
          const created = await dispatch(
            papasApi.endpoints.createPackage.initiate({
              papas,
              package: current.package,
              inputs: (effect.data.inputs as PackageInput[] | undefined) ?? [],
              returnUrl: resumeHref(papas),
            }),
          ).unwrap();
          // 001 §4.1: a missing applicationId is an error, shown on the partner error page.
          if (!created.applicationId) throw new Error(papasMessages.missingApplication);
          send({ type: 'CREATED', id: created.applicationId, url: created.url });
        } catch (error) {
          send({ type: 'FAILED' });
          toErrorPage(error, error instanceof Error ? error.message : undefined);
        }
        return;
      }
      case 'open-signup':
        window.location.assign(paths.simCertSignup.getHref(resumeHref(papas)));
        return;
      case 'redirect':
        window.location.assign(effect.url);
        return;
      case 'start':
        try {
          const started = await dispatch(papasApi.endpoints.startPackage.initiate({ id: effect.id, returnUrl: resumeHref(papas) })).unwrap();
          // 001 §4.1: channeling without its url is an error, shown on the partner error page.
          if (started.packageState === 'CHANNELING' && !started.url) throw new Error(papasMessages.missingChanneling);
          send({ type: 'STARTED', applicationState: started.packageState, url: started.url ?? null, message: null });
        } catch (error) {
          send({ type: 'FAILED' });
          toErrorPage(error, error instanceof Error ? error.message : undefined);
        }
        return;
      case 'check-after':
        later(effect.ms, async () => {
          try {
            send({ type: 'CHANNELING_CHECKED', application: await fetchPackage(effect.id) });
          } catch {
            send({ type: 'CHANNELING_CHECKED', application: { id: effect.id, state: 'UNKNOWN' } });
          }
        });
        return;
      case 'poll-after':
        later(effect.ms, async () => {
          try {
            send({ type: 'POLLED', application: await fetchPackage(effect.id) });
          } catch {
            // 001 §4.1: a network error during polling is ignored.
            send({ type: 'POLL_FAILED' });
          }
        });
        return;
      case 'open-portal':
        if (effect.embedded) navigate(paths.papasChanneling.getHref(papas, { url: effect.url }));
        else window.location.assign(effect.url);
        return;
      case 'navigate':
        if (effect.to === 'fail' || effect.to === 'delayed') navigate(paths.papasFailed.getHref(papas), { replace: true });
        else navigate(origin, { replace: true });
        return;
      case 'complete': {
        dispatch(baseApi.util.invalidateTags(['Inbox', 'Distribution', { type: 'Application', id: 'LIST' }]));
        // Back from the portal the package may be complete before the page has read its info.
        let current = infoRef.current;
        if (!current) {
          try {
            current = await dispatch(papasApi.endpoints.packageInfo.initiate(papas, { subscribe: false })).unwrap();
          } catch {
            current = undefined;
          }
        }
        // 001 §4.1: straight to the partner's success url when the request says so.
        if (current?.isSkipCompletedSubmissionPage) openPartnerUrl(current.appSchemeBundle.success.url, { replace: true });
        else navigate(paths.papasComplete.getHref(papas), { replace: true });
        return;
      }
      case 'create-external':
      case 'clear':
        return;
    }
  }

  // Back from the sign, signup or portal page: read where the package is (as the issue runner does).
  useEffect(() => {
    const resumed = stateRef.current;
    if (resumed.phase === 'awaiting-certificate') {
      void dispatch(sessionApi.endpoints.userStatus.initiate(undefined, { forceRefetch: true, subscribe: false }))
        .unwrap()
        .then((status) => send({ type: 'CERTIFICATE_STATUS', certificateStatus: status.certificateStatus }))
        .catch(() => undefined);
    } else if (resumed.phase === 'channeling') {
      if (!resumed.id) send({ type: 'PORTAL_RETURNED', application: null });
      else void fetchPackage(resumed.id).then((application) => send({ type: 'PORTAL_RETURNED', application })).catch(() => send({ type: 'PORTAL_RETURNED', application: null }));
    } else if (resumed.id && ['signing', 'issue-progress', 'channeling-progress', 'starting', 'creating'].includes(resumed.phase)) {
      void fetchPackage(resumed.id)
        .then((application) => send({ type: 'RETURNED', application }))
        .catch(() => send({ type: 'POLL_FAILED' }));
    }
    const onVisible = () => {
      const now = stateRef.current;
      if (document.visibilityState !== 'visible') return;
      if (now.phase === 'signing' && now.id) void fetchPackage(now.id).then((application) => send({ type: 'RETURNED', application }));
    };
    document.addEventListener('visibilitychange', onVisible);
    const pending = timers.current;
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      pending.forEach((timer) => window.clearTimeout(timer));
    };
  }, [dispatch, fetchPackage, send]);

  return {
    state,
    /** Creates the package with the user's inputs (after the certificate signup when needed). */
    submit: (inputs: PackageInput[], certificateStatus: string) => {
      if (stateRef.current.phase === 'done') stateRef.current = initialRunnerState(`papas:${papas}`, 'CHANNELING', false, origin, profile);
      send({ type: 'SUBMIT', data: { inputs }, certificateStatus });
    },
    /** A non-member's package after simple authentication: signed already, straight to progress. */
    applyAsGuest: async (token: string, inputs: PackageInput[]) => {
      const current = infoRef.current;
      if (!current) return;
      try {
        const created = await dispatch(papasApi.endpoints.createGuestPackage.initiate({ token, papas, package: current.package, inputs })).unwrap();
        if (!created.applicationId) throw new Error(papasMessages.missingApplication);
        send({ type: 'RETURNED', application: { id: created.applicationId, state: created.packageState } });
      } catch (error) {
        toErrorPage(error, error instanceof Error ? error.message : undefined);
      }
    },
    /** The package of this request exists already (another visit): carry on from where it is. */
    resume: async (applicationId: string) => {
      if (stateRef.current.phase === 'done') stateRef.current = initialRunnerState(`papas:${papas}`, 'CHANNELING', false, origin, profile);
      try {
        send({ type: 'RETURNED', application: await fetchPackage(applicationId) });
      } catch (error) {
        toErrorPage(error);
      }
    },
    /** Back at the signing page when the user left it without signing (creation answers its url again). */
    signAgain: () => {
      const current = stateRef.current;
      if (current.phase !== 'signing') return;
      stateRef.current = { ...current, phase: 'idle', id: null };
      send({ type: 'SUBMIT', data: { inputs: [] }, certificateStatus: 'ACTIVE' });
    },
    cancel: () => send({ type: 'CANCEL' }),
    busy: !['idle', 'done', 'signing'].includes(state.phase),
  };
}
