// A worker thread of server/worker-thread.ts: TypeScript through tsx (as `npm run serve` runs the
// server), then the named export of the module answers each request.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const handle = (await import(workerData.module))[workerData.handler];

parentPort.on('message', ({ id, request }) => {
  Promise.resolve()
    .then(() => handle(request))
    .then(
      (answer) => parentPort.postMessage({ id, answer }),
      (error) => parentPort.postMessage({ id, error: String(error?.stack ?? error) }),
    );
});
