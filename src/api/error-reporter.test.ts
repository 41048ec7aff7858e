import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, setReportTransport, type ErrorReport } from './error-reporter';

describe('error reporting (spec 000 §8.4: except those of level log)', () => {
  afterEach(() => setReportTransport(() => undefined));

  it('reports errors and warnings with where they happened', () => {
    const sent: ErrorReport[] = [];
    setReportTransport((report) => sent.push(report));
    expect(reportError('error', 'boom', { status: 500, code: 'ERROR', url: '/home/apply' })).toBe(true);
    expect(reportError('warning', 'slow')).toBe(true);
    expect(sent[0]).toEqual({ level: 'error', message: 'boom', status: 500, code: 'ERROR', url: '/home/apply' });
    expect(sent[1]?.level).toBe('warning');
  });

  it('never reports level log', () => {
    const transport = vi.fn();
    setReportTransport(transport);
    expect(reportError('log', 'expected 400')).toBe(false);
    expect(transport).not.toHaveBeenCalled();
  });

  it('a failing transport never breaks the page', () => {
    setReportTransport(() => {
      throw new Error('offline');
    });
    expect(() => reportError('error', 'boom', { url: '/' })).not.toThrow();
  });

  it('cuts long messages to what the collector accepts', () => {
    const sent: ErrorReport[] = [];
    setReportTransport((report) => sent.push(report));
    reportError('error', 'x'.repeat(2000), { url: '/' });
    expect(sent[0]?.message).toHaveLength(500);
  });
});
