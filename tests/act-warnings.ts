import { format } from 'node:util';

/*
 * React's act(...) warning says a test asserted on a screen while an update was still on its way:
 * a test that passes by luck. A clean run prints none, so a new one fails the test that printed it
 * (tests/setup-client.ts checks after each test and each file).
 */
const ACT_WARNING = /not wrapped in act\(|not configured to support act\(/;

export interface ActWarningWatch {
  /** Stands for console.error: prints as `print` does, and remembers the act warnings. */
  error(...args: unknown[]): void;
  /** Throws (failing the test or file it runs after) when an act warning was printed since the last check. */
  check(): void;
}

export function watchActWarnings(print: (...args: unknown[]) => void): ActWarningWatch {
  const found: string[] = [];
  return {
    error(...args) {
      const text = format(...args);
      if (ACT_WARNING.test(text)) found.push(text);
      print(...args);
    },
    check() {
      const warnings = found.splice(0);
      if (warnings.length > 0) throw new Error(`React warned of a state update outside act(...) — wait for it (findBy…, waitFor, await act) before asserting:\n${warnings[0]}`);
    },
  };
}
