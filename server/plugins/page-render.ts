import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderPage } from '../../shared/page-render.ts';

/*
 * The renderer of signed-in pages, src/app/page-render.tsx as `npm run build` builds it
 * for the server (dist-server/page-render.js). The server loads the built module, never the
 * client's sources: without a build it draws no page, and the browser renders as before.
 */

/**
 * A page that takes longer than this to draw is sent without it (the browser renders it): a
 * busy server must not hold every first paint back.
 */
export const RENDER_BUDGET_MS = 1_000;

/** The renderer at `file` (loaded once, on first use), or a renderer that draws nothing. */
export function pageRenderer(file: string | null, log: FastifyBaseLogger): RenderPage {
  let loading: Promise<RenderPage | null> | null = null;
  const load = () =>
    (loading ??= !file || !existsSync(file)
      ? Promise.resolve(null)
      : import(pathToFileURL(file).href).then(
          (module: { renderPage?: RenderPage }) => module.renderPage ?? null,
          (error: unknown) => {
            log.error({ err: error, file }, 'the page renderer did not load: pages are drawn by the browser');
            return null;
          },
        ));
  return async (request) => {
    const render = await load();
    if (!render) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_BUDGET_MS);
    });
    try {
      return await Promise.race([render(request).catch(() => null), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
