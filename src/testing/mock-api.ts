// Test-only (never imported by app code): the API mocked with MSW for a component test file.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { setNavigator } from '../api/error-actions';
import { setReportTransport } from '../api/error-reporter';
import { appClickGuard } from '../lib/click-guard';
import { closeAllPopups } from '../lib/popup-store';
import { hideToast } from '../ui/toast-store';

/** A press blocks presses app-wide for a moment (spec 000 §4.11): resolves once it lets go. */
export const clickGuardReleased = () => waitFor(() => expect(appClickGuard.isBlocked()).toBe(false), { timeout: 2000 });

export interface MockApiOptions {
  /** Where the error actions navigate (src/api/error-actions.ts); nowhere without it. */
  navigate?: (to: string) => void;
  /**
   * The file's own state to reset after each test, once the shared teardown is done (an
   * afterEach of the file's own would run first: Vitest runs later ones earlier).
   */
  reset?: () => void;
}

/**
 * Serves `server` for the test file: any unhandled request fails the test, error reports go
 * nowhere. After each test: the click guard is released, the tree unmounted, popups and the
 * toast closed, the handlers reset, then `reset` runs.
 */
export function setupMockApi(server: SetupServer, { navigate = () => undefined, reset }: MockApiOptions = {}) {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    setReportTransport(() => undefined);
    setNavigator(navigate);
  });
  afterEach(async () => {
    await clickGuardReleased();
    cleanup();
    closeAllPopups();
    hideToast();
    server.resetHandlers();
    reset?.();
  });
  afterAll(() => server.close());
}
