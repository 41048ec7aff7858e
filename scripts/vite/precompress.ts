import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSION_THRESHOLD, PRECOMPRESSED_ENCODINGS, PRECOMPRESSED_FILE } from '../../shared/compression.ts';

const compressors: Record<(typeof PRECOMPRESSED_ENCODINGS)[number]['encoding'], (bytes: Buffer) => Promise<Buffer>> = {
  // The strongest settings: paid once per build, not per download on a phone's network.
  br: (bytes) => promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/** Writes each encoding of `file` beside it, when the file is text above the threshold. */
export async function precompressFile(file: string): Promise<boolean> {
  if (!PRECOMPRESSED_FILE.test(file)) return false;
  const bytes = await readFile(file);
  if (bytes.length < COMPRESSION_THRESHOLD) return false;
  await Promise.all(PRECOMPRESSED_ENCODINGS.map(async ({ encoding, extension }) => writeFile(file + extension, await compressors[encoding](bytes))));
  return true;
}

/**
 * The client's built files, compressed at build time with the strongest settings (brotli 11,
 * gzip 9): a phone downloads about a sixth less script than from the server's on-the-fly
 * compression (brotli 4), and the server sends the files as they are, without compressing a
 * stream per download. Every file of the output is looked at once the build is closed (after the
 * plugins that write files of their own, such as the bridge page's stylesheet). The documents
 * (index.html, bridge.html) are not among them: the server draws each request's page into them.
 * The server build (--ssr) is left alone.
 */
export function precompressed(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'jigap-precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? null : resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir || !existsSync(outDir)) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
      await Promise.all(files.map((entry) => precompressFile(join(entry.parentPath, entry.name))));
    },
  };
}
