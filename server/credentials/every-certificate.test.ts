import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentModel, renderDocumentPdf } from '../issuance/document/render.ts';
import type { DocumentModel } from '../issuance/document/resolve.ts';
import { sampleDocumentInput } from '../sim/sample-document.ts';
import { documentExpiry, readValidity } from '../issuance/validity.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { certificatePersonaCases, personaFor } from '../test/certificate-cases.ts';
import { pdfText, squash } from '../test/pdf-text.ts';
import { claimMetadataOf } from './credential-types.ts';
import { verifyWithMeeco, walletKey, type WalletKey } from './test-kit.ts';

// For every certificate folder and every persona who can apply for it, the credential's disclosed
// claims are the facts its PDF prints: each value printed (the document as resolved for the PDF,
// and — for one persona per certificate — the drawn PDF read by pdf.js), under a label the
// document prints (before credential.json gives the claim one of its own). The cases come from the folders and the personas, no list here.

const cases = certificatePersonaCases().map(({ slug, persona }) => [slug, persona] as const);
/** One persona per certificate, chosen by its slug alone (a new folder changes no other's), has the drawn PDF read too. */
const drawsPdf = (slug: string, persona: string) => personaFor(slug).id === persona;
const FIXED = { issuedAt: '2026-11-20T05:00:00.000Z', documentNumber: 'JG-2026-5A3B1E00' };

let t: TestApp;
let key: WalletKey;
let rootPem: string;
beforeAll(async () => {
  t = await buildTestApp();
  key = await walletKey();
  rootPem = await t.app.issuance.authority.rootPem();
});
afterAll(async () => {
  await t.close();
});

/**
 * What the document shows: the labels of its rows, columns and tables, the values printed under
 * them, and the text printed under no label (title, headings, statements, the seal, an empty
 * section's sentence).
 */
function shown(model: DocumentModel): { labelled: string; unlabelled: string; labels: Set<string> } {
  const labels = new Set<string>(model.meta.map((m) => m.label));
  const labelled: string[] = model.meta.map((m) => m.value);
  const unlabelled: string[] = [model.title, model.subtitle ?? '', model.basis ?? ''];
  for (const block of model.blocks) {
    if (block.kind === 'fields') {
      for (const row of block.rows) {
        labels.add(row.label);
        labelled.push(row.value);
      }
    }
    if (block.kind === 'table') {
      block.columns.forEach((column) => labels.add(column.header));
      labelled.push(...block.rows.flat());
    }
    if ((block.kind === 'fields' || block.kind === 'table') && block.heading) {
      labels.add(block.heading);
      unlabelled.push(block.heading);
    }
    if ((block.kind === 'fields' || block.kind === 'table') && block.empty) unlabelled.push(block.empty);
    if (block.kind === 'text') unlabelled.push(block.text);
    if (block.kind === 'seal') unlabelled.push(block.statement ?? '', block.date, block.authority);
  }
  return { labelled: squash(labelled.join(' ')), unlabelled: squash(unlabelled.join(' ')), labels };
}

/** Every leaf of the disclosed claims with its place as type metadata names it (lists as null). */
function leaves(value: unknown, path: (string | null)[] = []): { path: (string | null)[]; value: string }[] {
  if (Array.isArray(value)) return value.flatMap((entry) => leaves(entry, [...path, null]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, entry]) => leaves(entry, [...path, key]));
  return [{ path, value: String(value) }];
}

const REGISTERED = ['iss', 'iat', 'exp', 'vct', 'cnf', 'status'];

describe('every certificate’s credential holds exactly what its PDF prints', () => {
  it.each(cases)('%s issued to %s: each disclosed claim is printed, under its label', async (slug, persona) => {
    const input = sampleDocumentInput(slug, { ...FIXED, persona });
    const folder = t.app.catalogue.entries().map((entry) => t.app.catalogue.folder(entry.path)!).find((f) => f.slug === slug)!;
    // The document's validity and expiry as the issuance stores them (its folder's, from the issue time).
    const validity = readValidity(folder.files.manifest?.validity);
    const document = {
      id: `case-${slug}-${persona}`,
      ownerUserId: persona,
      name: input.issue.name,
      issuerName: input.issue.issuerName,
      holderName: input.issue.holderName,
      documentNumber: FIXED.documentNumber,
      issuedAt: FIXED.issuedAt,
      expiresAt: documentExpiry(validity, FIXED.issuedAt),
      validity,
      edocPath: String(folder.files.manifest?.path),
      formData: input.form,
    };
    const credential = await t.app.credentials.issuer.credentialOf(document, key.publicJwk, { idx: 0, uri: `${t.app.settings.publicUrl}/status/0000000000000000` });
    const verified = await verifyWithMeeco(credential, rootPem);
    expect(verified.signed.exp).toBe(Math.floor(Date.parse(document.expiresAt) / 1000));

    const model = documentModel(input);
    const { labelled, unlabelled, labels } = shown(model);
    const type = t.app.credentials.issuer.type(slug)!;
    const metadata = claimMetadataOf(type);
    // The row or column each value is printed under (credential.json's labels name a claim apart from a row printing two facts).
    const printedUnder = claimMetadataOf({ ...type, settings: { ...type.settings, labels: {} } });
    const labelOf = (path: (string | null)[]) => {
      const label = printedUnder.find((claim) => JSON.stringify(claim.path) === JSON.stringify(path))?.label;
      return model.english ? (label?.en ?? label?.ko) : label?.ko;
    };
    const claims = leaves(Object.fromEntries(Object.entries(verified.claims).filter(([name]) => !REGISTERED.includes(name))));
    expect(claims.length).toBeGreaterThan(0);
    const pdf = drawsPdf(slug, persona) ? await pdfText(await renderDocumentPdf(input)) : undefined;
    for (const claim of claims) {
      const where = `${slug} ${persona} ${JSON.stringify(claim.path)} = ${claim.value}`;
      const value = squash(claim.value);
      expect(labelled + unlabelled, where).toContain(value);
      if (pdf !== undefined) expect(pdf, where).toContain(value);
      expect(metadata.some((m) => JSON.stringify(m.path) === JSON.stringify(claim.path)), `${where}: in the type metadata`).toBe(true);
      // Its label is one the document shows, unless this document prints it under none (a statement).
      const label = labelOf(claim.path);
      if (label && !labels.has(label)) expect(unlabelled, `${where}: printed under "${label}", which this document does not show`).toContain(value);
    }
  });
});
