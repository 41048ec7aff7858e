import { CERTIFICATE_FILES, formatProblem } from '../catalogue/folder.ts';
import type { Agency, AgencyAnswer, CertificateAgencyData } from '../issuance/ports.ts';
import { issuanceTexts } from '../messages.ts';
import { agencyFactsProblems } from './agency-records/facts-file.ts';
import { agencyRecordOf, type AgencyFacts, type FactsSource } from './agency-records/index.ts';

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

/** The agency's answer once its processing time has passed. */
export function agencyAnswer(formData: Record<string, unknown>): AgencyAnswer {
  return hasValue(formData, DEMO_FAIL_VALUE) ? { ok: false, message: issuanceTexts.agencyFailed } : { ok: true };
}

const checked = new WeakMap<object, FactsSource | Error>();

/**
 * A certificate's agency.json as the agencies' facts, checked once per reading of the folder. A
 * broken file fails that certificate's issuance with cert:check's words, and no other's.
 */
function factsOf(certificate: CertificateAgencyData): FactsSource {
  const file = certificate.file;
  const key = typeof file === 'object' && file !== null ? file : undefined;
  let source = key && checked.get(key);
  if (!source) {
    const problems = agencyFactsProblems(file).map((p) => formatProblem({ slug: certificate.slug, file: CERTIFICATE_FILES.agency, field: p.pointer || undefined, message: p.message }));
    source = problems.length > 0 ? new Error(problems.join('; ')) : { name: certificate.slug, facts: file as AgencyFacts };
    if (key) checked.set(key, source);
  }
  if (source instanceof Error) throw source;
  return source;
}

/** The simulated agencies as the wallet's agency port: the demo rules above, the facts of agency-records/. */
export function simulatedAgency(latencyMs: () => number): Agency {
  return {
    processingMs: (request) => agencyDelayMs(request.formData, latencyMs()),
    answer: async (request) => agencyAnswer(request.formData),
    holderRecord: (holder, certificate) => agencyRecordOf(holder, certificate ? factsOf(certificate) : undefined),
  };
}
