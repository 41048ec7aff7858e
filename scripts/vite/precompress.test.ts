import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from '../../shared/compression.ts';
import { precompressed } from './precompress.ts';

let root: string | null = null;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

/** A build's output as the plugin finds it once the build is closed. */
async function closeBuild(files: Record<string, string>, ssr = false): Promise<string> {
  root = mkdtempSync(join(tmpdir(), 'jigap-precompress-'));
  const outDir = join(root, 'dist');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(outDir, name, '..'), { recursive: true });
    writeFileSync(join(outDir, name), text);
  }
  const plugin = precompressed() as unknown as { configResolved(config: ResolvedConfig): void; closeBundle(): Promise<void> };
  plugin.configResolved({ root, build: { outDir: 'dist', ssr } } as ResolvedConfig);
  await plugin.closeBundle();
  return outDir;
}

const script = (size: number) => `console.log(${JSON.stringify('가나다 abc '.repeat(size / 10))});`;

describe('the build compresses its text files once (brotli and gzip beside each)', () => {
  it('a script, a stylesheet and an image as text above the threshold, at any depth: each copy opens to the same bytes', async () => {
    const files = { 'assets/app-1.js': script(5000), 'assets/pdf.worker-2.mjs': script(3000), 'error-page.css': `a{color:red}\n`.repeat(200), 'banners/qr.svg': `<svg>${'<g/>'.repeat(400)}</svg>` };
    const outDir = await closeBuild(files);
    for (const [name, text] of Object.entries(files)) {
      expect(brotliDecompressSync(readFileSync(join(outDir, `${name}.br`))).toString()).toBe(text);
      expect(gunzipSync(readFileSync(join(outDir, `${name}.gz`))).toString()).toBe(text);
      expect(readFileSync(join(outDir, `${name}.br`)).length).toBeLessThan(Buffer.byteLength(text) / 2);
    }
  });

  it('leaves alone what is small, the documents the server draws into, and what is not text', async () => {
    const small = 'x'.repeat(COMPRESSION_THRESHOLD - 20);
    const outDir = await closeBuild({ 'assets/tiny-1.js': `"${small}"`, 'index.html': `<p>${script(4000)}</p>`, 'banners/photo.png': script(4000) });
    for (const name of ['assets/tiny-1.js', 'index.html', 'banners/photo.png']) {
      expect(existsSync(join(outDir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(outDir, `${name}.gz`)), name).toBe(false);
    }
  });

  it('the server build is left alone', async () => {
    const outDir = await closeBuild({ 'page-render.js': script(5000) }, true);
    expect(existsSync(join(outDir, 'page-render.js.br'))).toBe(false);
  });
});
