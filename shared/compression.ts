/**
 * Compressed answers. Below COMPRESSION_THRESHOLD bytes an answer goes as it is (the server's
 * compression, server/app.ts); the build's text files above it are compressed once, at build time
 * (scripts/vite/precompress.ts), and sent as built (server/plugins/static-client.ts).
 */
export const COMPRESSION_THRESHOLD = 1024;

/** The built files compressed ahead: text a browser reads (scripts, styles, images as text, data). */
export const PRECOMPRESSED_FILE = /\.(?:m?js|css|svg|json|txt|webmanifest)$/;

/** The encodings the build writes, each as a file beside the original (`app.js.br`, `app.js.gz`). */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;
