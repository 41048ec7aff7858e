import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { EnvironmentModuleGraph, EnvironmentModuleNode, Plugin } from 'vite';
import { CERTIFICATE_FILES, listCertificateSlugs, readCertificateFile, SLUG } from '../../server/catalogue/folder.ts';
import { DOCUMENT_PREVIEW_PREFIX } from '../../shared/document-preview-url.ts';
import type { DocumentPreview } from './document-preview.ts';
import { compileValidatorModule } from './validator-module.ts';

/** The manifest fields the issue page needs at once, for every folder (found, not listed). */
export const CERTIFICATE_INDEX_ID = 'virtual:certificate-index';
/** `virtual:certificate-form/<slug>`: one certificate's schema, uiSchema, guide and precompiled validators. */
export const CERTIFICATE_FORM_ID = 'virtual:certificate-form/';
/** Development catalogue: every folder, readable or not, with a loader of its preview. */
export const CERTIFICATE_PREVIEW_ID = 'virtual:certificate-preview';
/** `virtual:certificate-preview/<slug>`: every file of the folder and cert:check's messages about it. */
export const CERTIFICATE_PREVIEW_FOLDER_ID = 'virtual:certificate-preview/';
/** Each manifest's personal-data items, for the privacy policy's table (its page alone loads it). */
export const CERTIFICATE_PERSONAL_DATA_ID = 'virtual:certificate-personal-data';

const INDEX_FIELDS = ['path', 'name', 'issuer', 'applicationType', 'available', 'portal', 'site'] as const;
const PREVIEW_FIELDS = ['path', 'name', 'issuer', 'applicationType', 'popularityOrder'] as const;
const PERSONAL_DATA_FIELDS = ['path', 'name', 'issuer', 'personalData'] as const;
const AJV_RUNTIME = ['ajv/dist/runtime/ucs2length', 'ajv/dist/runtime/equal', 'ajv-formats/dist/formats'];

export interface CertificateCatalogueOptions {
  /** The catalogue folder: `JIGAP_CERTIFICATES_DIR`, else `<cwd>/certificates`. */
  dir?: string;
}

type Read = { ok: true; value: Record<string, unknown>; text: string } | { ok: false; message: string; text?: string };

/** One file of a folder, as the catalogue's one reader reads it (server/catalogue/folder.ts). */
function readJson(folder: string, name: string): Read {
  const read = readCertificateFile(folder, name);
  return read.value && read.text !== undefined ? { ok: true, value: read.value, text: read.text } : { ok: false, message: read.problem ?? 'unreadable', text: read.text };
}

const pick = (manifest: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.filter((key) => key in manifest).map((key) => [key, manifest[key]]));
const literal = (value: unknown) => JSON.stringify(value ?? null);
/** A module that fails when imported, with cert:check's words: the preview shows them instead of a blank page. */
const failing = (messages: string[]) => `throw new Error(${literal(messages.join('\n'))});\nexport {};\n`;

/** What the catalogue's modules are made with: its folder, whether this is a build, and the plugin's hooks. */
interface Making {
  dir: string;
  building: boolean;
  /** Makes the module again when the file changes. */
  watch(file: string): void;
  /** Fails the build with the message. */
  fail(message: string): never;
  problemsOf(slug: string): Promise<string[]>;
}

/** Each readable manifest's `fields`; a build fails on an unreadable one, development leaves it out (/dev/catalogue shows why). */
function manifests(making: Making, fields: readonly string[]): { slug: string; manifest: Record<string, unknown> }[] {
  const entries: { slug: string; manifest: Record<string, unknown> }[] = [];
  for (const slug of listCertificateSlugs(making.dir)) {
    making.watch(join(making.dir, slug, CERTIFICATE_FILES.manifest));
    const manifest = readJson(join(making.dir, slug), CERTIFICATE_FILES.manifest);
    if (manifest.ok) entries.push({ slug, manifest: pick(manifest.value, fields) });
    else if (making.building) making.fail(`certificates/${slug}/certificate.json: ${manifest.message}`);
  }
  return entries;
}

function indexModule(making: Making): string {
  const entries = manifests(making, INDEX_FIELDS);
  const loaders = entries.map(({ slug }) => `  ${literal(slug)}: () => import(${literal(CERTIFICATE_FORM_ID + slug)}),`);
  return `export default ${literal(entries)};\nexport const forms = {\n${loaders.join('\n')}\n};\n`;
}

function personalDataModule(making: Making): string {
  const entries = manifests(making, PERSONAL_DATA_FIELDS).map(({ slug, manifest }) => ({ slug, ...manifest }));
  return `export default ${literal(entries)};\n`;
}

/** One certificate's form with its precompiled validators; a folder that cannot give one, a module carrying cert:check's messages. */
async function formModule(making: Making, slug: string): Promise<string> {
  const read = (name: string) => {
    making.watch(join(making.dir, slug, name));
    return readJson(join(making.dir, slug), name);
  };
  const [manifest, schema, ui] = [read(CERTIFICATE_FILES.manifest), read(CERTIFICATE_FILES.schema), read(CERTIFICATE_FILES.uiSchema)];
  let validators: ReturnType<typeof compileValidatorModule> | undefined;
  let failure: string | undefined;
  if (manifest.ok && schema.ok && ui.ok) {
    try {
      validators = compileValidatorModule(schema.value);
    } catch (error) {
      failure = `certificates/${slug}/schema.json: the client's precompiled validator cannot be built: ${(error as Error).message}`;
    }
  }
  if (!validators || !manifest.ok || !schema.ok || !ui.ok) {
    const messages: string[] = await making.problemsOf(slug).catch(() => []);
    if (messages.length === 0) messages.push(failure ?? `certificates/${slug}: the form cannot be read`);
    if (making.building) making.fail(messages.join('\n'));
    return failing(messages);
  }
  return [
    ...validators.imports,
    `export const schema = ${schema.text.trim()};`,
    `export const uiSchema = ${ui.text.trim()};`,
    `export const guide = ${literal(typeof manifest.value.guide === 'string' ? manifest.value.guide : '')};`,
    `export const validators = ${validators.expression};`,
  ].join('\n');
}

/** Every folder, readable or not, in the popularity order, with a loader of its preview. */
function previewModule(making: Making): string {
  const folders = listCertificateSlugs(making.dir).map((slug) => {
    const manifest = readJson(join(making.dir, slug), CERTIFICATE_FILES.manifest);
    return { slug, ...(manifest.ok ? pick(manifest.value, PREVIEW_FIELDS) : {}) } as { slug: string; popularityOrder?: unknown };
  });
  const order = (folder: { popularityOrder?: unknown }) => (typeof folder.popularityOrder === 'number' ? folder.popularityOrder : Number.MAX_SAFE_INTEGER);
  folders.sort((a, b) => order(a) - order(b) || a.slug.localeCompare(b.slug));
  const loaders = folders.map(({ slug }) => `  ${literal(slug)}: () => import(${literal(CERTIFICATE_PREVIEW_FOLDER_ID + slug)}),`);
  return `export const folders = ${literal(folders)};\nexport const previews = {\n${loaders.join('\n')}\n};\n`;
}

/** Every file of the folder, whatever it is called (certificate, schema, ui, sample, document…), and cert:check's messages. */
async function previewFolderModule(making: Making, slug: string): Promise<string> {
  const folder = join(making.dir, slug);
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.json') && statSync(join(folder, name)).isFile())
        .sort()
        .map((name) => {
          const read = readJson(folder, name);
          return read.ok ? { name, json: read.value } : { name, text: read.text ?? '' };
        })
    : [];
  return `export const files = ${literal(files)};\nexport const problems = ${literal(await making.problemsOf(slug))};\n`;
}

/** The modules this plugin makes from a changed file of the catalogue (Vite gives the file's own). */
function modulesMadeFrom(graph: EnvironmentModuleGraph, type: string, slug: string | undefined, name: string | undefined): Set<EnvironmentModuleNode> {
  const made = new Set<EnvironmentModuleNode>();
  const add = (id: string) => {
    const node = graph.getModuleById(`\0${id}`);
    if (node) made.add(node);
  };
  const everyPreview = () => {
    for (const [id, node] of graph.idToModuleMap) if (id.startsWith(`\0${CERTIFICATE_PREVIEW_FOLDER_ID}`)) made.add(node);
  };
  if (!slug || !name) {
    // A file beside the folders (the README, …): cert:check's findings may change anywhere.
    everyPreview();
    return made;
  }
  add(CERTIFICATE_FORM_ID + slug);
  add(CERTIFICATE_PREVIEW_FOLDER_ID + slug);
  if (name === CERTIFICATE_FILES.manifest || type !== 'update') {
    // A folder appears, goes or is renamed: the lists change, and the rules across folders.
    add(CERTIFICATE_INDEX_ID);
    add(CERTIFICATE_PREVIEW_ID);
    add(CERTIFICATE_PERSONAL_DATA_ID);
    everyPreview();
  }
  return made;
}

/**
 * The certificate catalogue as ES modules, the same in `vite` (dev) and `vite build`:
 *
 * - `virtual:certificate-index`: the few manifest fields the issue page needs at once, and a
 *   loader per certificate of its form module (the rest of a manifest stays out of the first load);
 * - `virtual:certificate-form/<slug>`: the schema, uiSchema, guide and RJSF's precompiled
 *   validators compiled from that very schema, as ESM (scripts/vite/validator-module.ts);
 * - `virtual:certificate-personal-data`: each manifest's personal-data items, for /policy;
 * - `virtual:certificate-preview` and `virtual:certificate-preview/<slug>`: for /dev/catalogue,
 *   every folder's files and `cert:check`'s messages about it;
 * - in development only, `/__dev/document-preview/<slug>.pdf`: the folder's issued document drawn
 *   from its sample (scripts/vite/document-preview.ts).
 *
 * In development a folder edited, added or removed reaches the open page through HMR
 * (src/forms/catalogue.ts and the dev catalogue accept the new modules); a broken folder gives
 * modules that carry cert:check's messages instead of failing the page. A build fails on it.
 */
export function certificateCatalogue(options: CertificateCatalogueOptions = {}): Plugin {
  const dir = resolve(options.dir ?? process.env.JIGAP_CERTIFICATES_DIR ?? join(process.cwd(), 'certificates'));
  let building = false;
  // The dev server's document preview (configureServer), started when /dev/catalogue first loads.
  let preview: Promise<DocumentPreview> | undefined;
  let documentPreview: (() => Promise<DocumentPreview>) | undefined;

  const problemsOf = async (slug: string) => (await import('./certificate-problems.ts')).folderProblems(dir, slug);

  return {
    name: 'jigap-certificate-catalogue',

    // The ajv helpers the validators import are pre-bundled at start: found later, they would
    // make the dev server reload the open page.
    config: () => ({ optimizeDeps: { include: AJV_RUNTIME } }),

    configResolved(config) {
      building = config.command === 'build';
    },

    configureServer(server) {
      // A catalogue outside the project (cert:diff --visual, tests) is watched too.
      const inside = relative(server.config.root, dir);
      if (inside.startsWith('..') || isAbsolute(inside)) server.watcher.add(dir);
      // The issued document drawn from a folder's sample, for /dev/catalogue: the dev server only.
      documentPreview = () => (preview ??= import('./document-preview.ts').then((module) => module.documentPreview(dir)));
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(DOCUMENT_PREVIEW_PREFIX)) return next();
        documentPreview?.().then((handler) => handler.handle(req, res, next), next);
      });
    },

    // The dev server closes (vitest's has no HTTP server of its own): its document preview's worker goes with it.
    async closeBundle() {
      const closing = preview;
      preview = undefined;
      await closing?.then((handler) => handler.close());
    },

    resolveId(id) {
      if (id === CERTIFICATE_INDEX_ID || id === CERTIFICATE_PREVIEW_ID || id === CERTIFICATE_PERSONAL_DATA_ID) return `\0${id}`;
      for (const prefix of [CERTIFICATE_FORM_ID, CERTIFICATE_PREVIEW_FOLDER_ID]) {
        if (id.startsWith(prefix) && SLUG.test(id.slice(prefix.length))) return `\0${id}`;
      }
      return undefined;
    },

    async load(resolvedId) {
      if (!resolvedId.startsWith('\0virtual:certificate-')) return undefined;
      const id = resolvedId.slice(1);
      const making: Making = {
        dir,
        building,
        watch: (file) => this.addWatchFile(file),
        fail: (message) => this.error(message),
        problemsOf,
      };
      if (id === CERTIFICATE_INDEX_ID) return indexModule(making);
      if (id === CERTIFICATE_PERSONAL_DATA_ID) return personalDataModule(making);
      if (id.startsWith(CERTIFICATE_FORM_ID)) return await formModule(making, id.slice(CERTIFICATE_FORM_ID.length));
      if (id === CERTIFICATE_PREVIEW_ID) {
        // /dev/catalogue is opening: the document renderer warms up while the folders load.
        void documentPreview?.().then((handler) => handler.warm());
        return previewModule(making);
      }
      if (id.startsWith(CERTIFICATE_PREVIEW_FOLDER_ID)) return await previewFolderModule(making, id.slice(CERTIFICATE_PREVIEW_FOLDER_ID.length));
      return undefined;
    },

    hotUpdate({ type, file, modules, timestamp }) {
      if (this.environment.name !== 'client') return;
      const inside = relative(dir, file);
      if (inside.startsWith('..') || isAbsolute(inside)) return;
      const [slug, name] = inside.split(sep);
      const graph = this.environment.moduleGraph;
      const made = modulesMadeFrom(graph, type, slug, name);
      // They read the files themselves: one being made when a file changed must not be kept. Vite
      // keeps a result unless an invalidation newer than the start of its making says otherwise,
      // and only a plain (not an HMR) invalidation does: the one Vite gives a changed file's own
      // module, given here to the modules made from it (certificate-catalogue-race.test.ts).
      const seen = new Set<EnvironmentModuleNode>();
      for (const node of made) graph.invalidateModule(node, seen, timestamp, false);
      // A module no page imports any more (a removed folder's, once the lists stopped naming it after
      // its first file went) is only invalidated: sent as an update it would be a dead end, and Vite
      // would reload the page.
      return [...new Set([...modules, ...made])].filter((node) => node.importers.size > 0);
    },
  };
}
