import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { baseApi, errorBodyOf, errorCodeOf } from '../../api/base-api';
import { useApiDispatch } from '../../api/hooks';
import { errorMessages } from '../../api/messages';
import { paths } from '../../config/paths';
import { initialRunnerState, type ApplicationSnapshot, type RunnerEvent, type RunnerProfile } from '../../runner/machine';
import { runnerStorage, useRunner, type FlowEffect } from '../../runner/use-runner';
import { showAlert } from '../../lib/popup-store';
import { papasApi, type PackageInfo, type PackageInput } from './api';
import { papasMessages } from './messages';
import { PACKAGE_PROFILE } from './package-profile';
import { openPartnerUrl } from './partner-links';

/** 001 §8: a package application that fails with this code goes to the not-qualified page. */
export const QUALIFICATION_CODES = ['APPLICATION_NOT_QUALIFIED'];

const storageKey = (papas: string) => `jigap.papas.${papas}`;

/** Forgets a package's flow (the embedded portal was closed). */
export const clearPackageRunner = (papas: string): void => runnerStorage(storageKey(papas)).clear();

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
  const infoRef = useRef(info);
  infoRef.current = info;

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

  /**
   * The package could not be read (the return from signing or the portal, or 다음): nothing is
   * created or lost; the popup says so and 다음 reads again (001 §8: a network error is not the
   * flow's end).
   */
  const tellUnread = useCallback(async () => {
    await showAlert({ message: errorMessages.defaultPopup });
  }, []);

  async function perform(effect: FlowEffect, send: (event: RunnerEvent) => void): Promise<void> {
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

  const initial = () => initialRunnerState(`papas:${papas}`, 'CHANNELING', false, origin, profile);
  const { state, stateRef, send, restartIfDone } = useRunner({
    storageKey: storageKey(papas),
    initial,
    fetch: fetchPackage,
    resumePhases: ['signing', 'issue-progress', 'channeling-progress', 'starting', 'creating'],
    perform,
    // In progress the polling goes on by itself; elsewhere the user is told, and 다음 reads again.
    onReturnReadFailed: (now) => {
      if (now.phase !== 'issue-progress') void tellUnread();
    },
  });

  return {
    state,
    /** Creates the package with the user's inputs (after the certificate signup when needed). */
    submit: (inputs: PackageInput[], certificateStatus: string) => {
      restartIfDone();
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
      restartIfDone();
      try {
        send({ type: 'RETURNED', application: await fetchPackage(applicationId) });
      } catch (error) {
        toErrorPage(error);
      }
    },
    /**
     * 다음 while the package waits for its signature (the user left the signing page, or the read
     * on the return failed): read the package first. Signed already → it goes on (start, progress,
     * or its result); still unsigned → creation answers the signing url again. Creating a signed
     * package again is refused (409) and would strand the user on the error page.
     */
    signAgain: async () => {
      const current = stateRef.current;
      if (current.phase !== 'signing') return;
      if (current.id) {
        let application: ApplicationSnapshot;
        try {
          application = await fetchPackage(current.id);
        } catch (error) {
          if (errorBodyOf(error)) toErrorPage(error);
          else await tellUnread();
          return;
        }
        send({ type: 'RETURNED', application });
        if (stateRef.current.phase !== 'signing') return;
      }
      stateRef.current = { ...stateRef.current, phase: 'idle', id: null };
      send({ type: 'SUBMIT', data: { inputs: [] }, certificateStatus: 'ACTIVE' });
    },
    cancel: () => send({ type: 'CANCEL' }),
    busy: !['idle', 'done', 'signing'].includes(state.phase),
  };
}
