import { Worker } from 'node:worker_threads';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

export interface WorkerThread<Request, Answer> {
  /** Runs the request in the worker thread; rejects when the handler throws or the worker dies. */
  ask(request: Request): Promise<Answer>;
  /** Starts the worker ahead of the first request (it loads its module: pdfkit, fonts…). */
  warm(): void;
  close(): Promise<void>;
}

/**
 * One worker thread for CPU work that must not hold up the event loop (drawing and signing
 * PDFs): the export `handler` of `module` answers each request, in the worker. Started on the
 * first request, again after a crash; it never keeps the process alive. The worker loads
 * TypeScript through tsx itself (server/worker-entry.mjs), whoever started the process.
 */
export function workerThread<Request, Answer>(module: URL, handler: string): WorkerThread<Request, Answer> {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  const start = () => {
    const started = new Worker(ENTRY, { workerData: { module: module.href, handler }, execArgv: [] });
    started.on('message', ({ id, answer, error }: { id: number; answer?: Answer; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(answer as Answer);
    });
    const fail = (error: Error) => {
      if (worker === started) worker = undefined;
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`the worker thread stopped (exit code ${code})`)));
    // After the listeners: a 'message' listener refs the worker's port again.
    started.unref();
    return started;
  };
  return {
    warm() {
      worker ??= start();
    },
    ask(request) {
      worker ??= start();
      const id = nextId++;
      const answer = new Promise<Answer>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.postMessage({ id, request });
      return answer;
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
