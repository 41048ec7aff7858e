// The issued document of a certificate folder, drawn from its sample for /dev/catalogue: a
// middleware of the dev server only (scripts/vite/certificate-catalogue.ts adds it in
// configureServer), never of the production server. The drawing happens in a worker thread
// (server/worker-thread.ts → document-preview-answer.ts), so pdfkit never holds up the dev
// server's modules and HMR.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { DEFAULT_PREVIEW_PERSONA, DOCUMENT_PREVIEW_PERSONAS, DOCUMENT_PREVIEW_PREFIX } from '../../shared/document-preview-url.ts';
import { workerThread } from '../../server/worker-thread.ts';
import type { PreviewAnswer, PreviewRequest } from './document-preview-answer.ts';

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export interface DocumentPreview {
  handle(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void;
  /** Starts the worker ahead of the first document (it loads the server's renderer). */
  warm(): void;
  /** Stops the worker (the dev server closing). */
  close(): Promise<void>;
}

function send(res: ServerResponse, { status, type, body }: PreviewAnswer, head: boolean): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', bytes.byteLength);
  // Drawn from the files as they are now: never kept.
  res.setHeader('Cache-Control', 'no-store');
  res.end(head ? undefined : bytes);
}

const text = (status: number, message: string): PreviewAnswer => ({ status, type: 'text/plain; charset=utf-8', body: message });

/**
 * `GET /__dev/document-preview/<slug>.pdf?persona=<id>`: the folder's document.json drawn from its
 * sample.json and the persona's agency records (renderSampleDocument: unsigned, no database),
 * read from `dir` afresh on every request. 404 for a folder that is not there; 400 for an unknown
 * persona; 422 with the layout's problems as cert:check words them; `personas.json` lists the
 * personas to choose from. Every other request goes on to the dev server.
 */
export function documentPreview(dir: string): DocumentPreview {
  const worker = workerThread<{ dir: string; request: PreviewRequest }, PreviewAnswer>(new URL('./document-preview-answer.ts', import.meta.url), 'answerPreviewRequest');
  return {
    handle(req, res, next) {
      const url = new URL(req.url ?? '/', 'http://dev.invalid');
      if (!url.pathname.startsWith(DOCUMENT_PREVIEW_PREFIX)) return next();
      const head = req.method === 'HEAD';
      if (req.method !== 'GET' && !head) {
        res.setHeader('Allow', 'GET, HEAD');
        return send(res, text(405, 'GET or HEAD only'), head);
      }
      let request: PreviewRequest;
      if (url.pathname === DOCUMENT_PREVIEW_PERSONAS) request = { kind: 'personas' };
      else {
        let file = '';
        try {
          file = decodeURIComponent(url.pathname.slice(DOCUMENT_PREVIEW_PREFIX.length));
        } catch {
          // a malformed escape names no folder
        }
        const slug = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : '';
        if (!SLUG.test(slug) || !existsSync(join(dir, slug, 'certificate.json'))) return send(res, text(404, `certificates/${slug || file}: no such certificate folder`), head);
        request = { kind: 'document', slug, persona: url.searchParams.get('persona') ?? DEFAULT_PREVIEW_PERSONA };
      }
      worker.ask({ dir, request }).then(
        (answer) => send(res, answer, head),
        (error: Error) => send(res, text(500, error.message), head),
      );
    },
    warm: () => worker.warm(),
    close: () => worker.close(),
  };
}
