import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { errorBodyOf } from '../../api/base-api';
import { useApiDispatch } from '../../api/hooks';
import { paths } from '../../config/paths';
import { initialRunnerState, type ApplicationSnapshot, type RunnerProfile } from '../../runner/machine';
import { runnerStorage, useRunner } from '../../runner/use-runner';
import { papasApi, type PackageInfo, type PackageInput } from './api';
import { papasMessages } from './messages';
import { PACKAGE_PROFILE } from './package-profile';
import { fetchPackage, messageOf, performPackageEffect, tellUnread, toErrorPage, type PackageFlow } from './package-effects';

const storageKey = (papas: string) => `jigap.papas.${papas}`;

/** Forgets a package's flow (the embedded portal was closed). */
export const clearPackageRunner = (papas: string): void => runnerStorage(storageKey(papas)).clear();

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
  const infoRef = useRef(info);
  infoRef.current = info;
  const flow: PackageFlow = { papas, dispatch, navigate, info: () => infoRef.current };
  const origin = paths.papasStart.getHref(papas);
  const runner = useRunner({
    storageKey: storageKey(papas),
    initial: () => initialRunnerState(`papas:${papas}`, 'CHANNELING', false, origin, profile),
    fetch: (id) => fetchPackage(flow, id),
    resumePhases: ['signing', 'issue-progress', 'channeling-progress', 'starting', 'creating'],
    perform: (effect, send) => performPackageEffect(flow, effect, send),
    // In progress the polling goes on by itself; elsewhere the user is told, and 다음 reads again.
    onReturnReadFailed: (now) => {
      if (now.phase !== 'issue-progress') void tellUnread();
    },
  });
  const { state, send, restartIfDone } = runner;

  return {
    state,
    /** Creates the package with the user's inputs (after the certificate signup when needed). */
    submit: (inputs: PackageInput[], certificateStatus: string) => {
      restartIfDone();
      send({ type: 'SUBMIT', data: { inputs }, certificateStatus });
    },
    /** A non-member's package after simple authentication: signed already, straight to progress. */
    applyAsGuest: (token: string, inputs: PackageInput[]) => applyAsGuest(flow, runner, token, inputs),
    /** The package of this request exists already (another visit): carry on from where it is. */
    resume: async (applicationId: string) => {
      restartIfDone();
      try {
        send({ type: 'RETURNED', application: await fetchPackage(flow, applicationId) });
      } catch (error) {
        toErrorPage(flow, error);
      }
    },
    signAgain: () => signAgain(flow, runner),
    cancel: () => send({ type: 'CANCEL' }),
    busy: !['idle', 'done', 'signing'].includes(state.phase),
  };
}

type Runner = ReturnType<typeof useRunner>;

async function applyAsGuest(flow: PackageFlow, runner: Runner, token: string, inputs: PackageInput[]): Promise<void> {
  const current = flow.info();
  if (!current) return;
  try {
    const created = await flow.dispatch(papasApi.endpoints.createGuestPackage.initiate({ token, papas: flow.papas, package: current.package, inputs })).unwrap();
    if (!created.applicationId) throw new Error(papasMessages.missingApplication);
    runner.send({ type: 'RETURNED', application: { id: created.applicationId, state: created.packageState } });
  } catch (error) {
    toErrorPage(flow, error, messageOf(error));
  }
}

/**
 * 다음 while the package waits for its signature (the user left the signing page, or the read
 * on the return failed): read the package first. Signed already → it goes on (start, progress,
 * or its result); still unsigned → creation answers the signing url again. Creating a signed
 * package again is refused (409) and would strand the user on the error page.
 */
async function signAgain(flow: PackageFlow, { stateRef, send }: Runner): Promise<void> {
  const current = stateRef.current;
  if (current.phase !== 'signing') return;
  if (current.id) {
    let application: ApplicationSnapshot;
    try {
      application = await fetchPackage(flow, current.id);
    } catch (error) {
      if (errorBodyOf(error)) toErrorPage(flow, error);
      else await tellUnread();
      return;
    }
    send({ type: 'RETURNED', application });
    if (stateRef.current.phase !== 'signing') return;
  }
  stateRef.current = { ...stateRef.current, phase: 'idle', id: null };
  send({ type: 'SUBMIT', data: { inputs: [] }, certificateStatus: 'ACTIVE' });
}
