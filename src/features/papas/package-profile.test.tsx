// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createTestStore } from '../../testing/test-store';
import { initialRunnerState, runnerStep, type RunnerState } from '../../runner/machine';
import { PACKAGE_MAX_POLLS, PACKAGE_POLL_MS, PACKAGE_PROFILE } from './package-profile';
import { usePackageRunner } from './use-package-runner';

/** 001 §4.1 and §9 with the constants the package flow runs on (not a copy of them). */
describe('the package poll (001 §4.1, §9: every 1000 ms, more than 99 tries leads to failure)', () => {
  it('the profile says 1000 ms, 100 tries (more than 99), then the failed page; completion needs no documentId', () => {
    expect(PACKAGE_POLL_MS).toBe(1000);
    expect(PACKAGE_MAX_POLLS).toBe(100);
    expect(PACKAGE_PROFILE).toEqual({ pollIntervalMs: PACKAGE_POLL_MS, maxPolls: PACKAGE_MAX_POLLS, afterPolls: 'fail', needsDocument: false });
  });

  it('the machine on PACKAGE_PROFILE reads every 1000 ms; the 100th read without a result ends on failed', () => {
    const starting: RunnerState = { ...initialRunnerState('papas:P1', 'CHANNELING', false, '/papas/P1/start', PACKAGE_PROFILE), phase: 'starting', id: 'K1' };
    let step = runnerStep(starting, { type: 'STARTED', applicationState: 'PROCESSING', url: null, message: null });
    expect(step.effects).toEqual([{ type: 'poll-after', id: 'K1', ms: 1000 }]);
    let reads = 0;
    while (step.state.phase !== 'done') {
      // Unfinished answers and dropped requests alike count as tries (§4.1: a network error is ignored).
      step = runnerStep(step.state, reads % 2 ? { type: 'POLL_FAILED' } : { type: 'POLLED', application: { id: 'K1', state: 'PROCESSING' } });
      reads += 1;
      expect(step.effects).toEqual(step.state.phase === 'done' ? [{ type: 'clear' }, { type: 'navigate', to: 'fail' }] : [{ type: 'poll-after', id: 'K1', ms: 1000 }]);
    }
    expect(reads).toBe(100);
    expect(step.effects).toEqual([{ type: 'clear' }, { type: 'navigate', to: 'fail' }]);
  });

  it('the 99th read may still complete the package', () => {
    let state: RunnerState = { ...initialRunnerState('papas:P1', 'CHANNELING', false, '/o', PACKAGE_PROFILE), phase: 'issue-progress', id: 'K1' };
    for (let i = 1; i < 99; i++) state = runnerStep(state, { type: 'POLL_FAILED' }).state;
    const last = runnerStep(state, { type: 'POLLED', application: { id: 'K1', state: 'COMPLETED' } });
    expect(last.effects).toEqual([{ type: 'clear' }, { type: 'complete', documentId: null, qrPassCode: null }]);
  });

  it('the package runner runs on PACKAGE_PROFILE unless a test passes another', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={createTestStore()}>
        <MemoryRouter>{children}</MemoryRouter>
      </Provider>
    );
    const { result } = renderHook(() => usePackageRunner({ papas: 'P1', info: undefined }), { wrapper });
    expect(result.current.state.profile).toBe(PACKAGE_PROFILE);
  });
});
