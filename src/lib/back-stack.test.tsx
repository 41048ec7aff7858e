// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { createBackStack } from './back-stack';
import { useBackHandler } from './use-back-handler';

describe('back stack (spec 000 §4.11)', () => {
  it('calls the most recently registered handler', () => {
    const stack = createBackStack();
    const page = vi.fn();
    const layer = vi.fn();
    stack.push(page);
    stack.push(layer);
    expect(stack.handle()).toBe(true);
    expect(layer).toHaveBeenCalledTimes(1);
    expect(page).not.toHaveBeenCalled();
  });

  it('restores the previous handler when a layer closes', () => {
    const stack = createBackStack();
    const page = vi.fn();
    const layer = vi.fn();
    stack.push(page);
    const closeLayer = stack.push(layer);
    closeLayer();
    stack.handle();
    expect(page).toHaveBeenCalledTimes(1);
    expect(layer).not.toHaveBeenCalled();
  });

  it('removing out of order keeps the right handler on top', () => {
    const stack = createBackStack();
    const page = vi.fn();
    const layer = vi.fn();
    const popup = vi.fn();
    stack.push(page);
    const removeLayer = stack.push(layer);
    const removePopup = stack.push(popup);
    removeLayer();
    stack.handle();
    expect(popup).toHaveBeenCalledTimes(1);
    removePopup();
    stack.handle();
    expect(page).toHaveBeenCalledTimes(1);
    expect(layer).not.toHaveBeenCalled();
    expect(stack.size()).toBe(1);
  });

  it('removing twice is harmless', () => {
    const stack = createBackStack();
    const remove = stack.push(() => undefined);
    stack.push(() => undefined);
    remove();
    remove();
    expect(stack.size()).toBe(1);
  });

  it('reports whether the back press was consumed', () => {
    const stack = createBackStack();
    expect(stack.handle()).toBe(false);
    stack.push(() => false);
    expect(stack.handle()).toBe(false);
    stack.push(() => true);
    expect(stack.handle()).toBe(true);
  });

  it('useBackHandler registers while mounted and enabled, and calls the latest handler', () => {
    const stack = createBackStack();
    const first = vi.fn();
    const second = vi.fn();
    function Layer({ handler, enabled }: { handler: () => void; enabled: boolean }) {
      useBackHandler(handler, enabled, stack);
      return null;
    }
    const { rerender, unmount } = render(<Layer handler={first} enabled />);
    expect(stack.size()).toBe(1);
    rerender(<Layer handler={second} enabled />);
    expect(stack.size()).toBe(1);
    stack.handle();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    rerender(<Layer handler={second} enabled={false} />);
    expect(stack.size()).toBe(0);
    rerender(<Layer handler={second} enabled />);
    unmount();
    expect(stack.size()).toBe(0);
  });
});
