import { issuanceTexts } from '../messages.ts';

/**
 * The simulated issuing agencies (DESIGN §5). Deterministic demo rules, reachable on purpose
 * from a form value (any string value of the form, e.g. 사용용도):
 * - '발급 실패 시연' → the agency refuses: FAIL with a Korean agency message;
 * - '발급 지연 시연' → the agency answers after LONG_LEAD_MS (longer than the client's 20 polls),
 *   so the delayed page shows first, then the application completes.
 * Everything else completes after the configured latency (JIGAP_SIM_LATENCY_MS).
 */
export const DEMO_FAIL_VALUE = '발급 실패 시연';
export const DEMO_LONG_LEAD_VALUE = '발급 지연 시연';
export const LONG_LEAD_MS = 25_000;

const hasValue = (data: unknown, value: string): boolean => {
  if (typeof data === 'string') return data.trim() === value;
  if (Array.isArray(data)) return data.some((item) => hasValue(item, value));
  if (typeof data === 'object' && data !== null) return Object.values(data).some((item) => hasValue(item, value));
  return false;
};

/** How long the agency takes for this application's data. */
export function agencyDelayMs(formData: Record<string, unknown>, latencyMs: number): number {
  return hasValue(formData, DEMO_LONG_LEAD_VALUE) ? Math.max(LONG_LEAD_MS, latencyMs) : latencyMs;
}

export type AgencyAnswer = { ok: true } | { ok: false; message: string };

/** The agency's answer once its processing time has passed. */
export function agencyAnswer(formData: Record<string, unknown>): AgencyAnswer {
  return hasValue(formData, DEMO_FAIL_VALUE) ? { ok: false, message: issuanceTexts.agencyFailed } : { ok: true };
}
