// What the dev server's document preview answers (scripts/vite/document-preview.ts), worked out in
// its worker thread (server/worker-thread.ts runs `answerPreviewRequest`): drawing a PDF takes the
// CPU for a while, and the dev server's own thread keeps serving modules and HMR meanwhile.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../../server/catalogue/index.ts';
import type { JsonSchema } from '../../server/catalogue/types.ts';
import { findPersona, personas } from '../../server/db/seed-data/personas.ts';
import { DOCUMENT_FILE, layoutProblems } from '../../server/issuance/document/layout.ts';
import { sampleRecordShape } from '../../server/issuance/document/sample.ts';
import { renderSampleDocument } from '../../server/issuance/document/sample.ts';

export type PreviewRequest = { kind: 'personas' } | { kind: 'document'; slug: string; persona: string };

export interface PreviewAnswer {
  status: number;
  type: string;
  body: string | Uint8Array;
}

const text = (status: number, message: string): PreviewAnswer => ({ status, type: 'text/plain; charset=utf-8', body: message });

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
  const record = sample.ok && typeof sample.value === 'object' && sample.value !== null ? sampleRecordShape(sample.value as Record<string, unknown>) : undefined;
  return [...problems, ...layoutProblems(layout.value, formSchema, record).map((p) => formatProblem({ slug, file: DOCUMENT_FILE, field: p.pointer || undefined, message: p.message }))];
}

/**
 * The personas to choose from, or the folder's document.json drawn from its sample.json and the
 * persona's agency records (renderSampleDocument: unsigned, no database), read afresh each time.
 * 400 for an unknown persona; 422 with the layout's problems (layoutProblems, as cert:check words
 * them) or an unreadable file. The caller has checked that the folder exists.
 */
export async function answerPreview(dir: string, request: PreviewRequest): Promise<PreviewAnswer> {
  if (request.kind === 'personas') {
    const list = personas.map(({ id, name, description }) => ({ id, name, description }));
    return { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify(list) };
  }
  const { slug, persona } = request;
  if (!findPersona(persona)) return text(400, `unknown persona "${persona}" (${personas.map((p) => p.id).join(', ')})`);
  const problems = folderProblems(join(dir, slug), slug);
  if (problems.length > 0) return text(422, problems.join('\n'));
  try {
    return { status: 200, type: 'application/pdf', body: await renderSampleDocument(slug, { catalogueDir: dir, persona }) };
  } catch (error) {
    // What the checks above do not catch (a manifest without name or issuer, a value the renderer refuses).
    return text(422, `certificates/${slug}: the document cannot be drawn: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The worker thread's handler (scripts/vite/document-preview.ts): the request carries its catalogue folder. */
export const answerPreviewRequest = ({ dir, request }: { dir: string; request: PreviewRequest }): Promise<PreviewAnswer> => answerPreview(dir, request);
