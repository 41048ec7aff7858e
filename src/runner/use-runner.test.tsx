// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createTestStore } from '../testing/test-store';
import { initialRunnerState, MAX_POLLS, POLL_INTERVAL_MS, type ApplicationSnapshot } from './machine';
import { useRunner, type FlowEffect, type RunnerDriver } from './use-runner';

/**
 * The shared loop's timed reads on a fake clock (000 §4.5, §9: the issue poll every 1000 ms; more
 * than 20 unsuccessful polls go to the delayed page). Each read is counted where it is made.
 */
describe('the issue runner polls once per 1000 ms, 20 unsuccessful polls at most (000 §4.5, §9)', () => {
  let reads: number;
  let answer: (id: string) => Promise<ApplicationSnapshot>;
  let effects: FlowEffect[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    sessionStorage.clear();
    reads = 0;
    effects = [];
    answer = async (id) => ({ id, state: 'PROCESSING' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start() {
    const driver: RunnerDriver = {
      storageKey: 'jigap.runner.test',
      initial: () => initialRunnerState('납세증명서', 'NORMAL', false, '/issue/납세증명서'),
      fetch: (id) => {
        reads += 1;
        return answer(id);
      },
      resumePhases: ['issue-progress'],
      perform: (effect) => {
        effects.push(effect);
      },
    };
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={createTestStore()}>{children}</Provider>;
    const hook = renderHook(() => useRunner(driver), { wrapper });
    // Signed and started: the application is PROCESSING, the progress begins (the first read is a poll later).
    act(() => hook.result.current.send({ type: 'RETURNED', application: { id: 'A1', state: 'PROCESSING' } }));
    expect(hook.result.current.state.phase).toBe('issue-progress');
    return hook;
  }

  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('no read before 1000 ms, then exactly one per 1000 ms', async () => {
    start();
    expect(POLL_INTERVAL_MS).toBe(1000);
    await advance(999);
    expect(reads).toBe(0);
    await advance(1);
    expect(reads).toBe(1);
    for (let second = 2; second <= 10; second++) {
      await advance(999);
      expect(reads).toBe(second - 1);
      await advance(1);
      expect(reads).toBe(second);
    }
  });

  it('20 tries at most: the 20th unsuccessful poll (at 20 s) ends on the delayed page, and the reads stop', async () => {
    const hook = start();
    await advance((MAX_POLLS - 1) * 1000);
    expect(reads).toBe(19);
    expect(effects).toEqual([]);
    await advance(1000);
    expect(reads).toBe(MAX_POLLS);
    expect(effects).toEqual([{ type: 'clear' }, { type: 'navigate', to: 'delayed' }]);
    expect(hook.result.current.state.phase).toBe('done');
    // The delayed page is shown: a minute more on the clock reads nothing more.
    await advance(60_000);
    expect(reads).toBe(MAX_POLLS);
  });

  it('a dropped read counts as a poll and the next comes 1000 ms later', async () => {
    answer = async () => {
      throw new Error('network');
    };
    start();
    await advance(1000);
    expect(reads).toBe(1);
    await advance(999);
    expect(reads).toBe(1);
    await advance(1);
    expect(reads).toBe(2);
    await advance((MAX_POLLS - 2) * 1000);
    expect(reads).toBe(MAX_POLLS);
    expect(effects).toEqual([{ type: 'clear' }, { type: 'navigate', to: 'delayed' }]);
  });

  it('a poll the server holds does not stretch the period: the next starts 1000 ms after the held one started', async () => {
    answer = (id) => new Promise((resolve) => setTimeout(() => resolve({ id, state: 'PROCESSING' }), 800));
    start();
    await advance(1000);
    expect(reads).toBe(1);
    await advance(999);
    expect(reads).toBe(1);
    await advance(1);
    expect(reads).toBe(2);
    await advance(1000);
    expect(reads).toBe(3);
  });

  it('a complete answer ends the polling at once', async () => {
    start();
    await advance(3000);
    answer = async (id) => ({ id, state: 'COMPLETE', documentId: 'D1' });
    await advance(1000);
    expect(reads).toBe(4);
    expect(effects).toEqual([{ type: 'clear' }, { type: 'complete', documentId: 'D1', qrPassCode: null }]);
    await advance(10_000);
    expect(reads).toBe(4);
  });
});
