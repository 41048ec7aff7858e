// What the dev server's document preview answers (scripts/vite/document-preview.ts), worked out in
// its worker thread (server/worker-thread.ts runs `answerPreviewRequest`): drawing a PDF takes the
// CPU for a while, and the dev server's own thread keeps serving modules and HMR meanwhile.
import { CERTIFICATE_FILES, formatProblem, readCertificateFolder } from '../../server/catalogue/index.ts';
import { findPersona, personas } from '../../server/personas.ts';
import { documentProblems, renderSampleDocument } from '../../server/sim/sample-document.ts';

export type PreviewRequest = { kind: 'personas' } | { kind: 'document'; slug: string; persona: string };

export interface PreviewAnswer {
  status: number;
  type: string;
  body: string | Uint8Array;
}

const text = (status: number, message: string): PreviewAnswer => ({ status, type: 'text/plain; charset=utf-8', body: message });

/** Why the folder's files cannot make a document, in cert:check's words; empty when they can. */
function folderProblems(dir: string, slug: string): string[] {
  const folder = readCertificateFolder(dir, slug);
  const needed = new Set<string>([CERTIFICATE_FILES.schema, CERTIFICATE_FILES.sample, CERTIFICATE_FILES.layout, CERTIFICATE_FILES.agency]);
  // Without document.json the renderer draws its default layout (cert:check says the file is missing).
  return [...folder.problems.filter((p) => needed.has(p.file)), ...documentProblems(folder)].map(formatProblem);
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
  const problems = folderProblems(dir, slug);
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
