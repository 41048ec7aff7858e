import { createHash } from 'node:crypto';
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import type { FastifyServerOptions } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { storableText } from './db/storable-text.ts';

/**
 * How the server validates and serialises, shared by every app the process builds.
 *
 * Coercion: a querystring, a path parameter or a header arrives as text, so those parts
 * are coerced to their schema's types (`pageNumber=2` → 2, one `documentIds=1` → [1]). A JSON body
 * arrives typed, so it is NOT coerced: `{"pin": 123456}` or `{"documentIds": [42]}` where the
 * schema says strings is INVALID_PARAM, never silently "123456"/"42". Neither part removes unknown
 * fields: an unknown field is an error the caller should hear about.
 */
const BASE_OPTIONS: Options = { useDefaults: true, removeAdditional: false, allErrors: false, addUsedSchema: false };
export const QUERY_AJV_OPTIONS: Options = { ...BASE_OPTIONS, coerceTypes: 'array' };
export const BODY_AJV_OPTIONS: Options = { ...BASE_OPTIONS, coerceTypes: false };

type ExternalSchemas = Record<string, unknown>;
type HttpPart = 'body' | 'querystring' | 'params' | 'headers' | string;

/**
 * Compiling every route's schemas (ajv for the inputs, fast-json-stringify for the responses) was
 * most of the time of building an app: about two seconds, paid again by every API test. The
 * schemas are the same for every app of a process, so the compiled functions are kept per
 * process, keyed by a digest of the shared schemas and of the route's own schema. A compiled
 * function is pure (no state of the app that built it), so sharing it is safe.
 */
const digest = (value: unknown): string => createHash('sha1').update(JSON.stringify(value) ?? 'undefined').digest('base64');

/**
 * The digest of an app's shared schemas. Fastify asks for a compiler once per plugin context,
 * each time with a fresh copy of the same store (same schema objects): the digest is computed
 * once per set of objects, not once per context.
 */
const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;
const digestsByFirst = new WeakMap<object, Map<string, string>>();
function externalsDigest(externalSchemas: ExternalSchemas, extra: unknown = null): string {
  const values = Object.values(externalSchemas).filter((value): value is object => typeof value === 'object' && value !== null);
  if (values.length === 0) return digest([externalSchemas, extra]);
  const identity = values
    .map((value) => {
      let id = objectIds.get(value);
      if (id === undefined) objectIds.set(value, (id = nextObjectId++));
      return id;
    })
    .join(',') + JSON.stringify(extra);
  let known = digestsByFirst.get(values[0]!);
  if (!known) digestsByFirst.set(values[0]!, (known = new Map()));
  let result = known.get(identity);
  if (result === undefined) known.set(identity, (result = digest([externalSchemas, extra])));
  return result;
}

interface AjvPair {
  query: Ajv;
  body: Ajv;
  compiled: Map<string, ValidateFunction>;
}
const ajvByExternals = new Map<string, AjvPair>();

function ajvPairFor(externalSchemas: ExternalSchemas): { key: string; pair: AjvPair } {
  const key = externalsDigest(externalSchemas);
  let pair = ajvByExternals.get(key);
  if (!pair) {
    const make = (options: Options): Ajv => {
      const ajv = new Ajv(options);
      for (const schema of Object.values(externalSchemas)) ajv.addSchema(schema as object);
      return ajv;
    };
    pair = { query: make(QUERY_AJV_OPTIONS), body: make(BODY_AJV_OPTIONS), compiled: new Map() };
    ajvByExternals.set(key, pair);
  }
  return { key, pair };
}

/** Header names are case-insensitive and arrive lower-cased (what Fastify does for its own compiler). */
function lowerCaseHeaders(schema: Record<string, unknown>): Record<string, unknown> {
  const properties = schema.properties as Record<string, unknown> | undefined;
  const required = schema.required as string[] | undefined;
  return {
    ...schema,
    ...(properties ? { properties: Object.fromEntries(Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value])) } : {}),
    ...(required ? { required: required.map((name) => name.toLowerCase()) } : {}),
  };
}

/** A value of a validated part that its schema allows but the server refuses, and where it is. */
interface Refused {
  /** A JSON pointer below the validated part (empty: the part itself). */
  path: string;
  error: Pick<ErrorObject, 'keyword' | 'params' | 'message'>;
}

const NOT_FINITE: Refused['error'] = { keyword: 'type', params: { type: 'finite number' }, message: 'must be a finite number' };
const NOT_STORABLE: Refused['error'] = { keyword: 'format', params: { format: 'storable text' }, message: 'must not hold a NUL character or a lone surrogate' };

/**
 * The first value in `data` the server refuses although the schema allows it:
 * - a number that is not finite: ajv coerces 'Infinity' and '1e309' to Infinity for an integer
 *   and then skips minimum and maximum (they test finite numbers only), so `?pageNumber=Infinity`
 *   reached the database;
 * - text no database can store (server/db/storable-text.ts), a key or a value at any depth: on
 *   PostgreSQL `a%00b` in a path, a term type or a search keyword answered 500.
 * Binary bodies are bytes, not text.
 */
function refusedValue(data: unknown): Refused | null {
  if (typeof data === 'number') return Number.isFinite(data) ? null : { path: '', error: NOT_FINITE };
  if (typeof data === 'string') return storableText(data) ? null : { path: '', error: NOT_STORABLE };
  if (data === null || typeof data !== 'object' || ArrayBuffer.isView(data)) return null;
  // Every validated request passes here: the walk allocates nothing until it finds a value to refuse.
  for (const key in data) {
    if (!Object.hasOwn(data, key)) continue;
    if (!storableText(key)) return { path: `/${key}`, error: NOT_STORABLE };
    const found = refusedValue((data as Record<string, unknown>)[key]);
    if (found) return { path: `/${key}${found.path}`, error: found.error };
  }
  return null;
}

/** A part's validator that also refuses what `refusedValue` finds, as an error of that field (INVALID_PARAM). */
function refusing(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    checked.errors = null;
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const refused = refusedValue(data);
    if (refused === null) return true;
    checked.errors = [{ instancePath: refused.path || '/', schemaPath: '#', ...refused.error }];
    return false;
  }) as ValidateFunction;
  checked.schema = validate.schema;
  return checked;
}

function buildValidator(externalSchemas: ExternalSchemas) {
  const { pair } = ajvPairFor(externalSchemas);
  return ({ schema, httpPart }: { schema: Record<string, unknown>; httpPart?: HttpPart }): ValidateFunction => {
    const ajv = httpPart === 'body' ? pair.body : pair.query;
    const key = `${httpPart === 'body' ? 'body' : 'query'}:${JSON.stringify(schema)}`;
    let validate = pair.compiled.get(key);
    if (!validate) {
      const id = typeof schema.$id === 'string' ? schema.$id : undefined;
      validate = (id ? ajv.getSchema(id) : undefined) ?? ajv.compile(httpPart === 'headers' ? lowerCaseHeaders(schema) : schema);
      validate = refusing(validate);
      pair.compiled.set(key, validate);
    }
    return validate;
  };
}

type Serializer = (data: unknown) => string;
const serializers = new Map<string, Serializer>();

function buildSerializer(externalSchemas: ExternalSchemas, serializerOpts: Record<string, unknown> | undefined) {
  const externalsKey = externalsDigest(externalSchemas, serializerOpts ?? {});
  return ({ schema }: { schema: Record<string, unknown> }): Serializer => {
    const key = `${externalsKey}:${JSON.stringify(schema)}`;
    let serialize = serializers.get(key);
    if (!serialize) {
      // As @fastify/fast-json-stringify-compiler: a response schema that is itself a shared
      // schema is not passed twice.
      let shared = externalSchemas;
      if (typeof schema.$id === 'string' && schema.$id in shared) {
        shared = { ...shared };
        delete shared[schema.$id as string];
      }
      serialize = fastJsonStringify(schema as never, { ...serializerOpts, schema: shared as never }) as Serializer;
      serializers.set(key, serialize);
    }
    return serialize;
  };
}

/** The `schemaController` option of every app (server/app.ts). */
export const schemaController = {
  compilersFactory: { buildValidator, buildSerializer },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;
