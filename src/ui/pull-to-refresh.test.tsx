// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh } from './pull-to-refresh';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function pull(target: Element, distance: number) {
  fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: 100 + distance }] });
  fireEvent.touchEnd(target, { touches: [] });
}

describe('PullToRefresh', () => {
  it('refreshes after a pull of 140 px and shows the indicator for at least 2000 ms', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>목록</p>
      </PullToRefresh>,
    );
    pull(screen.getByText('목록'), 150);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('새로고침 중');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole('status')).toHaveTextContent('새로고침 중');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('does not refresh on a short pull or when disabled', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>목록</p>
      </PullToRefresh>,
    );
    pull(screen.getByText('목록'), 139);
    rerender(
      <PullToRefresh onRefresh={onRefresh} disabled>
        <p>목록</p>
      </PullToRefresh>,
    );
    pull(screen.getByText('목록'), 300);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
