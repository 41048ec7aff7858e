import { expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR, listCertificateSlugs, readCertificateFolder } from '../../catalogue/index.ts';
import { readValidity } from '../../issuance/validity.ts';
import { receiverSeedDocuments } from './distributions.ts';
import { seedDocuments } from './issued-documents.ts';

/** The validity each certificate's folder states, by its edoc path. */
const stated = new Map(
  listCertificateSlugs(DEFAULT_CATALOGUE_DIR).map((slug) => {
    const manifest = readCertificateFolder(DEFAULT_CATALOGUE_DIR, slug).files.manifest;
    return [String(manifest?.path), readValidity(manifest?.validity)];
  }),
);

it('a seeded document states the validity its certificate states, and no other (its PDF prints that one)', () => {
  const seeds = [...seedDocuments.map((seed) => [seed.edocPath, seed.validity ?? null] as const), ...receiverSeedDocuments.map((seed) => [seed.edocPath, null] as const)];
  for (const [edocPath, validity] of seeds) {
    expect(stated.has(edocPath), `${edocPath} is a certificate of the catalogue`).toBe(true);
    expect(validity, edocPath).toEqual(stated.get(edocPath));
  }
  // The demo's expired and expiry-day documents are ones that state a validity: nothing else expires while in the inbox.
  expect(seedDocuments.filter((seed) => seed.validity).map((seed) => seed.id)).toEqual(
    expect.arrayContaining(['seed-citizen-local-tax-expiry-day', 'seed-citizen-premium-full-expired']),
  );
});
