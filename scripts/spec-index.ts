import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { specIndexMarkdown, withSpecIndex } from './lib/spec-index.ts';

// Writes the spec's index into docs/architecture.md from the code's citations (scripts/lib/spec-index.ts).
const root = join(import.meta.dirname, '..');
const file = join(root, 'docs/architecture.md');
writeFileSync(file, withSpecIndex(readFileSync(file, 'utf8'), specIndexMarkdown(root)));
console.log('wrote the spec index of docs/architecture.md');
