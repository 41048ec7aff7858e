import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import { DEFAULT_CATALOGUE_DIR } from '../catalogue/index.ts';
import type { Database } from '../db/database.ts';
import { SEALED_COLUMNS } from '../encryption/clear-values.ts';
import { openSealer } from '../encryption/open-sealer.ts';
import type { KeyEncryptionKeys } from '../encryption/key-encryption-keys.ts';
import { SHARED_FACTS_FILE } from '../sim/agency-records/index.ts';
import { postgresBinDir } from '../../scripts/lib/postgres-server.ts';
import { pdfPages, squash } from './pdf-text.ts';

/**
 * What must never be found in a database's file or dump, and the scan that looks for it: raw bytes,
 * and every byte string in it decompressed (zlib, raw deflate, gzip) and read by a PDF text reader
 * (pdf.js), because a PDF's text is not in its bytes as text.
 */
export interface Needle {
  label: string;
  bytes: Buffer;
  /** Also looked for in the text a PDF reader reads (whitespace removed). */
  text?: string;
}

const RRN = /\b\d{6}-[1-8]\d{6}\b/g;

/** Every string of a facts file under a key naming an address. */
function addressesIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /address|domicile/i.test(key) && value.length >= 12 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => addressesIn(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => addressesIn(item, name));
  return [];
}

/** The personas' resident numbers (with and without the hyphen) and addresses, from every facts file of the simulated agencies. */
export function personaNeedles(catalogueDir = DEFAULT_CATALOGUE_DIR): Needle[] {
  const files = [SHARED_FACTS_FILE, ...readdirSync(catalogueDir).map((slug) => join(catalogueDir, slug, 'agency.json')).filter(existsSync)];
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  const numbers = new Set(texts.flatMap((text) => text.match(RRN) ?? []));
  const addresses = new Set(texts.flatMap((text) => addressesIn(JSON.parse(text))));
  return [
    ...[...numbers].flatMap((rrn) => [
      { label: `resident number ${rrn}`, bytes: Buffer.from(rrn), text: rrn },
      { label: `resident number ${rrn} (digits)`, bytes: Buffer.from(rrn.replace('-', '')) },
    ]),
    ...[...addresses].map((address) => ({ label: `address ${address}`, bytes: Buffer.from(address), text: squash(address) })),
    { label: 'a PDF header', bytes: Buffer.from('%PDF-') },
  ];
}

/** The server's signing secrets, the demo CA's private keys and the desk's keys its presentations are encrypted to, opened with the database's key. */
export async function secretNeedles(db: Database, keys: KeyEncryptionKeys): Promise<Needle[]> {
  const sealer = await openSealer(db, keys);
  const needles: Needle[] = [];
  for (const { name, value } of await db.all<{ name: string; value: string }>('SELECT name, value FROM server_secrets')) {
    const secret = await sealer.openText('server_secrets.value', name, value);
    needles.push({ label: `secret ${name}`, bytes: Buffer.from(secret) }, { label: `secret ${name} (bytes)`, bytes: Buffer.from(secret, 'base64') });
  }
  for (const { slot, private_key: sealed } of await db.all<{ slot: string; private_key: string }>('SELECT slot, private_key FROM signing_certificates')) {
    const pem = await sealer.openText('signing_certificates.private_key', slot, sealed);
    const body = pem.replace(/-----[A-Z ]+-----|\s/g, '');
    needles.push({ label: `private key of ${slot}`, bytes: Buffer.from(body.slice(16, 56)) }, { label: `private key of ${slot} (DER)`, bytes: Buffer.from(body, 'base64').subarray(8, 40) });
  }
  for (const { id, response_key: sealed } of await db.all<{ id: string; response_key: string }>('SELECT id, response_key FROM presentation_requests')) {
    const { d } = JSON.parse(await sealer.openText('presentation_requests.response_key', id, sealed)) as { d: string };
    needles.push({ label: `response key of ${id}`, bytes: Buffer.from(d) }, { label: `response key of ${id} (bytes)`, bytes: Buffer.from(d, 'base64url') });
  }
  return needles;
}

/**
 * Every kind of row a copy of the database must hold only sealed: each sealed column
 * (clear-values.ts SEALED_COLUMNS), and the once links' PINs (an HMAC under a server secret the
 * scan looks for).
 */
export const SEALED_KINDS: readonly string[] = [...SEALED_COLUMNS.map((column) => column.field), 'once_links.pin_hash'];

/** The kinds of which `db` holds no value: a scan of it would pass without having read one of them. */
export async function missingKinds(db: Database): Promise<string[]> {
  const missing: string[] = [];
  for (const kind of SEALED_KINDS) {
    const [table, column] = kind.split('.') as [string, string];
    if (!(await db.get(`SELECT 1 AS found FROM ${table} WHERE ${column} IS NOT NULL LIMIT 1`))) missing.push(kind);
  }
  return missing;
}

/**
 * The needle as base64 and base64url would write it at each of the three alignments (the characters
 * its neighbours would change left out): a JWT's payload or an SD-JWT's disclosure carries its
 * claims so, not as text.
 */
function encodings(bytes: Buffer): Buffer[] {
  return [0, 1, 2].flatMap((pad) => {
    const text = Buffer.concat([Buffer.alloc(pad), bytes]).toString('base64');
    const part = text.slice(Math.ceil((pad * 4) / 3), Math.floor(((pad + bytes.length) * 8) / 6));
    return [Buffer.from(part), Buffer.from(part.replaceAll('+', '-').replaceAll('/', '_'))];
  });
}

const found = (haystack: Buffer, needles: readonly Needle[], where: string): string[] =>
  needles
    .filter((needle) => haystack.includes(needle.bytes) || (needle.text !== undefined && encodings(needle.bytes).some((encoded) => haystack.includes(encoded))))
    .map((needle) => `${needle.label} in ${where}`);

/** The byte string decompressed every way it might be (itself included). */
function decompressed(blob: Buffer): Buffer[] {
  const out = [blob];
  for (const inflate of [inflateSync, inflateRawSync, gunzipSync]) {
    try {
      out.push(inflate(blob));
    } catch {
      // not compressed that way
    }
  }
  return out;
}

/** What the needles find in one byte string: its bytes, decompressed, and the text a PDF reader reads from it. */
export async function scanBlob(blob: Buffer, needles: readonly Needle[], where: string): Promise<string[]> {
  const findings: string[] = [];
  for (const bytes of decompressed(blob)) {
    findings.push(...found(bytes, needles, where));
    const text = await pdfPages(bytes).then(
      (pages) => squash(pages.join('')),
      () => null,
    );
    if (text !== null) {
      findings.push(`a readable PDF in ${where}`);
      findings.push(...needles.filter((needle) => needle.text && text.includes(needle.text)).map((needle) => `${needle.label} in the PDF text of ${where}`));
    }
  }
  return findings;
}

/** A SQLite file: its raw bytes (and its write-ahead log's, when there), then every BLOB in every table. */
export async function scanSqliteFile(path: string, db: Database, needles: readonly Needle[]): Promise<string[]> {
  const findings = found(readFileSync(path), needles, path);
  if (existsSync(`${path}-wal`)) findings.push(...found(readFileSync(`${path}-wal`), needles, `${path}-wal`));
  const tables = await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  for (const { name } of tables) {
    for (const row of await db.all<Record<string, unknown>>(`SELECT * FROM ${name}`)) {
      for (const [column, value] of Object.entries(row)) {
        if (value instanceof Uint8Array) findings.push(...(await scanBlob(Buffer.from(value), needles, `${path} ${name}.${column}`)));
      }
    }
  }
  return findings;
}

/** A plain pg_dump (SQL text): its raw bytes, then every bytea value in it (`\x…` hex) as bytes. */
export async function scanPgDump(dump: Buffer, needles: readonly Needle[], where: string): Promise<string[]> {
  const findings = found(dump, needles, where);
  // COPY's text writes a bytea's backslash doubled (`\\x…`), an INSERT once (`\x…`).
  for (const [, hex] of dump.toString('latin1').matchAll(/\\{1,2}x([0-9a-f]{16,})/g)) {
    findings.push(...(await scanBlob(Buffer.from(hex!, 'hex'), needles, `a bytea value of ${where}`)));
  }
  return findings;
}

function pgProgram(name: string): string {
  const dir = postgresBinDir();
  if (dir === null) throw new Error(`${name} is not installed (apt-get install postgresql)`);
  return dir ? join(dir, name) : name;
}

/** `pg_dump` of the database at `url` as plain SQL (Debian's, as scripts/lib/postgres-server.ts finds it). */
export const pgDump = (url: string): Buffer => execFileSync(pgProgram('pg_dump'), ['--format=plain', '--no-owner', url], { maxBuffer: 1 << 30 });

/** A custom-format dump (npm run backup's) as the plain SQL it restores (its compression undone by pg_restore). */
export const pgRestoreSql = (file: string): Buffer => execFileSync(pgProgram('pg_restore'), ['--file=-', file], { maxBuffer: 1 << 30 });

/** A copy of the database at `from` in the (empty) database `to`, as pg_dump and pg_restore make one. */
export function copyPostgresDatabase(from: string, to: string): void {
  const dump = execFileSync(pgProgram('pg_dump'), ['--format=custom', '--no-owner', from], { maxBuffer: 1 << 30 });
  execFileSync(pgProgram('pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${to}`], { input: dump, maxBuffer: 1 << 30 });
}
