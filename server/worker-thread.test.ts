import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { runInFreshProcess } from './test/fresh-process.ts';
import { workerThread } from './worker-thread.ts';

const thread = workerThread<{ say?: string; fail?: boolean; exit?: boolean }, { said: string; threadId: number }>(new URL('./test/worker-fixture.ts', import.meta.url), 'answer');
afterAll(() => thread.close());

describe('workerThread (server/worker-thread.ts): CPU work off the event loop', () => {
  it('answers each request from another thread than the caller’s, in order', async () => {
    const answers = await Promise.all(['가', '나', '다'].map((say) => thread.ask({ say })));
    expect(answers.map((a) => a.said)).toEqual(['가', '나', '다']);
    for (const a of answers) expect(a.threadId).not.toBe(threadId);
  });

  it('a handler that throws rejects that request only', async () => {
    await expect(thread.ask({ fail: true })).rejects.toThrow('asked to fail');
    expect((await thread.ask({ say: 'still here' })).said).toBe('still here');
  });

  it('a thread that dies rejects what it held, and the next request starts a new one', async () => {
    const before = (await thread.ask({})).threadId;
    await expect(thread.ask({ exit: true })).rejects.toThrow(/stopped/);
    const after = await thread.ask({ say: 'again' });
    expect(after.said).toBe('again');
    expect(after.threadId).not.toBe(before);
  });

  it('never keeps the process alive: a process whose worker answered ends by itself', () => {
    // Without unref after its listeners (a 'message' listener refs the port again), this process
    // would wait for the worker for ever: the 60 s limit is a hang's, not a speed's.
    const output = runInFreshProcess([
      "const { workerThread } = await import('./server/worker-thread.ts');",
      "const thread = workerThread(new URL('./server/test/worker-fixture.ts', 'file://' + process.cwd() + '/'), 'answer');",
      // The worker holds nothing open, not even a request: a timer keeps the process until the answer.
      'const waiting = setInterval(() => {}, 1000);',
      "console.log((await thread.ask({ say: 'done' })).said);",
      'clearInterval(waiting);',
    ]);
    expect(output).toBe('done');
  }, 90_000);
});
