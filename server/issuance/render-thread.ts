import { workerThread, type WorkerThread } from '../worker-thread.ts';
import type { RenderRequest } from './document/render.ts';

let shared: WorkerThread<RenderRequest, Uint8Array> | undefined;

/**
 * The thread that draws and signs documents (render.ts renderRequest), one per process and
 * shared by every app in it: pdfkit and the signature take tens to hundreds of milliseconds of
 * CPU per document, which the event loop serving the API must not wait out. Requests queue in
 * it, one after another; the main thread keeps a whole core for the calls.
 */
export function renderThread(): WorkerThread<RenderRequest, Uint8Array> {
  shared ??= workerThread<RenderRequest, Uint8Array>(new URL('./document/render.ts', import.meta.url), 'renderRequest');
  return shared;
}

/** Draws in the render thread; the bytes come back as a Buffer. */
export async function renderInThread(request: RenderRequest): Promise<Buffer> {
  const bytes = await renderThread().ask(request);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
