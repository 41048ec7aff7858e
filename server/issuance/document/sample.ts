import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CATALOGUE_DIR } from '../../catalogue/index.ts';
import type { JsonSchema } from '../../catalogue/types.ts';
import { findPersona, personas } from '../../db/seed-data/personas.ts';
import { agencyRecordOf } from '../../sim/agency-records/index.ts';
import { readLayout } from './layout.ts';
import { defaultLayout, issueFacts, renderDocumentPdf, type RenderInput } from './render.ts';

export interface SampleOptions {
  /** Whose agency records fill the document (a persona id of DESIGN §6); default `citizen`. */
  persona?: string;
  /** Form values instead of the folder's sample.json. */
  formData?: Record<string, unknown>;
  /** Where a bare slug is looked up; default certificates/. */
  catalogueDir?: string;
  issuedAt?: string;
  documentNumber?: string;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** A certificate folder: a path to one, or a slug under the catalogue directory. */
export function certificateFolder(slugOrFolder: string, catalogueDir = DEFAULT_CATALOGUE_DIR): string {
  return slugOrFolder.includes('/') || slugOrFolder.includes(path.sep) ? path.resolve(slugOrFolder) : path.join(catalogueDir, slugOrFolder);
}

/**
 * The agency records a folder's sample is drawn with: a persona's (default `citizen`), for the
 * form values of the sample.
 */
export function sampleRecord(form: Record<string, unknown>, personaId = 'citizen'): unknown {
  return agencyRecordOf(personaId, findPersona(personaId)?.name ?? '', form);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Two records laid over each other: every field either has, arrays entry by entry. */
function overlay(a: unknown, b: unknown): unknown {
  if (Array.isArray(a) && Array.isArray(b)) return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => overlay(a[i], b[i]));
  if (isPlainObject(a) && isPlainObject(b)) return Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((key) => [key, overlay(a[key], b[key])]));
  return a === undefined ? b : a;
}

/**
 * What a layout's `record.…` paths are checked against (layoutProblems): every persona's record
 * for the sample's form values, laid over each other. Registers hold only the people they concern
 * (the citizen passed no 검정고시), so a path is known when some persona's agency holds it.
 */
export function sampleRecordShape(form: Record<string, unknown>): unknown {
  return personas.map((persona) => sampleRecord(form, persona.id)).reduce(overlay);
}

/** What the renderer gets for a folder's sample: its layout, its sample.json, a persona's records. */
export function sampleDocumentInput(slugOrFolder: string, options: SampleOptions = {}): RenderInput {
  const folder = certificateFolder(slugOrFolder, options.catalogueDir);
  const manifest = readJson(path.join(folder, 'certificate.json')) as { name: string; issuer: string };
  const formSchema = readJson(path.join(folder, 'schema.json')) as JsonSchema;
  const form = options.formData ?? (readJson(path.join(folder, 'sample.json')) as Record<string, unknown>);
  const personaId = options.persona ?? 'citizen';
  const holderName = findPersona(personaId)?.name ?? '';
  const issuedAt = options.issuedAt ?? new Date().toISOString();
  return {
    layout: readLayout(folder) ?? defaultLayout(formSchema),
    form,
    formSchema,
    record: sampleRecord(form, personaId),
    issue: issueFacts({
      documentNumber: options.documentNumber ?? `JG-${issuedAt.slice(0, 4)}-5A3B1E00`,
      issuedAt,
      issuerName: manifest.issuer,
      name: manifest.name,
      holderName,
    }),
  };
}

/**
 * The PDF a certificate folder's layout makes from its sample.json and a persona's agency
 * records — unsigned, for a maintainer's preview (no database, no certificate authority).
 * `renderSampleDocument('resident-registration-copy')`, or a folder path for a new certificate.
 */
export function renderSampleDocument(slugOrFolder: string, options: SampleOptions = {}): Promise<Buffer> {
  return renderDocumentPdf(sampleDocumentInput(slugOrFolder, options));
}
