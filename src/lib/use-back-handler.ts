import { useEffect, useRef } from 'react';
import { appBackStack, type BackHandler, type BackStack } from './back-stack';

// Apart from back-stack.ts, which the entries load before React (src/app/boot.ts): no React there.
/**
 * Registers `handler` while mounted and `enabled`. The latest handler is always called, but
 * re-renders do not move it in the stack.
 */
export function useBackHandler(handler: BackHandler, enabled = true, stack: BackStack = appBackStack): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return stack.push(() => latest.current());
  }, [enabled, stack]);
}
