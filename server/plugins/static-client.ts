import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { randomBytes } from 'node:crypto';
import { BOOT_ANSWERS_ELEMENT_ID, PAGE_STATE_ELEMENT_ID } from '../../shared/page-render.ts';
import { escapeHtml } from '../escape-html.ts';
import { detectMessenger, environmentCheck } from '../../shared/messenger-version.ts';
import { bootAnswers, bootReadsFor, drawnWithoutReads, jsonScript } from './boot-data.ts';
import { pageRenderer } from './page-render.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { sendError } from './error-handler.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function cacheControlFor(filePath: string): string {
  // Vite's hashed bundles never change under the same name; everything else may.
  return /[\\/]assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/**
 * The bridge page's own document (bridge.html: its shell pre-rendered, its small entry)
 * for the addresses the bridge's entry routes (src/app/bridge-routes.tsx): `/`, its layers
 * `/layer/…` and the aliases `/qr`, `/qr/…` (000 §2.1). Every other page gets index.html.
 */
const BRIDGE_PAGE = /^\/(?:layer\/.*|qr(?:\/.*)?)?$/;
const pathOf = (url: string): string => url.split(/[?#]/, 1)[0] ?? url;

/** An address on this origin (`/…`, never `//host…`): the only place a drawn page may send the browser. */
const isLocalPath = (to: string): boolean => /^\/(?![/\\])/.test(to);

/** Where a messenger below 000 §9's minimum is sent (the client's own route, src/config/paths.ts). */
const INVALID_VERSION_PAGE = '/error/invalid_version';

/** The browser is a messenger (its user agent or the demo cookie) too old for the wallet. */
const tooOldMessenger = (request: FastifyRequest): boolean =>
  environmentCheck(detectMessenger({ userAgent: request.headers['user-agent'] ?? '', cookie: request.headers.cookie ?? '' })) === 'invalid-version';

/** A path whose last segment names no file (`/verify`, not `/logo.png`): a page of the client's. */
const isPagePath = (path: string): boolean => !/\.[^/]*$/.test(path) && !path.startsWith('/.well-known/');

/**
 * A request the client's document answers: a browser's (it accepts text/html), or any GET of a
 * page's address that does not ask for something else (`curl /verify` accepts any type, a
 * bare client none); a file's address is the file or NOT_FOUND, never the page.
 */
function wantsDocument(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  return isPagePath(pathOf(request.url)) && (accept === '' || accept.includes('*/*'));
}

/** Every file under `dir`, as a path relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/**
 * Where files are served from: the build (Vite copies public/ into it), and public/ behind it
 * only while the build lacks some of its files (before the first build, a test's small client).
 */
function staticRoots({ clientDir, publicDir }: { clientDir: string; publicDir: string }): string[] {
  const built = existsSync(clientDir);
  const publicNeeded = existsSync(publicDir) && (!built || filesUnder(publicDir).some((file) => !existsSync(join(clientDir, file))));
  return [...(built ? [clientDir] : []), ...(publicNeeded ? [publicDir] : [])];
}

/**
 * Serves the built client (`clientDir`, Vite's dist/) and, behind it, `public/` so banners and
 * the demo login stylesheet work before the first build. Unknown GETs of a page's address
 * (wantsDocument) get the client's index.html (the client shows its own not-found page); unknown API paths
 * and everything else get the NOT_FOUND body.
 */
export async function registerStaticClient(app: FastifyInstance, dirs: { clientDir: string; publicDir: string; pageRenderer: string | null }) {
  const roots = staticRoots(dirs);
  if (roots.length > 0) {
    // Encapsulated, so the MIME fix below runs for static files only, not for every API call.
    await app.register(async (files) => {
      await files.register(fastifyStatic, {
        root: roots,
        prefix: '/',
        cacheControl: false,
        // The build's compressed copies (scripts/vite/precompress.ts), sent as they are to a
        // browser that accepts them; a file without one is compressed on the way (server/app.ts).
        // One root only: with two, @fastify/static 8 answers 404 for a file that has no copy
        // (fastify-static#348), so before a build the files go compressed on the way.
        preCompressed: roots.length === 1,
        // `/` is the bridge page's document (below), not index.html.
        index: false,
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
  const bridgeHtml = join(dirs.clientDir, 'bridge.html');
  /** The document a browser navigating to `url` gets (a build without bridge.html: index.html). */
  const documentFor = (url: string): string => (BRIDGE_PAGE.test(pathOf(url)) && existsSync(bridgeHtml) ? bridgeHtml : indexHtml);

  const renderPage = pageRenderer(dirs.pageRenderer, app.log);

  const sendDocument = async (request: FastifyRequest, reply: FastifyReply) => {
    const file = documentFor(request.url);
    const path = pathOf(request.url);
    // A messenger too old for the wallet goes to its page now, before any read or drawing (000 §4.1).
    if (file === indexHtml && bootReadsFor(path).length > 0 && tooOldMessenger(request)) {
      return reply.header('cache-control', 'private, no-store').redirect(INVALID_VERSION_PAGE, 302);
    }
    // Read per request: a rebuild replaces the documents while the server runs.
    const html = await readFile(file, 'utf8');
    const bare = file === indexHtml && drawnWithoutReads(path);
    const answers = file !== indexHtml ? null : bare ? {} : await bootAnswers(app, request, path);
    if (!answers) return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
    // The page drawn with those answers (server/plugins/page-render.ts), and the answers it was drawn with.
    const drawn = await renderPage({
      url: request.url,
      answers,
      userAgent: request.headers['user-agent'] ?? '',
      cookie: request.headers.cookie ?? '',
    });
    // A page that leads elsewhere sends the browser there now, as its own render would (with replace).
    if (drawn && 'redirect' in drawn && isLocalPath(drawn.redirect)) {
      return reply.header('cache-control', 'private, no-store').redirect(drawn.redirect, 302);
    }
    const page = drawn && 'html' in drawn ? drawn : null;
    // A page drawn without reads that could not be drawn is the plain document (no answers to carry).
    if (!page && bare) return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
    // A drawn page carries the answers it was drawn with (they stand for its first reads); else the first answers.
    let document = html.replace('<div id="root"></div>', page ? `${jsonScript(PAGE_STATE_ELEMENT_ID, page.state)}<div id="root">${page.html}</div>` : `${jsonScript(BOOT_ANSWERS_ELEMENT_ID, answers)}<div id="root"></div>`);
    if (page?.title) document = document.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    if (page?.css) {
      const nonce = randomBytes(16).toString('base64');
      reply.header('content-security-policy', contentSecurityPolicy(nonce));
      document = document.replace('</head>', `<style nonce="${nonce}">${page.css}</style></head>`);
    }
    // The page's first answers are the user's own: never kept by a cache.
    return reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(document);
  };

  // `/` never reaches the static files (no index): before a build it is the not-found answer.
  app.get('/', async (request, reply) => (existsSync(indexHtml) ? await sendDocument(request, reply) : reply.callNotFound()));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|partner|org|sim|zzng_static|ca)(\/|$)/.test(request.url);
    if (isPage && wantsDocument(request) && existsSync(indexHtml)) {
      return sendDocument(request, reply);
    }
    return sendError(request, reply, new AppError('NOT_FOUND'));
  });
}
