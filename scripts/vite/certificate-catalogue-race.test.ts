import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { certificateCatalogue, CERTIFICATE_PREVIEW_FOLDER_ID } from './certificate-catalogue.ts';

const fixture = path.resolve(__dirname, '../../tests/fixtures/certificates/pet-registration');
const PREVIEW = `${CERTIFICATE_PREVIEW_FOLDER_ID}pet-registration`;

/**
 * A folder's preview module being made while the maintainer saves a file (a loaded machine makes
 * the window wide): the module read before the save must not be what the dev server keeps
 * answering after it. Vite keeps a result made before an invalidation unless the invalidation is
 * newer than the start of the work (its lastInvalidationTimestamp), and an HMR invalidation alone
 * does not set that: the plugin does for the modules it updates.
 */
describe('the certificate catalogue in the dev server: an edit during a module’s making', () => {
  let root: string;
  let dir: string;
  let server: ViteDevServer;
  // Holds the preview module between its reading (load) and its answer (transform).
  let gate: { reached: () => void; release: Promise<void> } | null = null;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-plugin-race-'));
    dir = path.join(root, 'certificates');
    fs.cpSync(fixture, path.join(dir, 'pet-registration'), { recursive: true });
    const held: Plugin = {
      name: 'held-preview',
      async transform(_code, id) {
        if (id !== `\0${PREVIEW}` || !gate) return null;
        gate.reached();
        await gate.release;
        return null;
      },
    };
    server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      appType: 'custom',
      optimizeDeps: { noDiscovery: true, include: [] },
      // The file events are sent by the test (no watcher: no second, real event).
      server: { middlewareMode: true, watch: null, ws: false },
      plugins: [certificateCatalogue({ dir }), held],
    });
  });

  afterAll(async () => {
    await server?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  const problemsIn = (code: string) => /^export const problems = (.*);$/m.exec(code)?.[1] ?? '';

  it('a save while the preview is being made: the next request reads the saved file', async () => {
    const client = server.environments.client;
    const first = await client.transformRequest(PREVIEW);
    expect(problemsIn(first!.code)).not.toContain('not valid JSON');

    // The preview is made again (an earlier edit); it has read the folder and not answered yet.
    let reached!: () => void;
    let release!: () => void;
    const atTransform = new Promise<void>((resolve) => (reached = resolve));
    gate = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
    client.moduleGraph.invalidateModule(client.moduleGraph.getModuleById(`\0${PREVIEW}`)!, new Set(), Date.now() - 1, true);
    const inFlight = client.transformRequest(PREVIEW);
    await atTransform;

    // The maintainer saves a broken schema.json; the dev server hears of it and invalidates the
    // module (no page imports it here, so no update is sent for it).
    const schema = path.join(dir, 'pet-registration', 'schema.json');
    fs.writeFileSync(schema, fs.readFileSync(schema, 'utf8').replace('"type": "object",', '"type": "object"'));
    const node = client.moduleGraph.getModuleById(`\0${PREVIEW}`)!;
    const before = node.lastInvalidationTimestamp;
    server.watcher.emit('change', schema);
    await expect.poll(() => node.lastInvalidationTimestamp > before, { timeout: 10_000 }).toBe(true);

    gate = null;
    release();
    expect(problemsIn((await inFlight)!.code)).not.toContain('not valid JSON');
    // What the page asks for next (the update's new URL) is made from the saved files.
    const after = await client.transformRequest(PREVIEW);
    expect(problemsIn(after!.code)).toContain('certificates/pet-registration/schema.json: not valid JSON');
  });
});
