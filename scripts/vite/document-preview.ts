// The issued document of a certificate folder, drawn from its sample for /dev/catalogue: a
// middleware of the dev server only (scripts/vite/certificate-catalogue.ts adds it in
// configureServer), never of the production server. Loaded on demand: it brings pdfkit.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { formatProblem } from '../../server/catalogue/index.ts';
import type { JsonSchema } from '../../server/catalogue/types.ts';
import { findPersona, personas } from '../../server/db/seed-data/personas.ts';
import { DOCUMENT_FILE, layoutProblems } from '../../server/issuance/document/layout.ts';
import { renderSampleDocument } from '../../server/issuance/document/sample.ts';
import { DEFAULT_PREVIEW_PERSONA, DOCUMENT_PREVIEW_PERSONAS, DOCUMENT_PREVIEW_PREFIX } from '../../src/features/dev-catalogue/document-preview-url.ts';

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Why the folder's files cannot make a document, in cert:check's words; empty when they can. */
function folderProblems(folder: string, slug: string): string[] {
  const at = (name: string) => `certificates/${slug}/${name}`;
  const read = (name: string): { ok: true; value: unknown } | { ok: false; problem: string } => {
    const file = join(folder, name);
    if (!existsSync(file)) return { ok: false, problem: `${at(name)}: file is missing` };
    try {
      return { ok: true, value: JSON.parse(readFileSync(file, 'utf8')) as unknown };
    } catch (error) {
      return { ok: false, problem: `${at(name)}: not valid JSON: ${(error as Error).message}` };
    }
  };
  const schema = read('schema.json');
  const sample = read('sample.json');
  const problems = [schema, sample].flatMap((file) => (file.ok ? [] : [file.problem]));
  // Without document.json the renderer draws its default layout (cert:check says the file is missing).
  if (!existsSync(join(folder, DOCUMENT_FILE))) return problems;
  const layout = read(DOCUMENT_FILE);
  if (!layout.ok) return [...problems, layout.problem];
  const formSchema = schema.ok && typeof schema.value === 'object' && schema.value !== null ? (schema.value as JsonSchema) : undefined;
  return [...problems, ...layoutProblems(layout.value, formSchema).map((p) => formatProblem({ slug, file: DOCUMENT_FILE, field: p.pointer || undefined, message: p.message }))];
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, head: boolean): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  // Drawn from the files as they are now: never kept.
  res.setHeader('Cache-Control', 'no-store');
  res.end(head ? undefined : body);
}

const text = (res: ServerResponse, status: number, message: string, head: boolean) => send(res, status, 'text/plain; charset=utf-8', message, head);

/**
 * `GET /__dev/document-preview/<slug>.pdf?persona=<id>`: the folder's document.json drawn from its
 * sample.json and the persona's agency records (renderSampleDocument: unsigned, no database),
 * read from the folder afresh on every request. 404 for a folder that is not there; 422 with
 * the layout's problems (layoutProblems, as cert:check words them) or an unreadable file;
 * `personas.json` lists the personas to choose from.
 */
export function documentPreview(dir: string): Handler {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://dev.invalid');
    if (!url.pathname.startsWith(DOCUMENT_PREVIEW_PREFIX)) return next();
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      res.setHeader('Allow', 'GET, HEAD');
      return text(res, 405, 'GET or HEAD only', head);
    }
    if (url.pathname === DOCUMENT_PREVIEW_PERSONAS) {
      const list = personas.map(({ id, name, description }) => ({ id, name, description }));
      return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(list), head);
    }
    let file: string;
    try {
      file = decodeURIComponent(url.pathname.slice(DOCUMENT_PREVIEW_PREFIX.length));
    } catch {
      return text(res, 404, 'no such certificate folder', head);
    }
    const slug = file.endsWith('.pdf') ? file.slice(0, -'.pdf'.length) : '';
    const folder = join(dir, slug);
    if (!SLUG.test(slug) || !existsSync(join(folder, 'certificate.json'))) return text(res, 404, `certificates/${slug || file}: no such certificate folder`, head);
    const persona = url.searchParams.get('persona') ?? DEFAULT_PREVIEW_PERSONA;
    if (!findPersona(persona)) return text(res, 400, `unknown persona "${persona}" (${personas.map((p) => p.id).join(', ')})`, head);

    const problems = folderProblems(folder, slug);
    if (problems.length > 0) return text(res, 422, problems.join('\n'), head);
    (async () => renderSampleDocument(slug, { catalogueDir: dir, persona }))().then(
      (pdf) => send(res, 200, 'application/pdf', pdf, head),
      // What the checks above do not catch (a manifest without name or issuer, a value the renderer refuses).
      (error: unknown) => text(res, 422, `certificates/${slug}: the document cannot be drawn: ${error instanceof Error ? error.message : String(error)}`, head),
    );
  };
}
