import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { opensOwnPortal, type ManifestSummary } from '../forms/catalogue';
import { initialRunnerState, MAX_POLLS, nextPollDelay, pollProgress, progressLayerFor, returnReadFor, roundProgress, runnerStep, type Phase, type RunnerEvent, type RunnerState } from './machine';

const normal = () => initialRunnerState('납세증명서', 'NORMAL', false, '/issue/납세증명서');
const channeling = (ownPortal = false) => initialRunnerState('주민등록표등본', 'CHANNELING', ownPortal, '/issue/주민등록표등본');
const run = (state: RunnerState, ...events: RunnerEvent[]) =>
  events.reduce<{ state: RunnerState; effects: unknown[] }>((step, event) => runnerStep(step.state, event), { state, effects: [] });

const app = (state: string, extra: Record<string, unknown> = {}) => ({ id: 'A1', state, signStatus: 'PREPARE', ...extra });
const PHASES: Phase[] = ['idle', 'creating', 'awaiting-certificate', 'signing', 'starting', 'channeling-progress', 'channeling', 'external-progress', 'external-return', 'issue-progress', 'done'];

describe('starting an application (spec 000 §4.3, §4.6)', () => {
  it('submit creates the application; REDIRECT sends the browser to the sign url', () => {
    const created = run(normal(), { type: 'SUBMIT', data: { a: 1 }, certificateStatus: 'ACTIVE' });
    expect(created.effects).toEqual([{ type: 'create', data: { a: 1 } }]);
    const signing = runnerStep(created.state, { type: 'CREATED', id: 'A1', url: '/sim/sign/A1' });
    expect(signing.state.phase).toBe('signing');
    expect(signing.effects).toEqual([{ type: 'redirect', url: '/sim/sign/A1' }]);
  });

  it('certificateStatus not ACTIVE opens the signup and continues once ACTIVE', () => {
    const waiting = run(normal(), { type: 'SUBMIT', data: { 사용용도: '제출용' }, certificateStatus: 'NONE' });
    expect(waiting.state.phase).toBe('awaiting-certificate');
    expect(waiting.effects).toEqual([{ type: 'open-signup' }]);
    expect(runnerStep(waiting.state, { type: 'CERTIFICATE_STATUS', certificateStatus: 'NONE' }).state.phase).toBe('awaiting-certificate');
    const resumed = runnerStep(waiting.state, { type: 'CERTIFICATE_STATUS', certificateStatus: 'ACTIVE' });
    expect(resumed.state.phase).toBe('creating');
    expect(resumed.effects).toEqual([{ type: 'create', data: { 사용용도: '제출용' } }]);
  });

  it('still SIGN_REQUESTED and not signed: waits; once signed it starts', () => {
    const signing = run(normal(), { type: 'SUBMIT', data: {}, certificateStatus: 'ACTIVE' }, { type: 'CREATED', id: 'A1', url: '/s' });
    const waiting = runnerStep(signing.state, { type: 'RETURNED', application: app('SIGN_REQUESTED') });
    expect(waiting.state.phase).toBe('signing');
    expect(waiting.effects).toEqual([]);
    const starting = runnerStep(waiting.state, { type: 'RETURNED', application: app('SIGN_REQUESTED', { signStatus: 'COMPLETE' }) });
    expect(starting.effects).toEqual([{ type: 'start', id: 'A1' }]);
  });

  it('PROCESSING goes to issue progress; any other state to the fail page with the server message', () => {
    const starting = { ...normal(), phase: 'starting' as const, id: 'A1' };
    expect(runnerStep(starting, { type: 'STARTED', applicationState: 'PROCESSING', url: null, message: null }).effects).toEqual([
      { type: 'poll-after', id: 'A1', ms: 1000 },
    ]);
    expect(runnerStep(starting, { type: 'STARTED', applicationState: 'FAIL', url: null, message: '기관 오류' }).effects).toEqual([
      { type: 'clear' },
      { type: 'navigate', to: 'fail', message: '기관 오류' },
    ]);
  });

  it('CHANNELING: a certificate with an institution portal (the universities) opens it by its full url; the others hold the channeling-progress layer', () => {
    const university = { ...channeling(true), phase: 'starting' as const, id: 'A1' };
    expect(runnerStep(university, { type: 'STARTED', applicationState: 'CHANNELING', url: '/portal', message: null }).effects).toEqual([
      { type: 'open-portal', url: '/portal', id: 'A1', embedded: false },
    ]);
    const other = { ...channeling(false), phase: 'starting' as const, id: 'A1' };
    const step = runnerStep(other, { type: 'STARTED', applicationState: 'CHANNELING', url: '/portal', message: null });
    expect(step.state.phase).toBe('channeling-progress');
    expect(step.effects).toEqual([{ type: 'check-after', id: 'A1', ms: 2000 }]);
    // The polling call's Application has no url: the check opens the portal of the start answer.
    expect(runnerStep(step.state, { type: 'CHANNELING_CHECKED', application: app('CHANNELING') }).effects).toEqual([
      { type: 'open-portal', url: '/portal', id: 'A1', embedded: true },
    ]);
  });

  it('back at CHANNELING without a portal url: starts again, which answers the url', () => {
    const signing = { ...channeling(), phase: 'signing' as const, id: 'A1' };
    const step = runnerStep(signing, { type: 'RETURNED', application: app('CHANNELING', { signStatus: 'COMPLETE' }) });
    expect(step.state.phase).toBe('starting');
    expect(step.effects).toEqual([{ type: 'start', id: 'A1' }]);
  });
});

describe('channeling progress (spec 000 §4.4)', () => {
  const holding = { ...channeling(), phase: 'channeling-progress' as const, id: 'A1' };

  it('after at least 2 s: no longer CHANNELING → fail; otherwise the embedded portal', () => {
    expect(runnerStep(holding, { type: 'CHANNELING_CHECKED', application: app('PROCESSING') }).effects[1]).toMatchObject({ to: 'fail' });
    expect(runnerStep(holding, { type: 'CHANNELING_CHECKED', application: app('CHANNELING', { url: '/p' }) }).effects).toEqual([
      { type: 'open-portal', url: '/p', id: 'A1', embedded: true },
    ]);
  });

  it('after the portal: id missing → origin; still CHANNELING → back; otherwise issue progress', () => {
    const portal = { ...holding, phase: 'channeling' as const };
    expect(runnerStep(portal, { type: 'PORTAL_RETURNED', application: null }).effects).toContainEqual({ type: 'navigate', to: 'origin' });
    expect(runnerStep(portal, { type: 'PORTAL_RETURNED', application: app('CHANNELING') }).effects).toEqual([{ type: 'navigate', to: 'origin' }]);
    expect(runnerStep(portal, { type: 'PORTAL_RETURNED', application: app('PROCESSING') }).state.phase).toBe('issue-progress');
  });

  it('cancelling clears the id and returns to the origin page', () => {
    const step = runnerStep(holding, { type: 'CANCEL' });
    expect(step.state.id).toBeNull();
    expect(step.effects).toEqual([{ type: 'clear' }, { type: 'navigate', to: 'origin' }]);
  });
});

describe('issue progress (spec 000 §4.5)', () => {
  const polling = { ...normal(), phase: 'issue-progress' as const, id: 'A1' };

  it('polls every 1 s, 20 tries at most: the 20th unsuccessful poll goes to the delayed page', () => {
    let step: { state: RunnerState; effects: unknown[] } = { state: polling, effects: [] };
    for (let poll = 1; poll < MAX_POLLS; poll++) {
      step = runnerStep(step.state, { type: 'POLLED', application: app('PROCESSING') });
      expect(step.effects).toEqual([{ type: 'poll-after', id: 'A1', ms: 1000 }]);
    }
    step = runnerStep(step.state, { type: 'POLLED', application: app('PROCESSING') });
    expect(step.effects).toEqual([{ type: 'clear' }, { type: 'navigate', to: 'delayed' }]);
  });

  it('a network error during polling is ignored', () => {
    expect(runnerStep(polling, { type: 'POLL_FAILED' }).effects).toEqual([{ type: 'poll-after', id: 'A1', ms: 1000 }]);
  });

  it('complete opens the document (with its qrPassCode when it has one); fail goes to the fail page', () => {
    expect(runnerStep(polling, { type: 'POLLED', application: app('COMPLETED', { documentId: 'D1', qrPassCode: 'Q1' }) }).effects).toEqual([
      { type: 'clear' },
      { type: 'complete', documentId: 'D1', qrPassCode: 'Q1' },
    ]);
    expect(runnerStep(polling, { type: 'POLLED', application: app('FAILED', { message: '실패' }) }).effects[1]).toEqual({ type: 'navigate', to: 'fail', message: '실패' });
  });

  it('progress is rounded up to steps of 10', () => {
    expect(roundProgress(1)).toBe(10);
    expect(roundProgress(10)).toBe(10);
    expect(roundProgress(11)).toBe(20);
    expect(pollProgress(MAX_POLLS)).toBe(90);
  });
});

describe('external channeling (spec 000 §4.7)', () => {
  const court = initialRunnerState('가족관계증명서', 'EXTERNAL_CHANNELING', false, '/home/apply');

  it('creates an application, then opens the court page', () => {
    const data = { 증명서종류: '상세', 주민등록번호표기: '전체표기' };
    const created = run(court, { type: 'EXTERNAL_START', data });
    expect(created.effects).toEqual([{ type: 'create-external', data }]);
    expect(runnerStep(created.state, { type: 'CREATED', id: 'A1', url: '/sim/court/A1' }).effects).toEqual([{ type: 'redirect', url: '/sim/court/A1' }]);
  });

  it('on return: the viewer when a documentId exists; otherwise polls, then the guide popup', () => {
    const back = { ...court, phase: 'external-return' as const, id: 'A1' };
    expect(runnerStep(back, { type: 'RETURNED', application: app('COMPLETE', { documentId: 'D9' }) }).effects).toContainEqual({
      type: 'complete',
      documentId: 'D9',
      qrPassCode: null,
    });
    let step = runnerStep(back, { type: 'RETURNED', application: app('PROCESSING') });
    for (let poll = 1; poll < MAX_POLLS; poll++) step = runnerStep(step.state, { type: 'POLLED', application: app('PROCESSING') });
    expect(step.effects).not.toContainEqual({ type: 'navigate', to: 'guide' });
    step = runnerStep(step.state, { type: 'POLLED', application: app('PROCESSING') });
    expect(step.effects).toContainEqual({ type: 'navigate', to: 'guide' });
  });
});

describe('fixture certificates (tests/fixtures/certificates): the runner is driven by the manifest alone', () => {
  const manifest = (slug: string) =>
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../tests/fixtures/certificates', slug, 'certificate.json'), 'utf8')) as ManifestSummary;
  // As the issue page builds it: applicationType and the portal come from the manifest.
  const runnerOf = (m: ManifestSummary, origin: string) => initialRunnerState(m.path, m.applicationType, opensOwnPortal(m), origin);

  it('a sixth court certificate (EXTERNAL_CHANNELING) creates its application and opens the court page', () => {
    const m = manifest('removal-record');
    expect(m.applicationType).toBe('EXTERNAL_CHANNELING');
    const data = { 문서종류: '제적등본' };
    const created = run(runnerOf(m, '/home/apply'), { type: 'EXTERNAL_START', data });
    expect(created.effects).toEqual([{ type: 'create-external', data }]);
    expect(runnerStep(created.state, { type: 'CREATED', id: 'A1', url: '/sim/court/A1' }).effects).toEqual([{ type: 'redirect', url: '/sim/court/A1' }]);
  });

  it('a certificate with its own portal opens that portal by its full url, not the embedded one', () => {
    const m = manifest('university-english-graduation');
    expect(opensOwnPortal(m)).toBe(true);
    const signed = run(runnerOf(m, `/issue/${m.path}`), { type: 'SUBMIT', data: { 학교코드: '0000001' }, certificateStatus: 'ACTIVE' }, { type: 'CREATED', id: 'A1', url: '/sim/sign/A1' });
    expect(signed.state.phase).toBe('signing');
    const starting = { ...signed.state, phase: 'starting' as const };
    expect(runnerStep(starting, { type: 'STARTED', applicationState: 'CHANNELING', url: '/sim/portal/A1?university=0000001', message: null }).effects).toEqual([
      { type: 'open-portal', url: '/sim/portal/A1?university=0000001', id: 'A1', embedded: false },
    ]);
  });
});

describe('another profile: a partner package (001 §4.1, §9)', () => {
  const profile = { pollIntervalMs: 1000, maxPolls: 100, afterPolls: 'fail' as const, needsDocument: false };
  const pkg = () => ({ ...initialRunnerState('papas:P1', 'CHANNELING', false, '/papas/P1/start', profile), phase: 'issue-progress' as const, id: 'K1' });

  it('COMPLETED completes without a documentId', () => {
    const step = runnerStep(pkg(), { type: 'POLLED', application: { id: 'K1', state: 'COMPLETED', documentId: null } });
    expect(step.state.phase).toBe('done');
    expect(step.effects).toEqual([{ type: 'clear' }, { type: 'complete', documentId: null, qrPassCode: null }]);
  });

  it('polls every second; more than 99 unsuccessful polls lead to the failed page, not the delayed page', () => {
    let state: RunnerState = pkg();
    for (let i = 1; i <= 99; i++) {
      const step = runnerStep(state, { type: 'POLLED', application: { id: 'K1', state: 'PROCESSING' } });
      expect(step.effects).toEqual([{ type: 'poll-after', id: 'K1', ms: 1000 }]);
      state = step.state;
    }
    expect(state.progress).toBe(90);
    const last = runnerStep(state, { type: 'POLL_FAILED' });
    expect(last.effects).toEqual([{ type: 'clear' }, { type: 'navigate', to: 'fail' }]);
  });

  it('a certificate still needs its documentId, and a stored state without a profile is a certificate', () => {
    const { profile: _p, ...old } = { ...normal(), phase: 'issue-progress' as const, id: 'A1' };
    expect(runnerStep(old, { type: 'POLLED', application: { id: 'A1', state: 'COMPLETE', documentId: null } }).state.phase).toBe('issue-progress');
    let state: RunnerState = old;
    for (let i = 1; i < MAX_POLLS; i++) state = runnerStep(state, { type: 'POLL_FAILED' }).state;
    expect(runnerStep(state, { type: 'POLL_FAILED' }).effects).toEqual([{ type: 'clear' }, { type: 'navigate', to: 'delayed' }]);
  });
});

describe('the transition table, step by step (000 §4.3–4.7): every field of the next state', () => {
  const idle = normal();
  const at = (phase: Phase, extra: Partial<RunnerState> = {}): RunnerState => ({ ...normal(), phase, id: 'A1', ...extra });
  const failStep = (state: RunnerState, message: string | null = null) => ({
    state: { ...state, phase: 'done' },
    effects: [{ type: 'clear' }, { type: 'navigate', to: 'fail', message }],
  });
  const progress = (state: RunnerState, phase: Phase = 'issue-progress') => ({
    state: { ...state, id: 'A1', phase, polls: 0, progress: 0 },
    effects: [{ type: 'poll-after', id: 'A1', ms: 1000 }],
  });

  it('an event outside its phases changes nothing and does nothing', () => {
    const guarded: [RunnerEvent, Phase[]][] = [
      [{ type: 'SUBMIT', data: {}, certificateStatus: 'ACTIVE' }, ['idle']],
      [{ type: 'CERTIFICATE_STATUS', certificateStatus: 'ACTIVE' }, ['awaiting-certificate']],
      [{ type: 'EXTERNAL_START', data: {} }, ['idle']],
      [{ type: 'CREATED', id: 'A1', url: '/s' }, ['creating', 'external-progress']],
      [{ type: 'STARTED', applicationState: 'PROCESSING', url: null, message: null }, ['starting']],
      [{ type: 'CHANNELING_CHECKED', application: app('CHANNELING', { url: '/p' }) }, ['channeling-progress']],
      [{ type: 'POLLED', application: app('PROCESSING') }, ['issue-progress', 'external-return']],
      [{ type: 'POLL_FAILED' }, ['issue-progress', 'external-return']],
    ];
    for (const [event, phases] of guarded) {
      for (const phase of PHASES.filter((each) => !phases.includes(each))) {
        const state = at(phase);
        const step = runnerStep(state, event);
        expect(step.state, `${event.type} in ${phase}`).toBe(state);
        expect(step.effects, `${event.type} in ${phase}`).toEqual([]);
      }
    }
  });

  it('SUBMIT, CERTIFICATE_STATUS and EXTERNAL_START', () => {
    expect(runnerStep(idle, { type: 'SUBMIT', data: { a: 1 }, certificateStatus: 'ACTIVE' })).toEqual({ state: { ...idle, phase: 'creating' }, effects: [{ type: 'create', data: { a: 1 } }] });
    const waiting = runnerStep(idle, { type: 'SUBMIT', data: { a: 1 }, certificateStatus: 'NONE' });
    expect(waiting).toEqual({ state: { ...idle, phase: 'awaiting-certificate', pendingData: { a: 1 } }, effects: [{ type: 'open-signup' }] });
    expect(runnerStep(waiting.state, { type: 'CERTIFICATE_STATUS', certificateStatus: 'ACTIVE' })).toEqual({
      state: { ...idle, phase: 'creating', pendingData: null },
      effects: [{ type: 'create', data: { a: 1 } }],
    });
    expect(runnerStep({ ...waiting.state, pendingData: null }, { type: 'CERTIFICATE_STATUS', certificateStatus: 'ACTIVE' }).effects).toEqual([{ type: 'create', data: {} }]);
    expect(runnerStep(idle, { type: 'EXTERNAL_START', data: { b: 2 } })).toEqual({ state: { ...idle, phase: 'external-progress' }, effects: [{ type: 'create-external', data: { b: 2 } }] });
  });

  it('CREATED: the court page or the signing page with the new id; without a url the fail page', () => {
    expect(runnerStep({ ...idle, phase: 'external-progress' }, { type: 'CREATED', id: 'A1', url: '/court' })).toEqual({
      state: { ...idle, phase: 'external-return', id: 'A1' },
      effects: [{ type: 'redirect', url: '/court' }],
    });
    expect(runnerStep({ ...idle, phase: 'external-progress' }, { type: 'CREATED', id: 'A1', url: null })).toEqual(failStep({ ...idle, phase: 'external-progress' }));
    expect(runnerStep({ ...idle, phase: 'creating' }, { type: 'CREATED', id: 'A1', url: '/sign' })).toEqual({
      state: { ...idle, phase: 'signing', id: 'A1' },
      effects: [{ type: 'redirect', url: '/sign' }],
    });
    expect(runnerStep({ ...idle, phase: 'creating' }, { type: 'CREATED', id: 'A1', url: null })).toEqual(failStep({ ...idle, phase: 'creating' }));
  });

  it('RETURNED from signing: finished, failed, processing, channeling, unsigned or signed — COMPLETE and COMPLETED, FAIL and FAILED alike', () => {
    const signing = at('signing', { id: null });
    const signed = { ...signing, id: 'A1' };
    for (const finished of ['COMPLETE', 'COMPLETED']) {
      expect(runnerStep(signing, { type: 'RETURNED', application: app(finished, { documentId: 'D1' }) })).toEqual({
        state: { ...signed, phase: 'done', progress: 100 },
        effects: [{ type: 'clear' }, { type: 'complete', documentId: 'D1', qrPassCode: null }],
      });
    }
    for (const failed of ['FAIL', 'FAILED']) {
      expect(runnerStep(signing, { type: 'RETURNED', application: app(failed, { message: '실패' }) })).toEqual(failStep(signed, '실패'));
    }
    expect(runnerStep(signing, { type: 'RETURNED', application: app('PROCESSING') })).toEqual(progress(signed));
    expect(runnerStep(signing, { type: 'RETURNED', application: app('CHANNELING') })).toEqual({ state: { ...signed, phase: 'starting' }, effects: [{ type: 'start', id: 'A1' }] });
    expect(runnerStep(signing, { type: 'RETURNED', application: app('SIGN_REQUESTED') })).toEqual({ state: signed, effects: [] });
    expect(runnerStep(signing, { type: 'RETURNED', application: app('SIGNED') })).toEqual({ state: { ...signed, phase: 'starting' }, effects: [{ type: 'start', id: 'A1' }] });
  });

  it('RETURNED of a court certificate, in any phase, or in the court return: the document, the fail page, or polling towards the guide', () => {
    const court = { ...initialRunnerState('가족관계증명서', 'EXTERNAL_CHANNELING', false, '/home/apply'), phase: 'signing' as const };
    expect(runnerStep(court, { type: 'RETURNED', application: app('PROCESSING') })).toEqual(progress(court, 'external-return'));
    expect(runnerStep(court, { type: 'RETURNED', application: app('FAIL', { message: '법원 오류' }) })).toEqual(failStep({ ...court, id: 'A1' }, '법원 오류'));
    // A certificate of another type back in the court return is judged as the court's too.
    const back = at('external-return');
    expect(runnerStep(back, { type: 'RETURNED', application: app('PROCESSING', { documentId: 'D2' }) }).effects).toContainEqual({ type: 'complete', documentId: 'D2', qrPassCode: null });
  });

  it('STARTED: processing, the portal of its own, the channeling wait; a url without CHANNELING fails', () => {
    const starting = at('starting');
    expect(runnerStep(starting, { type: 'STARTED', applicationState: 'PROCESSING', url: null, message: null })).toEqual(progress(starting));
    const own = { ...starting, ownPortal: true };
    expect(runnerStep(own, { type: 'STARTED', applicationState: 'CHANNELING', url: '/portal', message: null })).toEqual({
      state: { ...own, phase: 'channeling' },
      effects: [{ type: 'open-portal', url: '/portal', id: 'A1', embedded: false }],
    });
    expect(runnerStep(starting, { type: 'STARTED', applicationState: 'CHANNELING', url: '/portal', message: null })).toEqual({
      state: { ...starting, phase: 'channeling-progress', portalUrl: '/portal' },
      effects: [{ type: 'check-after', id: 'A1', ms: 2000 }],
    });
    expect(runnerStep(starting, { type: 'STARTED', applicationState: 'CHANNELING', url: null, message: '주소 없음' })).toEqual(failStep(starting, '주소 없음'));
    expect(runnerStep(starting, { type: 'STARTED', applicationState: 'FAIL', url: '/portal', message: '거절' })).toEqual(failStep(starting, '거절'));
  });

  it('CHANNELING_CHECKED: the embedded portal; no portal url at all, or a state other than CHANNELING, fails', () => {
    const holding = at('channeling-progress', { portalUrl: null });
    expect(runnerStep(holding, { type: 'CHANNELING_CHECKED', application: app('CHANNELING', { url: '/p' }) })).toEqual({
      state: { ...holding, phase: 'channeling' },
      effects: [{ type: 'open-portal', url: '/p', id: 'A1', embedded: true }],
    });
    expect(runnerStep(holding, { type: 'CHANNELING_CHECKED', application: app('CHANNELING') })).toEqual(failStep(holding));
    expect(runnerStep(holding, { type: 'CHANNELING_CHECKED', application: app('PROCESSING', { url: '/p', message: '만료' }) })).toEqual(failStep(holding, '만료'));
  });

  it('PORTAL_RETURNED: no application → done at the origin; CHANNELING → back; FAIL → fail page; otherwise progress with the answer’s id', () => {
    const portal = at('channeling', { id: null });
    expect(runnerStep(portal, { type: 'PORTAL_RETURNED', application: null })).toEqual({
      state: { ...portal, phase: 'done' },
      effects: [{ type: 'clear' }, { type: 'navigate', to: 'origin' }],
    });
    expect(runnerStep({ ...portal, phase: 'channeling-progress' }, { type: 'PORTAL_RETURNED', application: app('CHANNELING') })).toEqual({
      state: { ...portal, phase: 'channeling' },
      effects: [{ type: 'navigate', to: 'origin' }],
    });
    expect(runnerStep(portal, { type: 'PORTAL_RETURNED', application: app('FAILED', { message: '본인확인 실패' }) })).toEqual(failStep(portal, '본인확인 실패'));
    expect(runnerStep(portal, { type: 'PORTAL_RETURNED', application: app('PROCESSING') })).toEqual(progress(portal));
  });

  it('POLLED and POLL_FAILED in the court return poll on; exhausted polls end done, counted', () => {
    const back = at('external-return');
    expect(runnerStep(back, { type: 'POLLED', application: app('PROCESSING') })).toEqual({
      state: { ...back, polls: 1, progress: pollProgress(1) },
      effects: [{ type: 'poll-after', id: 'A1', ms: 1000 }],
    });
    expect(runnerStep(back, { type: 'POLL_FAILED' }).effects).toEqual([{ type: 'poll-after', id: 'A1', ms: 1000 }]);
    const last = at('issue-progress', { polls: MAX_POLLS - 1 });
    expect(runnerStep(last, { type: 'POLL_FAILED' })).toEqual({
      state: { ...last, polls: MAX_POLLS, phase: 'done' },
      effects: [{ type: 'clear' }, { type: 'navigate', to: 'delayed' }],
    });
  });

  it('FAILED goes back to idle without an id; CANCEL ends at the origin', () => {
    const creating = at('creating');
    expect(runnerStep(creating, { type: 'FAILED' })).toEqual({ state: { ...creating, phase: 'idle', id: null }, effects: [] });
    expect(runnerStep(creating, { type: 'CANCEL' })).toEqual({ state: { ...creating, phase: 'done', id: null }, effects: [{ type: 'clear' }, { type: 'navigate', to: 'origin' }] });
  });

  it('progress fills towards 90 % with the polls made, in steps of 10', () => {
    expect(pollProgress(0)).toBe(0);
    expect(pollProgress(5)).toBe(30);
    expect(pollProgress(MAX_POLLS + 5)).toBe(90);
    expect(pollProgress(10, 99)).toBe(10);
    expect(roundProgress(-5)).toBe(0);
    expect(roundProgress(150)).toBe(100);
  });

  it('each phase has its progress layer (000 §2.2)', () => {
    expect(Object.fromEntries(PHASES.map((phase) => [phase, progressLayerFor(phase)]))).toEqual({
      idle: null,
      creating: 'issue-progress',
      'awaiting-certificate': null,
      signing: null,
      starting: 'issue-progress',
      'channeling-progress': 'channeling-progress',
      channeling: null,
      'external-progress': 'external-channeling-progress',
      'external-return': 'external-channeling-return-progress',
      'issue-progress': 'issue-progress',
      done: null,
    });
  });
});

describe('the wait before the next poll: a period from one poll start to the next', () => {
  it('waits the whole period before the first poll of an application, or of another one', () => {
    expect(nextPollDelay(1000, 'A1', null, 5000)).toBe(1000);
    expect(nextPollDelay(1000, 'A2', { id: 'A1', startedAt: 4900 }, 5000)).toBe(1000);
  });

  it('subtracts the time the last poll took, and never waits less than nothing or more than a period', () => {
    expect(nextPollDelay(1000, 'A1', { id: 'A1', startedAt: 4200 }, 5000)).toBe(200);
    expect(nextPollDelay(1000, 'A1', { id: 'A1', startedAt: 3500 }, 5000)).toBe(0);
    expect(nextPollDelay(1000, 'A1', { id: 'A1', startedAt: 6000 }, 5000)).toBe(1000);
  });
});

describe('coming back from another site (000 §4.4–4.7, 001 §4.1)', () => {
  const base = initialRunnerState('가족관계증명서', 'NORMAL', false, '/issue/x');
  const resumePhases: Phase[] = ['signing', 'issue-progress'];

  it('reads the certificate status after the signup, and the portal’s answer after the portal', () => {
    expect(returnReadFor({ ...base, phase: 'awaiting-certificate' }, resumePhases)).toBe('certificate-status');
    expect(returnReadFor({ ...base, phase: 'channeling', id: null }, resumePhases)).toBe('portal');
  });

  it('reads the application only in one of the flow’s resume phases, and only with an id', () => {
    expect(returnReadFor({ ...base, phase: 'signing', id: 'A1' }, resumePhases)).toBe('application');
    expect(returnReadFor({ ...base, phase: 'signing', id: null }, resumePhases)).toBeNull();
    expect(returnReadFor({ ...base, phase: 'starting', id: 'A1' }, resumePhases)).toBeNull();
    expect(returnReadFor({ ...base, phase: 'idle', id: null }, resumePhases)).toBeNull();
  });
});
