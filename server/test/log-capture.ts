import { Writable } from 'node:stream';

export interface CapturedLog {
  /** The destination to give pino (`logger: { stream }` of an app, or `pino(options, stream)`). */
  stream: Writable;
  /** Everything written so far, as written. */
  text(): string;
  /** Every line written so far, parsed (pino writes one JSON object a line). */
  lines<Line = Record<string, unknown>>(): Line[];
}

/** A pino destination that keeps the lines it is given, for a test to read what was logged. */
export function captureLog(): CapturedLog {
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      written.push(String(chunk));
      done();
    },
  });
  const text = () => written.join('');
  return {
    stream,
    text,
    lines: <Line>() =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Line),
  };
}
