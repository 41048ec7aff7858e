/**
 * The generic issue runner of spec 000 §4.3–4.7 as a pure state machine: (state, event) →
 * (state, effects). Every certificate goes through it; RTK Query supplies the events and
 * `use-issue-runner.ts` carries out the effects in one place. Tested without React.
 */
import type { ApplicationType } from '../../contracts/generated/api';
import { ISSUE_POLL_INTERVAL_MS } from '../../shared/polling';

export type { ApplicationType };

export interface ApplicationSnapshot {
  id: string;
  state: string;
  signStatus?: string | null;
  documentId?: string | null;
  message?: string | null;
  url?: string | null;
  qrPassCode?: string | null;
}

export const POLL_INTERVAL_MS = ISSUE_POLL_INTERVAL_MS;

/**
 * The wait before the next poll of `id`: a period counted from the start of the last poll of it,
 * so a poll the server held until the application moved (a long poll) does not stretch the
 * period — polls still start once a second. A first poll waits the whole period.
 */
export function nextPollDelay(periodMs: number, id: string, last: { id: string; startedAt: number } | null, now: number): number {
  if (last?.id !== id) return periodMs;
  return Math.max(0, Math.min(periodMs, periodMs - (now - last.startedAt)));
}
/**
 * At most 20 tries (spec 000 §9): the 20th unsuccessful poll goes to the delayed page — with the
 * start call's answer, more than 20 unsuccessful reads of the state (§4.5).
 */
export const MAX_POLLS = 20;
/** Channeling progress waits at least 2 s before reading the state (§4.4). */
export const CHANNELING_WAIT_MS = 2000;

/**
 * What differs between the flows the runner drives. A certificate (000 §4.5, §9) polls 20 times
 * at most and then shows the delayed page, and completes with its documentId; a partner package
 * (001 §4.1, §9) fails on its 100th unsuccessful poll, and completes with its state alone.
 */
export interface RunnerProfile {
  pollIntervalMs: number;
  /** Tries at most: the last of them, unsuccessful, ends the polling. */
  maxPolls: number;
  /** Where the polls end when they run out. */
  afterPolls: 'delayed' | 'fail';
  /** Completion needs the documentId of the answer. */
  needsDocument: boolean;
}

export const CERTIFICATE_PROFILE: RunnerProfile = { pollIntervalMs: POLL_INTERVAL_MS, maxPolls: MAX_POLLS, afterPolls: 'delayed', needsDocument: true };

export type Phase =
  | 'idle'
  | 'creating'
  | 'awaiting-certificate'
  | 'signing'
  | 'starting'
  | 'channeling-progress'
  | 'channeling'
  | 'external-progress'
  | 'external-return'
  | 'issue-progress'
  | 'done';

export interface RunnerState {
  phase: Phase;
  edoc: string;
  applicationType: ApplicationType;
  /** The certificate's manifest names an institution portal (`portal.type: institution`): opened by its full url (§4.3). */
  ownPortal: boolean;
  origin: string;
  id: string | null;
  polls: number;
  progress: number;
  /** The form data waiting for the certificate signup (§4.6). */
  pendingData: Record<string, unknown> | null;
  /**
   * The portal url of the start answer (§4.3): the polling call's Application carries no url, so
   * the channeling check after 2 s (§4.4) opens the portal with this one.
   */
  portalUrl?: string | null;
  /** Absent in a state stored before profiles existed: the certificate profile. */
  profile?: RunnerProfile;
}

export type RunnerEvent =
  | { type: 'SUBMIT'; data: Record<string, unknown>; certificateStatus: string }
  /** The form's values (증명서 종류, 표기…) go to the court site and into the document. */
  | { type: 'EXTERNAL_START'; data: Record<string, unknown> }
  | { type: 'CERTIFICATE_STATUS'; certificateStatus: string }
  | { type: 'CREATED'; id: string; url: string | null }
  | { type: 'RETURNED'; application: ApplicationSnapshot }
  | { type: 'STARTED'; applicationState: string; url: string | null; message: string | null }
  | { type: 'CHANNELING_CHECKED'; application: ApplicationSnapshot }
  | { type: 'PORTAL_RETURNED'; application: ApplicationSnapshot | null }
  | { type: 'POLLED'; application: ApplicationSnapshot }
  | { type: 'POLL_FAILED' }
  | { type: 'FAILED' }
  | { type: 'CANCEL' };

export type Effect =
  | { type: 'create'; data: Record<string, unknown> }
  | { type: 'create-external'; data: Record<string, unknown> }
  | { type: 'open-signup' }
  | { type: 'redirect'; url: string }
  | { type: 'start'; id: string }
  | { type: 'check-after'; id: string; ms: number }
  | { type: 'poll-after'; id: string; ms: number }
  | { type: 'open-portal'; url: string; id: string; embedded: boolean }
  | { type: 'navigate'; to: 'fail' | 'delayed' | 'origin' | 'viewer' | 'guide'; message?: string | null; documentId?: string | null }
  | { type: 'complete'; documentId: string | null; qrPassCode: string | null }
  | { type: 'clear' };

export interface Step {
  state: RunnerState;
  effects: Effect[];
}

export function initialRunnerState(
  edoc: string,
  applicationType: ApplicationType,
  ownPortal: boolean,
  origin: string,
  profile: RunnerProfile = CERTIFICATE_PROFILE,
): RunnerState {
  return { phase: 'idle', edoc, applicationType, ownPortal, origin, id: null, polls: 0, progress: 0, pendingData: null, profile };
}

const profileOf = (state: RunnerState): RunnerProfile => state.profile ?? CERTIFICATE_PROFILE;

const FINISHED = new Set(['COMPLETE', 'COMPLETED']);
const FAILED = new Set(['FAIL', 'FAILED']);
const isSigned = (application: ApplicationSnapshot) =>
  application.signStatus === 'COMPLETE' || !['SIGN_REQUESTED'].includes(application.state);

/** Progress shown in steps of 10, rounded up (§2.3 progress screens). */
export function roundProgress(percent: number): number {
  return Math.min(100, Math.max(0, Math.ceil(percent / 10) * 10));
}

/** Progress of a poll count: fills towards 90 % over the allowed polls; 100 % only when complete. */
export const pollProgress = (polls: number, maxPolls = MAX_POLLS) => roundProgress((Math.min(polls, maxPolls) / maxPolls) * 90);

const stay = (state: RunnerState): Step => ({ state, effects: [] });
const fail = (state: RunnerState, message: string | null | undefined): Step => ({
  state: { ...state, phase: 'done' },
  effects: [{ type: 'clear' }, { type: 'navigate', to: 'fail', message: message ?? null }],
});

function toProgress(state: RunnerState, id: string): Step {
  // The court return keeps its own phase: after the polls it ends on the guide, not the delayed page.
  const phase = state.phase === 'external-return' ? 'external-return' : 'issue-progress';
  return { state: { ...state, id, phase, polls: 0, progress: 0 }, effects: [{ type: 'poll-after', id, ms: profileOf(state).pollIntervalMs }] };
}

/** §4.3: PROCESSING → progress; CHANNELING → portal; anything else → fail with the message. */
function afterStart(state: RunnerState, applicationState: string, url: string | null, message: string | null): Step {
  const id = state.id as string;
  if (applicationState === 'PROCESSING') return toProgress(state, id);
  if (applicationState === 'CHANNELING' && url) {
    if (state.ownPortal) {
      return { state: { ...state, phase: 'channeling' }, effects: [{ type: 'open-portal', url, id, embedded: false }] };
    }
    return { state: { ...state, phase: 'channeling-progress', portalUrl: url }, effects: [{ type: 'check-after', id, ms: CHANNELING_WAIT_MS }] };
  }
  return fail(state, message);
}

export function runnerStep(state: RunnerState, event: RunnerEvent): Step {
  switch (event.type) {
    case 'SUBMIT':
      if (state.phase !== 'idle') return stay(state);
      // §4.6: not ACTIVE → the messenger's signup; continue on return when ACTIVE.
      if (event.certificateStatus !== 'ACTIVE') {
        return { state: { ...state, phase: 'awaiting-certificate', pendingData: event.data }, effects: [{ type: 'open-signup' }] };
      }
      return { state: { ...state, phase: 'creating' }, effects: [{ type: 'create', data: event.data }] };

    case 'CERTIFICATE_STATUS':
      if (state.phase !== 'awaiting-certificate' || event.certificateStatus !== 'ACTIVE') return stay(state);
      return { state: { ...state, phase: 'creating', pendingData: null }, effects: [{ type: 'create', data: state.pendingData ?? {} }] };

    case 'EXTERNAL_START':
      if (state.phase !== 'idle') return stay(state);
      return { state: { ...state, phase: 'external-progress' }, effects: [{ type: 'create-external', data: event.data }] };

    case 'CREATED':
      if (state.phase === 'external-progress') {
        if (!event.url) return fail(state, null);
        return { state: { ...state, id: event.id, phase: 'external-return' }, effects: [{ type: 'redirect', url: event.url }] };
      }
      if (state.phase !== 'creating') return stay(state);
      // §4.6: sign creation answers REDIRECT with a url; the app goes there.
      if (!event.url) return fail(state, null);
      return { state: { ...state, id: event.id, phase: 'signing' }, effects: [{ type: 'redirect', url: event.url }] };

    case 'RETURNED': {
      const application = event.application;
      const next = { ...state, id: application.id };
      if (state.phase === 'external-return' || state.applicationType === 'EXTERNAL_CHANNELING') {
        // §4.7: on return, the viewer when a documentId exists; otherwise poll, then the guide.
        if (application.documentId) return complete(next, application);
        if (FAILED.has(application.state)) return fail(next, application.message);
        return toProgress({ ...next, phase: 'external-return' }, application.id);
      }
      if (FINISHED.has(application.state)) return complete(next, application);
      if (FAILED.has(application.state)) return fail(next, application.message);
      if (application.state === 'PROCESSING') return toProgress(next, application.id);
      // Back at CHANNELING without the portal url (the Application has none): the start call answers it again.
      if (application.state === 'CHANNELING') return { state: { ...next, phase: 'starting' }, effects: [{ type: 'start', id: application.id }] };
      // §4.6: still SIGN_REQUESTED and not signed → wait; the foreground re-check sends RETURNED again.
      if (!isSigned(application)) return { state: { ...next, phase: 'signing' }, effects: [] };
      return { state: { ...next, phase: 'starting' }, effects: [{ type: 'start', id: application.id }] };
    }

    case 'STARTED':
      if (state.phase !== 'starting') return stay(state);
      return afterStart(state, event.applicationState, event.url, event.message);

    case 'CHANNELING_CHECKED': {
      if (state.phase !== 'channeling-progress') return stay(state);
      // §4.4: no longer CHANNELING → fail; otherwise the embedded portal with url and id.
      const portalUrl = event.application.url ?? state.portalUrl ?? null;
      if (event.application.state !== 'CHANNELING' || !portalUrl) return fail(state, event.application.message);
      return { state: { ...state, phase: 'channeling' }, effects: [{ type: 'open-portal', url: portalUrl, id: event.application.id, embedded: true }] };
    }

    case 'PORTAL_RETURNED':
      // §4.4: id missing → origin; still CHANNELING → back; otherwise issue progress.
      if (!event.application) return { state: { ...state, phase: 'done' }, effects: [{ type: 'clear' }, { type: 'navigate', to: 'origin' }] };
      if (event.application.state === 'CHANNELING') return { state: { ...state, phase: 'channeling' }, effects: [{ type: 'navigate', to: 'origin' }] };
      if (FAILED.has(event.application.state)) return fail(state, event.application.message);
      return toProgress({ ...state, id: event.application.id }, event.application.id);

    case 'POLLED': {
      if (state.phase !== 'issue-progress' && state.phase !== 'external-return') return stay(state);
      const application = event.application;
      if (FINISHED.has(application.state) && (application.documentId || !profileOf(state).needsDocument)) return complete(state, application);
      if (FAILED.has(application.state)) return fail(state, application.message);
      return nextPoll(state);
    }

    case 'POLL_FAILED':
      // §4.5: a network error during polling is ignored (it still counts as an unsuccessful try).
      if (state.phase !== 'issue-progress' && state.phase !== 'external-return') return stay(state);
      return nextPoll(state);

    case 'FAILED':
      return { state: { ...state, phase: 'idle', id: null }, effects: [] };

    case 'CANCEL':
      return { state: { ...state, phase: 'done', id: null }, effects: [{ type: 'clear' }, { type: 'navigate', to: 'origin' }] };
  }
}

function nextPoll(state: RunnerState): Step {
  const profile = profileOf(state);
  const polls = state.polls + 1;
  if (polls >= profile.maxPolls) {
    const to = state.phase === 'external-return' ? 'guide' : profile.afterPolls;
    return { state: { ...state, polls, phase: 'done' }, effects: [{ type: 'clear' }, { type: 'navigate', to }] };
  }
  return {
    state: { ...state, polls, progress: pollProgress(polls, profile.maxPolls) },
    effects: [{ type: 'poll-after', id: state.id as string, ms: profile.pollIntervalMs }],
  };
}

function complete(state: RunnerState, application: ApplicationSnapshot): Step {
  return {
    state: { ...state, phase: 'done', progress: 100 },
    effects: [{ type: 'clear' }, { type: 'complete', documentId: application.documentId ?? null, qrPassCode: application.qrPassCode ?? null }],
  };
}

/** The progress layer of each runner phase (spec 000 §2.2: progress layers under home, application and issue). */
export function progressLayerFor(phase: Phase): string | null {
  switch (phase) {
    case 'channeling-progress':
      return 'channeling-progress';
    case 'issue-progress':
    case 'starting':
    case 'creating':
      return 'issue-progress';
    case 'external-progress':
      return 'external-channeling-progress';
    case 'external-return':
      return 'external-channeling-return-progress';
    default:
      return null;
  }
}

/** What a page reads when it comes back from another site (000 §4.4–4.7, 001 §4.1). */
export type ReturnRead = 'certificate-status' | 'portal' | 'application' | null;

/**
 * After the signup the certificate status; back from the portal the portal's answer; in one of
 * the flow's `resumePhases` with an application, where that application now is; else nothing.
 */
export function returnReadFor(state: RunnerState, resumePhases: readonly Phase[]): ReturnRead {
  if (state.phase === 'awaiting-certificate') return 'certificate-status';
  if (state.phase === 'channeling') return 'portal';
  if (state.id && resumePhases.includes(state.phase)) return 'application';
  return null;
}
