import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** 1 KB = 1000 bytes, as Vite prints sizes. */
export const KB = 1000;

export const gzipSize = (data: Buffer | Uint8Array): number => gzipSync(data, { level: 9 }).length;

export interface JsFile {
  /** URL path as the page asks for it, e.g. /assets/index-abc.js */
  path: string;
  raw: number;
  gzip: number;
}

export interface Chunk extends JsFile {
  file: string;
}

const ATTR = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributes(tag: string): Record<string, string> {
  const inner = tag.replace(/^<\s*[a-zA-Z]+/, '').replace(/\/?>$/, '');
  const attrs: Record<string, string> = {};
  for (const match of inner.matchAll(ATTR)) {
    const name = match[1];
    if (name) attrs[name.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attrs;
}

/**
 * The JavaScript index.html makes the browser fetch before anything runs: the entry
 * `<script type="module" src>` and every `<link rel="modulepreload" href>`. Lazy chunks the
 * entry imports at run time are not seen here (the Chromium measurement sees them).
 */
export function initialScriptsOfIndexHtml(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const paths: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (attrs.type === 'module' && attrs.src) paths.push(attrs.src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const rels = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (rels.includes('modulepreload') && attrs.href) paths.push(attrs.href);
  }
  return [...new Set(paths)];
}

/** Reads a built file by the URL path the page uses (absolute paths under dist/). */
export function distFile(distDir: string, urlPath: string): Buffer {
  const clean = new URL(urlPath, 'http://x/').pathname.replace(/^\/+/, '');
  return readFileSync(join(distDir, clean));
}

export function staticInitialJs(distDir: string): JsFile[] {
  return initialScriptsOfIndexHtml(distDir).map((path) => {
    const data = distFile(distDir, path);
    return { path, raw: data.length, gzip: gzipSize(data) };
  });
}

/** Every JavaScript chunk in dist/assets, largest (gzip) first. */
export function jsChunks(distDir: string): Chunk[] {
  const dir = join(distDir, 'assets');
  return readdirSync(dir)
    .filter((file) => /\.m?js$/.test(file) && statSync(join(dir, file)).isFile())
    .map((file) => {
      const data = readFileSync(join(dir, file));
      return { file, path: `/assets/${file}`, raw: data.length, gzip: gzipSize(data) };
    })
    .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
}

export const sum = (files: { gzip: number }[]): number => files.reduce((total, file) => total + file.gzip, 0);
export const sumRaw = (files: { raw: number }[]): number => files.reduce((total, file) => total + file.raw, 0);
