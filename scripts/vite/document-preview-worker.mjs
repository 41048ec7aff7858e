// The dev server's document renderer, in a worker thread (scripts/vite/document-preview.ts starts
// it): TypeScript through tsx, as `npm run serve` runs the server; requests are answered in turn.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { answerPreview } = await import('./document-preview-answer.ts');

parentPort.on('message', ({ id, request }) => {
  answerPreview(workerData.dir, request).then(
    (answer) => parentPort.postMessage({ id, answer }),
    (error) => parentPort.postMessage({ id, answer: { status: 500, type: 'text/plain; charset=utf-8', body: String(error?.stack ?? error) } }),
  );
});
