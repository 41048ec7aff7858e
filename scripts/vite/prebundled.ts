import type { Plugin } from 'vite';

/**
 * The dev server's dependency optimisation, done before a page opens: the pages' entries, and
 * every package the app imports (the maintainer's preview, /dev/catalogue, among them) named so
 * that it is pre-bundled at start whatever the scan finds. A package found only when a page asks
 * for it makes the dev server optimise again and reload the open page ("optimized dependencies
 * changed. reloading"), which kept the maintainer's preview from showing on a busy machine.
 * scripts/vite/prebundled.test.ts walks the app's imports and keeps the list whole.
 */
export const APP_ENTRIES = ['index.html', 'bridge.html'];

export const PREBUNDLED = [
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  '@rjsf/core',
  '@rjsf/utils',
  '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js',
  '@sd-jwt/decode',
  'dompurify',
  'es-hangul',
  'jose',
  'jsqr',
  'pdfjs-dist',
  'qrcode',
  'react',
  'react-dom',
  'react-dom/client',
  'react-redux',
  'react-router',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
];

/**
 * The list above for the dev server. A server that asked for no discovery (the build's prerender
 * of the bridge page, scripts/vite/prerender-bridge.ts) gets nothing pre-bundled either.
 */
export function prebundled(): Plugin {
  return {
    name: 'jigap-prebundled',
    config: (config, env) => (env.command !== 'serve' || config.optimizeDeps?.noDiscovery ? null : { optimizeDeps: { entries: APP_ENTRIES, include: PREBUNDLED } }),
  };
}
