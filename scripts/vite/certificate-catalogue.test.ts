import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Plugin } from 'vite';
import {
  certificateCatalogue,
  CERTIFICATE_FORM_ID,
  CERTIFICATE_INDEX_ID,
  CERTIFICATE_PERSONAL_DATA_ID,
  CERTIFICATE_PREVIEW_FOLDER_ID,
  CERTIFICATE_PREVIEW_ID,
} from './certificate-catalogue.ts';
import { validatorModule } from './validator-module.ts';

// The dev server's document preview, as the plugin starts and stops it (its drawing: document-preview.test.ts).
vi.mock('./document-preview.ts', () => ({
  documentPreview: vi.fn(() => ({ handle: vi.fn(), warm: vi.fn(), close: vi.fn(async () => undefined) })),
}));

const fixture = path.resolve(__dirname, '../../tests/fixtures/certificates/pet-registration');
const real = path.resolve(__dirname, '../../certificates');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: keyof Plugin) => plugin[name] as unknown as Hook;

function setUp(command: 'serve' | 'build') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-plugin-'));
  const dir = path.join(root, 'certificates');
  for (const slug of ['near-poverty', 'basic-certificate']) fs.cpSync(path.join(real, slug), path.join(dir, slug), { recursive: true });
  fs.cpSync(fixture, path.join(dir, 'pet-registration'), { recursive: true });
  const plugin = certificateCatalogue({ dir });
  hook(plugin, 'configResolved')({ command });
  const watched: string[] = [];
  const context = {
    addWatchFile: (file: string) => watched.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const load = async (id: string) => {
    const resolved = hook(plugin, 'resolveId').call(context, id) as string;
    expect(resolved).toBe(`\0${id}`);
    return (await hook(plugin, 'load').call(context, resolved)) as string;
  };
  return { root, dir, plugin, load, watched };
}

const exported = (code: string, name: string) => JSON.parse(new RegExp(`^export (?:const ${name} =|default) (.*);$`, 'm').exec(code)![1]!) as unknown;

describe('the certificate catalogue as ES modules (scripts/vite/certificate-catalogue.ts)', () => {
  let dev: ReturnType<typeof setUp>;
  let build: ReturnType<typeof setUp>;
  beforeAll(() => {
    dev = setUp('serve');
    build = setUp('build');
  });
  afterAll(() => {
    for (const { root } of [dev, build]) fs.rmSync(root, { recursive: true, force: true });
  });

  it('the index lists every folder with the fields the issue page needs, and a loader of each form', async () => {
    const code = await dev.load(CERTIFICATE_INDEX_ID);
    const entries = exported(code, 'default') as { slug: string; manifest: Record<string, unknown> }[];
    expect(entries.map((entry) => entry.slug)).toEqual(['basic-certificate', 'near-poverty', 'pet-registration']);
    expect(Object.keys(entries[2]!.manifest).sort()).toEqual(['applicationType', 'available', 'issuer', 'name', 'path']);
    // An external-channeling certificate's site: the issue page shows its badge and guide at once.
    const court = JSON.parse(fs.readFileSync(path.join(real, 'basic-certificate', 'certificate.json'), 'utf8')) as { site: unknown };
    expect(entries[0]!.manifest.site).toEqual(court.site);
    expect(code).toContain(`"pet-registration": () => import("${CERTIFICATE_FORM_ID}pet-registration")`);
    expect(dev.watched).toContain(path.join(dev.dir, 'pet-registration', 'certificate.json'));
  });

  it('the personal-data module holds what the privacy policy shows of every folder of its directory', async () => {
    const entries = exported(await dev.load(CERTIFICATE_PERSONAL_DATA_ID), 'default') as Record<string, unknown>[];
    const manifest = JSON.parse(fs.readFileSync(path.join(fixture, 'certificate.json'), 'utf8')) as Record<string, unknown>;
    expect(entries.map((entry) => entry.slug)).toEqual(['basic-certificate', 'near-poverty', 'pet-registration']);
    expect(entries[2]).toEqual({ slug: 'pet-registration', path: manifest.path, name: manifest.name, issuer: manifest.issuer, personalData: manifest.personalData });
  });

  it('a form module is plain ESM: the schema and uiSchema as written, the guide, validators without CommonJS globals or eval', async () => {
    const code = await dev.load(`${CERTIFICATE_FORM_ID}pet-registration`);
    expect(code).toContain(`export const schema = ${fs.readFileSync(path.join(fixture, 'schema.json'), 'utf8').trim()};`);
    expect(code).toContain(`export const uiSchema = ${fs.readFileSync(path.join(fixture, 'ui.json'), 'utf8').trim()};`);
    expect(code).toMatch(/^import \* as __ajvRuntime0 from "ajv\/dist\/runtime\/ucs2length";$/m);
    expect(code).toMatch(/^export const validators = \(\(\) => \{$/m);
    expect(code).not.toMatch(/\beval\(|new Function/);
  });

  it('the validators run whichever way the bundler hands over the CommonJS helper: they accept the sample and refuse a wrong value', async () => {
    const { default: createPrecompiledValidator } = await import('@rjsf/validator-ajv8/lib/createPrecompiledValidator.js');
    const { compileSchemaValidatorsCode } = await import('@rjsf/validator-ajv8/compileSchemaValidators');
    const schema = JSON.parse(fs.readFileSync(path.join(fixture, 'schema.json'), 'utf8'));
    const { imports, expression } = validatorModule(compileSchemaValidatorsCode(schema));
    expect(imports).toEqual(['import * as __ajvRuntime0 from "ajv/dist/runtime/ucs2length";']);
    const exportsObject = createRequire(import.meta.url)('ajv/dist/runtime/ucs2length') as { __esModule: true; default: unknown };
    const namespaces = {
      node: { default: exportsObject }, // Node: `default` is module.exports
      vite: exportsObject, // the dev server's interop: module.exports itself
      rolldown: { ...exportsObject }, // a build: the exports spread, `default` is the function
    };
    const sample = JSON.parse(fs.readFileSync(path.join(fixture, 'sample.json'), 'utf8'));
    for (const namespace of Object.values(namespaces)) {
      // Node runs the module's body here the way the browser runs it from the bundle.
      const fns = vm.runInNewContext(`(${expression})`, { __ajvRuntime0: namespace });
      const validator = createPrecompiledValidator(fns, schema);
      expect(validator.validateFormData(sample, schema).errors).toEqual([]);
      expect(validator.validateFormData({ ...sample, 사용용도: 'x'.repeat(101) }, schema).errors.map((error) => error.name)).toContain('maxLength');
    }
  });

  it('a broken folder: in development its modules carry cert:check’s message; a build fails with it', async () => {
    for (const { dir } of [dev, build]) fs.writeFileSync(path.join(dir, 'basic-certificate', 'schema.json'), '{ "type": "object", ');
    const code = await dev.load(`${CERTIFICATE_FORM_ID}basic-certificate`);
    expect(code).toMatch(/^throw new Error\(".*certificates\/basic-certificate\/schema\.json: not valid JSON/);
    await expect(build.load(`${CERTIFICATE_FORM_ID}basic-certificate`)).rejects.toThrow(/certificates\/basic-certificate\/schema\.json: not valid JSON/);
    const preview = await dev.load(`${CERTIFICATE_PREVIEW_FOLDER_ID}basic-certificate`);
    expect((exported(preview, 'problems') as string[]).join('\n')).toMatch(/certificates\/basic-certificate\/schema\.json: not valid JSON/);
    expect((exported(preview, 'files') as { name: string; text?: string }[]).find((file) => file.name === 'schema.json')?.text).toBe('{ "type": "object", ');

    for (const { dir } of [dev, build]) fs.writeFileSync(path.join(dir, 'near-poverty', 'certificate.json'), '{');
    const index = exported(await dev.load(CERTIFICATE_INDEX_ID), 'default') as { slug: string }[];
    expect(index.map((entry) => entry.slug)).toEqual(['basic-certificate', 'pet-registration']);
    await expect(build.load(CERTIFICATE_INDEX_ID)).rejects.toThrow('certificates/near-poverty/certificate.json: not valid JSON');
    const personal = exported(await dev.load(CERTIFICATE_PERSONAL_DATA_ID), 'default') as { slug: string }[];
    expect(personal.map((entry) => entry.slug)).toEqual(['basic-certificate', 'pet-registration']);
    await expect(build.load(CERTIFICATE_PERSONAL_DATA_ID)).rejects.toThrow('certificates/near-poverty/certificate.json: not valid JSON');
    const list = exported(await dev.load(CERTIFICATE_PREVIEW_ID), 'folders') as { slug: string; name?: string }[];
    expect(list.find((folder) => folder.slug === 'near-poverty')).toEqual({ slug: 'near-poverty' });
  });

  it('the preview of a folder holds every file in it, whatever its name, and cert:check’s findings', async () => {
    fs.writeFileSync(path.join(dev.dir, 'pet-registration', 'document.json'), '{ "title": "동물등록증명서" }');
    const preview = await dev.load(`${CERTIFICATE_PREVIEW_FOLDER_ID}pet-registration`);
    const files = exported(preview, 'files') as { name: string; json?: unknown }[];
    expect(files.map((file) => file.name)).toEqual(['agency.json', 'certificate.json', 'document.json', 'sample.json', 'schema.json', 'ui.json']);
    expect(files[2]!.json).toEqual({ title: '동물등록증명서' });
    // The rules across folders too: a popularity position another folder has.
    const manifest = path.join(dev.dir, 'pet-registration', 'certificate.json');
    fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').replace('"popularityOrder": 55', '"popularityOrder": 12'));
    const clash = await dev.load(`${CERTIFICATE_PREVIEW_FOLDER_ID}pet-registration`);
    expect(exported(clash, 'problems')).toContainEqual(expect.stringMatching(/^certificates\/pet-registration\/certificate\.json popularityOrder: 12 is also used by basic-certificate: take \d+/));
  });

  it('an edit updates the modules made from that folder; a manifest, a new or a removed file also the lists', () => {
    // Every module is imported by a page (an importer), except those a test lets go.
    const node = (id: string) => ({ id, importers: new Set(['page']) });
    const graph = new Map(
      [CERTIFICATE_INDEX_ID, CERTIFICATE_PREVIEW_ID, CERTIFICATE_PERSONAL_DATA_ID, `${CERTIFICATE_FORM_ID}near-poverty`, `${CERTIFICATE_PREVIEW_FOLDER_ID}near-poverty`, `${CERTIFICATE_PREVIEW_FOLDER_ID}basic-certificate`].map(
        (id) => [`\0${id}`, node(`\0${id}`)],
      ),
    );
    // The modules updated are also invalidated as a changed file's own module is (not as HMR):
    // certificate-catalogue-race.test.ts shows why in a dev server.
    let invalidated: string[] = [];
    const invalidateModule = (mod: { id: string }, _seen: unknown, timestamp: number, isHmr: boolean) => {
      expect([timestamp, isHmr]).toEqual([1234, false]);
      invalidated.push(mod.id);
    };
    const context = { environment: { name: 'client', moduleGraph: { getModuleById: (id: string) => graph.get(id), idToModuleMap: graph, invalidateModule } } };
    const update = (type: string, file: string, unimported: string[] = []) => {
      invalidated = [];
      const ids = (hook(dev.plugin, 'hotUpdate').call(context, { type, file: path.join(dev.dir, file), modules: [], timestamp: 1234 }) as { id: string }[] | undefined)?.map((m) => m.id);
      expect(invalidated.sort()).toEqual([...(ids ?? []), ...unimported.map((id) => `\0${id}`)].sort());
      return ids?.map((id) => id.slice(1)).sort();
    };

    expect(update('update', 'near-poverty/schema.json')).toEqual([`${CERTIFICATE_FORM_ID}near-poverty`, `${CERTIFICATE_PREVIEW_FOLDER_ID}near-poverty`]);
    expect(update('update', 'near-poverty/ui.json')).toEqual([`${CERTIFICATE_FORM_ID}near-poverty`, `${CERTIFICATE_PREVIEW_FOLDER_ID}near-poverty`]);
    const lists = [CERTIFICATE_INDEX_ID, CERTIFICATE_PREVIEW_ID, CERTIFICATE_PERSONAL_DATA_ID, `${CERTIFICATE_FORM_ID}near-poverty`, `${CERTIFICATE_PREVIEW_FOLDER_ID}basic-certificate`, `${CERTIFICATE_PREVIEW_FOLDER_ID}near-poverty`].sort();
    expect(update('update', 'near-poverty/certificate.json')).toEqual(lists);
    expect(update('create', 'near-poverty/document.json')).toEqual(lists);
    expect(update('create', 'new-folder/certificate.json')).toEqual([CERTIFICATE_INDEX_ID, CERTIFICATE_PREVIEW_ID, CERTIFICATE_PERSONAL_DATA_ID, `${CERTIFICATE_PREVIEW_FOLDER_ID}basic-certificate`, `${CERTIFICATE_PREVIEW_FOLDER_ID}near-poverty`].sort());
    expect(update('update', 'widget-names.json')).toEqual([`${CERTIFICATE_PREVIEW_FOLDER_ID}basic-certificate`, `${CERTIFICATE_PREVIEW_FOLDER_ID}near-poverty`]);
    expect(update('update', '../src/app/main.tsx')).toBeUndefined();
    // A folder going file by file: once the lists no longer import its modules, they are invalidated
    // but not sent (a module nothing imports is a dead end: Vite would reload the page).
    for (const id of [`${CERTIFICATE_FORM_ID}near-poverty`, `${CERTIFICATE_PREVIEW_FOLDER_ID}near-poverty`]) graph.get(`\0${id}`)!.importers.clear();
    expect(update('delete', 'near-poverty/ui.json', [`${CERTIFICATE_FORM_ID}near-poverty`, `${CERTIFICATE_PREVIEW_FOLDER_ID}near-poverty`])).toEqual(
      [CERTIFICATE_INDEX_ID, CERTIFICATE_PREVIEW_ID, CERTIFICATE_PERSONAL_DATA_ID, `${CERTIFICATE_PREVIEW_FOLDER_ID}basic-certificate`].sort(),
    );
  });

  it('the document preview starts when /dev/catalogue opens and stops when the dev server closes, with or without its own HTTP server', async () => {
    const { documentPreview } = await import('./document-preview.ts');
    const plugin = certificateCatalogue({ dir: dev.dir });
    hook(plugin, 'configResolved')({ command: 'serve' });
    // vitest's dev server: middleware mode, no HTTP server to hear closing.
    hook(plugin, 'configureServer')({ config: { root: dev.root }, watcher: { add: vi.fn() }, middlewares: { use: vi.fn() }, httpServer: null });
    await hook(plugin, 'load').call({ addWatchFile: vi.fn() }, `\0${CERTIFICATE_PREVIEW_ID}`);
    await vi.waitFor(() => expect(documentPreview).toHaveBeenCalledWith(dev.dir));
    const handler = vi.mocked(documentPreview).mock.results.at(-1)!.value as { warm: () => void; close: () => Promise<void> };
    await vi.waitFor(() => expect(handler.warm).toHaveBeenCalledTimes(1));
    expect(handler.close).not.toHaveBeenCalled();
    // Vite closes each environment's plugins (client, ssr): the preview stops once.
    await hook(plugin, 'closeBundle')();
    await hook(plugin, 'closeBundle')();
    expect(handler.close).toHaveBeenCalledTimes(1);
  });
});
