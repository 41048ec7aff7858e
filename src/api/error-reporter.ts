/**
 * Reports client errors to the server's collector (spec 000 §8.4: "Errors are reported to an
 * error-reporting service, except those of level log").
 */
export type ReportLevel = 'log' | 'warning' | 'error';

export interface ErrorReport {
  level: ReportLevel;
  message: string;
  code?: string;
  status?: number;
  url: string;
}

type Transport = (report: ErrorReport) => void;

const beaconTransport: Transport = (report) => {
  const body = JSON.stringify(report);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon('/api/v1/client-errors', new Blob([body], { type: 'application/json' }));
    return;
  }
  void fetch('/api/v1/client-errors', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
};

let transport: Transport = beaconTransport;

export function setReportTransport(next: Transport): void {
  transport = next;
}

export function reportError(level: ReportLevel, message: string, extra: Partial<Omit<ErrorReport, 'level' | 'message'>> = {}): boolean {
  if (level === 'log') return false;
  const url = extra.url ?? (typeof location === 'undefined' ? '' : location.pathname + location.search);
  try {
    transport({ level, message: message.slice(0, 500), ...extra, url });
  } catch {
    // Reporting must never break the page.
  }
  return true;
}
