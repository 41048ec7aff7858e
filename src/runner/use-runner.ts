import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useApiDispatch } from '../api/hooks';
import { sessionApi } from '../api/session-api';
import type { ApiDispatch } from '../api/hooks';
import { nextPollDelay, POLL_INTERVAL_MS, returnReadFor, runnerStep, type ApplicationSnapshot, type Effect, type RunnerEvent, type RunnerState } from './machine';

/**
 * The read on the return from another site (signing, the portal) is tried this many times, one
 * poll interval apart: one dropped request must not decide where a signed application goes.
 */
export const RETURN_READ_TRIES = 3;

/**
 * Where a runner's state waits (sessionStorage, one key per flow) while the browser is on the
 * sign, signup, portal or court page.
 */
export function runnerStorage(key: string) {
  return {
    load(): RunnerState | null {
      try {
        const text = sessionStorage.getItem(key);
        return text ? (JSON.parse(text) as RunnerState) : null;
      } catch {
        return null;
      }
    },
    save(state: RunnerState): void {
      try {
        if (state.phase === 'idle' || state.phase === 'done') sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, JSON.stringify(state));
      } catch {
        // Private mode: the flow still works within the page.
      }
    },
    clear(): void {
      try {
        sessionStorage.removeItem(key);
      } catch {
        // nothing stored
      }
    },
  };
}

/** The effects a flow carries out itself; the timed status reads are the shared loop's. */
export type FlowEffect = Exclude<Effect, { type: 'check-after' | 'poll-after' }>;

export interface RunnerDriver {
  /** The sessionStorage key of this flow's state (see runnerStorage). */
  storageKey: string;
  /** The state of a flow that has not started (or has ended and starts again). */
  initial: () => RunnerState;
  /** Reads the application (or package) the machine is waiting on. */
  fetch: (id: string) => Promise<ApplicationSnapshot>;
  /** Phases that read the application again when the page comes back from another site. */
  resumePhases: readonly RunnerState['phase'][];
  /** Carries out the effects that differ per flow (calls, pages); the timed reads are shared. */
  perform: (effect: FlowEffect, send: (event: RunnerEvent) => void, current: RunnerState) => void | Promise<void>;
  /**
   * Every read on the return from another site failed (after RETURN_READ_TRIES); the machine has
   * had its event (PORTAL_RETURNED without the application, or POLL_FAILED). The flow may tell the
   * user; without it the page stays as the event left it.
   */
  onReturnReadFailed?: (state: RunnerState) => void;
}

/** What the loop's pieces share: the state as it is now, events in, reads of the application. */
interface RunnerLoop {
  stateRef: MutableRefObject<RunnerState>;
  send: (event: RunnerEvent) => void;
  fetch: (id: string) => Promise<ApplicationSnapshot>;
  /** The read on the return from another site, tried again after a poll interval when it fails. */
  readOnReturn: (id: string) => Promise<ApplicationSnapshot>;
  returnReadFailed: () => void;
}

/** The timed status reads (check-after, poll-after), the same for every flow. */
/** The start of the last poll: the next one comes a period after it (nextPollDelay). */
type LastPoll = MutableRefObject<{ id: string; startedAt: number } | null>;

function timedRead(
  effect: Extract<Effect, { type: 'check-after' | 'poll-after' }>,
  loop: Pick<RunnerLoop, 'send' | 'fetch'> & { lastPoll: LastPoll },
): () => Promise<void> {
  const { send, fetch, lastPoll } = loop;
  if (effect.type === 'check-after') {
    return async () => {
      try {
        send({ type: 'CHANNELING_CHECKED', application: await fetch(effect.id) });
      } catch {
        send({ type: 'CHANNELING_CHECKED', application: { id: effect.id, state: 'UNKNOWN' } });
      }
    };
  }
  return async () => {
    lastPoll.current = { id: effect.id, startedAt: Date.now() };
    try {
      send({ type: 'POLLED', application: await fetch(effect.id) });
    } catch {
      // A network error while polling is one more poll (000 §4.5, 001 §4.1).
      send({ type: 'POLL_FAILED' });
    }
  };
}

/** Coming back from another site: read where the flow is (000 §4.4–4.7, 001 §4.1; returnReadFor). */
function resumeOnReturn(loop: RunnerLoop, dispatch: ApiDispatch, resumePhases: readonly RunnerState['phase'][]): void {
  const { stateRef, send, readOnReturn, returnReadFailed } = loop;
  const resumed = stateRef.current;
  switch (returnReadFor(resumed, resumePhases)) {
    case 'certificate-status':
      void dispatch(sessionApi.endpoints.userStatus.initiate(undefined, { forceRefetch: true, subscribe: false }))
        .unwrap()
        .then((status) => send({ type: 'CERTIFICATE_STATUS', certificateStatus: status.certificateStatus }))
        .catch(() => undefined);
      return;
    case 'portal':
      // Back from the portal: id missing → origin, still CHANNELING → back, else progress.
      if (!resumed.id) send({ type: 'PORTAL_RETURNED', application: null });
      else
        void readOnReturn(resumed.id)
          .then((application) => send({ type: 'PORTAL_RETURNED', application }))
          .catch(() => {
            send({ type: 'PORTAL_RETURNED', application: null });
            returnReadFailed();
          });
      return;
    case 'application': {
      // The user may move the flow on while the reads are tried (다음 on the start page reads too):
      // then their answer, or their failure, is old news.
      const unmoved = () => stateRef.current.phase === resumed.phase;
      void readOnReturn(resumed.id ?? '')
        .then((application) => {
          if (unmoved()) send({ type: 'RETURNED', application });
        })
        .catch(() => {
          if (!unmoved()) return;
          // In progress this is one more poll (the polling goes on); elsewhere the state stays.
          send({ type: 'POLL_FAILED' });
          returnReadFailed();
        });
      return;
    }
    case null:
      return;
  }
}

/** While signing, the page shown again reads the application: it may have been signed meanwhile. Returns the clean-up. */
function recheckWhenShown({ stateRef, send, fetch }: RunnerLoop): () => void {
  const onVisible = () => {
    const now = stateRef.current;
    if (document.visibilityState !== 'visible') return;
    // A failed re-check changes nothing: the next return or the user's press reads again.
    if (now.phase === 'signing' && now.id)
      void fetch(now.id)
        .then((application) => send({ type: 'RETURNED', application }))
        .catch(() => undefined);
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}

/**
 * The one loop around the runner machine (machine.ts) shared by the certificate issue page and
 * the partner package page: state kept across the other sites' pages, events in, effects out,
 * the timed status reads (check-after, poll-after), and the return from another site — the
 * certificate status after the signup, the portal's answer, or where the application now is.
 */
export function useRunner(driver: RunnerDriver) {
  const dispatch = useApiDispatch();
  const [state, setState] = useState<RunnerState>(() => runnerStorage(driver.storageKey).load() ?? driver.initial());
  const stateRef = useRef(state);
  const timers = useRef<number[]>([]);
  const lastPoll = useRef<{ id: string; startedAt: number } | null>(null);
  const driverRef = useRef(driver);
  driverRef.current = driver;

  const send = useCallback(
    (event: RunnerEvent) => {
      const step = runnerStep(stateRef.current, event);
      stateRef.current = step.state;
      runnerStorage(driverRef.current.storageKey).save(step.state);
      setState(step.state);
      for (const effect of step.effects) void run(effect);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const fetch = useCallback((id: string) => driverRef.current.fetch(id), []);

  async function run(effect: Effect): Promise<void> {
    if (effect.type === 'check-after' || effect.type === 'poll-after') {
      const read = timedRead(effect, { send, fetch, lastPoll });
      const ms = effect.type === 'poll-after' ? nextPollDelay(effect.ms, effect.id, lastPoll.current, Date.now()) : effect.ms;
      timers.current.push(window.setTimeout(() => void read(), ms));
      return;
    }
    await driverRef.current.perform(effect, send, stateRef.current);
  }

  const readOnReturn = useCallback(async (id: string): Promise<ApplicationSnapshot> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fetch(id);
      } catch (error) {
        if (attempt >= RETURN_READ_TRIES) throw error;
        const ms = stateRef.current.profile?.pollIntervalMs ?? POLL_INTERVAL_MS;
        await new Promise<void>((resolve) => timers.current.push(window.setTimeout(resolve, ms)));
      }
    }
  }, [fetch]);

  const returnReadFailed = useCallback(() => driverRef.current.onReturnReadFailed?.(stateRef.current), []);

  useEffect(() => {
    const loop = { stateRef, send, fetch, readOnReturn, returnReadFailed };
    resumeOnReturn(loop, dispatch, driverRef.current.resumePhases);
    const stopRecheck = recheckWhenShown(loop);
    const pending = timers.current;
    return () => {
      stopRecheck();
      pending.forEach((timer) => window.clearTimeout(timer));
    };
  }, [dispatch, fetch, send, readOnReturn, returnReadFailed]);

  /** Starts again from the machine's first state when the previous run has ended. */
  const restartIfDone = () => {
    if (stateRef.current.phase === 'done') stateRef.current = driverRef.current.initial();
  };

  return { state, stateRef, send, fetch, restartIfDone };
}
