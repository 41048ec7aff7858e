// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { launchMessenger, LAUNCH_FALLBACK_MS } from './open-in-messenger';

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('opening the messenger from a phone outside it (000 §9 app-launch fallback)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it("asks the messenger's browser to open the page, through its scheme", () => {
    const navigate = vi.fn();
    void launchMessenger('https://wallet.example/home/apply?directApply=x', { fallbackMs: LAUNCH_FALLBACK_MS.android, navigate });
    expect(navigate).toHaveBeenCalledWith(`kakaotalk://inappbrowser?url=${encodeURIComponent('https://wallet.example/home/apply?directApply=x')}`);
  });

  it('a page still in front after the fallback time: the messenger is missing', async () => {
    const launched = launchMessenger('https://wallet.example/', { fallbackMs: LAUNCH_FALLBACK_MS.android, navigate: () => undefined });
    await vi.advanceTimersByTimeAsync(LAUNCH_FALLBACK_MS.android - 1);
    let settled = false;
    void launched.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await launched).toBe('missing');
  });

  it('a page put in the background meanwhile: the messenger came up', async () => {
    const launched = launchMessenger('https://wallet.example/', { fallbackMs: LAUNCH_FALLBACK_MS.android, navigate: () => setVisibility('hidden') });
    await vi.advanceTimersByTimeAsync(LAUNCH_FALLBACK_MS.android);
    expect(await launched).toBe('opened');
  });

  it('a timer held up 2 s past its time (a phone pauses a page in the background): the messenger came up', async () => {
    let clock = 0;
    const launched = launchMessenger('https://wallet.example/', { fallbackMs: LAUNCH_FALLBACK_MS.ios, navigate: () => undefined, now: () => clock });
    clock = LAUNCH_FALLBACK_MS.ios + 2000;
    await vi.advanceTimersByTimeAsync(LAUNCH_FALLBACK_MS.ios);
    expect(await launched).toBe('opened');
  });
});
