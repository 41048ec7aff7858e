import type { BenchContext, Section } from '../lib/bench.ts';
import { documentsMarkdown, measureDocuments, type DocumentsResult } from '../lib/documents.ts';

/** 6. Documents: every certificate's PDF rendered and signed in this process (no budget). */
export const documentsSection: Section<DocumentsResult> = {
  id: 'documents',
  title: 'Documents',
  needsBuild: false,
  async run(ctx: BenchContext) {
    ctx.log("rendering and signing every certificate's document…");
    return measureDocuments();
  },
  markdown: (result) => documentsMarkdown(result),
};
