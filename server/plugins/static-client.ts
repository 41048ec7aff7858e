import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { sendError } from './error-handler.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function cacheControlFor(filePath: string): string {
  // Vite's hashed bundles never change under the same name; everything else may.
  return /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

const acceptsHtml = (request: FastifyRequest): boolean => (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built client (`clientDir`, Vite's dist/) and, behind it, `public/` so banners and
 * the demo login stylesheet work before the first build. Unknown GETs that a browser navigates
 * to get the client's index.html (the client shows its own not-found page); unknown API paths
 * and everything else get the NOT_FOUND body.
 */
export async function registerStaticClient(app: FastifyInstance, dirs: { clientDir: string; publicDir: string }) {
  const roots = [dirs.clientDir, dirs.publicDir].filter((dir) => existsSync(dir));
  if (roots.length > 0) {
    // Encapsulated, so the MIME fix below runs for static files only, not for every API call.
    await app.register(async (files) => {
      await files.register(fastifyStatic, {
        root: roots,
        prefix: '/',
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', cacheControlFor(filePath));
        },
      });
      // The static server's MIME table says application/javascript for .js and .mjs; the pdf.js
      // worker (.mjs) is refused by browsers unless it is the standard text/javascript.
      files.addHook('onSend', (_request, reply, payload, done) => {
        const type = reply.getHeader('content-type');
        if (typeof type === 'string' && type.startsWith('application/javascript')) {
          reply.header('content-type', 'text/javascript; charset=utf-8');
        }
        done(null, payload);
      });
    });
  }
  const indexHtml = join(dirs.clientDir, 'index.html');

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|partner|sim|zzng_static|ca)(\/|$)/.test(request.url);
    if (isPage && acceptsHtml(request) && existsSync(indexHtml)) {
      // Read per request: a rebuild replaces index.html while the server runs.
      return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(await readFile(indexHtml));
    }
    return sendError(request, reply, new AppError('NOT_FOUND'));
  });
}
