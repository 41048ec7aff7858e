import { threadId } from 'node:worker_threads';

/** A handler for server/worker-thread.test.ts: says which thread answered, fails or ends the thread on request. */
export async function answer(request: { say?: string; fail?: boolean; exit?: boolean }): Promise<{ said: string; threadId: number }> {
  if (request.exit) process.exit(3);
  if (request.fail) throw new Error('asked to fail');
  return { said: request.say ?? '', threadId };
}
