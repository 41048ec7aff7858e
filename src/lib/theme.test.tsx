// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createNativeBridge, setBridgeForTests, type MessengerBridge } from './messenger-bridge';
import { DIM_COLOR, setDimmed, THEME_BG, useThemeColor } from './theme';

let dark = false;
const mediaListeners = new Set<() => void>();

beforeEach(() => {
  dark = false;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') && dark;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => mediaListeners.add(l),
    removeEventListener: (_: string, l: () => void) => mediaListeners.delete(l),
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  setBridgeForTests(null);
  delete document.documentElement.dataset.theme;
});

function setup(): MessengerBridge {
  const bridge = createNativeBridge('11.2.0', () => undefined);
  vi.spyOn(bridge, 'changeStatusBarColor');
  setBridgeForTests(bridge);
  function App() {
    useThemeColor();
    return null;
  }
  render(<App />);
  return bridge;
}

describe('useThemeColor (spec 000 §4.11, §9)', () => {
  it('paints the status bar with the page background and follows dark mode', () => {
    const bridge = setup();
    expect(bridge.changeStatusBarColor).toHaveBeenLastCalledWith(THEME_BG.light, { dim: false });
    act(() => {
      dark = true;
      mediaListeners.forEach((l) => l());
    });
    expect(bridge.changeStatusBarColor).toHaveBeenLastCalledWith(THEME_BG.dark, { dim: false });
  });

  it('dims to black at 0.5 opacity while any layer or popup is open', () => {
    const bridge = setup();
    act(() => {
      setDimmed(true);
      setDimmed(true);
    });
    expect(bridge.changeStatusBarColor).toHaveBeenLastCalledWith(DIM_COLOR, { dim: true });
    expect(DIM_COLOR).toBe('rgba(0,0,0,0.5)');
    act(() => setDimmed(false));
    expect(bridge.changeStatusBarColor).toHaveBeenLastCalledWith(DIM_COLOR, { dim: true });
    act(() => setDimmed(false));
    expect(bridge.changeStatusBarColor).toHaveBeenLastCalledWith(THEME_BG.light, { dim: false });
  });
});
