// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { showToast, ToastHost } from './toast';
import { getToast, hideToast } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => hideToast());
  vi.useRealTimers();
});

describe('toast', () => {
  it('announces the message politely and hides it after 2.5 s', () => {
    render(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => {
      showToast('약관 재동의가 완료되었습니다.');
    });
    expect(region).toHaveTextContent('약관 재동의가 완료되었습니다.');
    act(() => vi.advanceTimersByTime(2499));
    expect(region).toHaveTextContent('약관 재동의가 완료되었습니다.');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('honours a custom duration, and a new toast replaces the old one', () => {
    render(<ToastHost />);
    act(() => {
      showToast('첫째', { durationMs: 6000 });
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveTextContent('첫째');
    act(() => {
      showToast('둘째');
    });
    expect(screen.getByRole('status')).toHaveTextContent('둘째');
    expect(screen.getByRole('status')).not.toHaveTextContent('첫째');
    act(() => vi.advanceTimersByTime(2500));
    expect(getToast()).toBeNull();
  });
});
