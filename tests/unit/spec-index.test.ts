// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { specCitations, specIndexMarkdown, withSpecIndex } from '../../scripts/lib/spec-index';

const ROOT = join(import.meta.dirname, '../..');

describe('docs/architecture.md indexes the spec by the code’s own citations', () => {
  it('holds the index the code makes now (npm run docs:index writes it)', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    expect(withSpecIndex(doc, specIndexMarkdown(ROOT))).toBe(doc);
  });

  it('finds the citations: the error router cites 000 §8.2, the bridge 001 §7', () => {
    const index = specCitations(ROOT);
    expect([...(index.get('000 §8.2')?.keys() ?? [])]).toContain('src/api/base-api.ts');
    expect(index.has('001 §7')).toBe(true);
  });
});
