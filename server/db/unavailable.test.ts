import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeError, isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

/** A port nothing listens on: a connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isDatabaseUnavailable: a passing outage, not a fault of the statement', () => {
  it('a refused connection, as the pg driver reports it, is the database being away', async () => {
    const client = new pg.Client({ connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/jigap` });
    const error = await client.connect().then(
      () => null,
      (refused: unknown) => refused,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['connection reset', withCode('ECONNRESET')],
    ['a host that cannot be reached', withCode('EHOSTUNREACH')],
    ['the name of the host not found for now', withCode('EAI_AGAIN')],
    ['57P01: the connection ended by a fast stop or restart', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P03: the server starting up or shutting down', withCode('57P03', 'the database system is starting up')],
    ['53300: no connection left on the server', withCode('53300', 'sorry, too many clients already')],
    ['class 08: a connection exception', withCode('08006', 'connection failure')],
    ['the driver: a connection lost', new Error('Connection terminated unexpectedly')],
    ['the driver: a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    ['the pool: no connection in time', new Error('timeout exceeded when trying to connect')],
    ['refused on every address (AggregateError)', Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: 'ECONNREFUSED' })],
    ['refused on every address, the code on the inner errors only', new AggregateError([withCode('ECONNREFUSED')])],
    ['refused, as the cause of another error', new Error('could not claim', { cause: withCode('ECONNREFUSED') })],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a fault of Jigap', new Error('Cannot read properties of undefined')],
    ['a syntax error (42601)', withCode('42601', 'syntax error at or near "SELEC"')],
    ['a unique violation (23505)', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a serialization conflict (40001), which the transaction runs again', withCode('40001', 'could not serialize access')],
    ['a wrong password (28P01): a setting to fix, not an outage', withCode('28P01', 'password authentication failed')],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('describeError: one line for the log', () => {
  it('names the code and the message once', () => {
    expect(describeError(withCode('57P01', 'terminating connection due to administrator command'))).toBe('57P01 terminating connection due to administrator command');
    expect(describeError(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(describeError(Object.assign(new AggregateError([]), { code: 'ECONNREFUSED' }))).toBe('ECONNREFUSED');
  });
});
