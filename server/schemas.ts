import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = join(projectRoot, 'contracts/api');

let apiSchemas: { $id: string }[] | undefined;
/** Registers every contracts/api/*.json under its $id, so routes reference them with $ref. */
export function addApiSchemas(app: FastifyInstance): void {
  // Read once per process (Fastify keeps its own copy of each schema).
  apiSchemas ??= readdirSync(schemaDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as { $id: string });
  for (const schema of apiSchemas) app.addSchema(schema);
}

/** `$ref` to an API schema by its file name: `ref('user-response')`. */
export const ref = (name: string): { $ref: string } => ({ $ref: `${name}.json#` });

/** Response schemas per status: the success envelope and the error body for the rest. */
export function responses(success: string): Record<string, { $ref: string }> {
  return { 200: ref(success), '4xx': ref('api-error'), '5xx': ref('api-error') };
}
