import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = join(projectRoot, 'schemas/api');

/** Registers every schemas/api/*.json under its $id, so routes reference them with $ref. */
export function addApiSchemas(app: FastifyInstance): void {
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.json')).sort()) {
    const schema = JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as { $id: string };
    app.addSchema(schema);
  }
}

/** `$ref` to an API schema by its file name: `ref('user-response')`. */
export const ref = (name: string): { $ref: string } => ({ $ref: `${name}.json#` });

/** Response schemas per status: the success envelope and the error body for the rest. */
export function responses(success: string): Record<string, { $ref: string }> {
  return { 200: ref(success), '4xx': ref('api-error'), '5xx': ref('api-error') };
}
