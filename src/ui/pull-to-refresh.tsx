import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { RefreshIcon } from './icons';
import {
  PULL_HEADER_HEIGHT,
  initialPull,
  pullOffset,
  pullProgress,
  pullReducer,
  remainingIndicatorMs,
} from './pull-to-refresh-logic';
import styles from './pull-to-refresh.module.scss';

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  disabled?: boolean;
  children?: ReactNode;
}

const atTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;

/** Pull down at the top of the page to refresh; the indicator stays for at least 2 s. */
export function PullToRefresh({ onRefresh, disabled = false, children }: PullToRefreshProps) {
  const [state, dispatch] = useReducer(pullReducer, initialPull);
  const rootRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef(state);
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    stateRef.current = state;
    refreshRef.current = onRefresh;
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (touch && e.touches.length === 1) dispatch({ type: 'start', y: touch.clientY, atTop: atTop(), disabled });
    };
    // Not passive: once pulling, the page itself must not scroll or bounce.
    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!touch) return;
      dispatch({ type: 'move', y: touch.clientY });
      const { startY, phase } = stateRef.current;
      if (startY !== null && phase !== 'refreshing' && touch.clientY > startY && e.cancelable) e.preventDefault();
    };
    const onEnd = () => dispatch({ type: 'end' });
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, [disabled]);

  const refreshing = state.phase === 'refreshing';
  useEffect(() => {
    if (!refreshing) return undefined;
    let live = true;
    const startedAt = Date.now();
    const finish = () => {
      const wait = remainingIndicatorMs(startedAt, Date.now());
      setTimeout(() => live && dispatch({ type: 'done' }), wait);
    };
    Promise.resolve()
      .then(() => refreshRef.current())
      .then(finish, finish);
    return () => {
      live = false;
    };
  }, [refreshing]);

  const offset = refreshing ? PULL_HEADER_HEIGHT : pullOffset(state.distance);
  const dragging = state.phase === 'pulling';
  const turn = refreshing ? 0 : pullProgress(state.distance) * 270;

  return (
    <div ref={rootRef} className={styles.root}>
      <div
        className={styles.indicator}
        style={{ height: PULL_HEADER_HEIGHT, opacity: offset > 0 ? 1 : 0, transform: `translateY(${offset - PULL_HEADER_HEIGHT}px)` }}
        aria-hidden="true"
      >
        <span className={refreshing ? styles.spinning : undefined} style={{ transform: `rotate(${turn}deg)` }}>
          <RefreshIcon size={22} />
        </span>
      </div>
      <span className="visually-hidden" role="status">
        {refreshing ? '새로고침 중' : ''}
      </span>
      <div className={dragging ? undefined : styles.settling} style={offset ? { transform: `translateY(${offset}px)` } : undefined}>
        {children}
      </div>
    </div>
  );
}
