import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { captureLog } from '../test/log-capture.ts';
import { logAvailability } from './db.ts';

function captured() {
  const captured = captureLog();
  return { log: pino({ level: 'info' }, captured.stream), lines: () => captured.lines() };
}

describe('what an operator reads of an outage', () => {
  it('one line when the database goes away (since when, and why), one when it is back (after how long, how many calls were answered 503)', () => {
    const { log, lines } = captured();
    const since = Date.parse('2026-11-29T01:00:00.000Z');
    logAvailability(log, { up: false, since, error: '57P01 terminating connection due to administrator command' });
    logAvailability(log, { up: true, since, downMs: 20_350, refused: 4993 });
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 50,
        database: 'unreachable',
        since: '2026-11-29T01:00:00.000Z',
        error: '57P01 terminating connection due to administrator command',
        msg: 'database unreachable: every call that needs it answers 503 until it is back',
      }),
      expect.objectContaining({
        level: 40,
        database: 'reachable',
        since: '2026-11-29T01:00:00.000Z',
        downMs: 20_350,
        refused: 4993,
        msg: 'database reachable again after 20.4 s; 4993 calls were answered 503 meanwhile',
      }),
    ]);
  });
});
