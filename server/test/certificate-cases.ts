import { createHash } from 'node:crypto';
import { DEFAULT_CATALOGUE_DIR, listCertificateSlugs, readCertificateFolder } from '../catalogue/index.ts';
import type { CertificateManifest, CertificateFormValues } from '../catalogue/types.ts';
import { personas, type Persona } from '../personas.ts';

/**
 * The cases of every test that checks each certificate, derived from the folders: a new folder
 * gets its own cases and changes no other folder's (no case depends on a folder's position, on
 * how many there are, or on which type a certificate has beyond its own manifest).
 */
export interface CertificateCase {
  slug: string;
  /** The folder on disk. */
  dir: string;
  manifest: CertificateManifest;
  /** The edoc path (manifest `path`): the route value and the 문서종류 sent. */
  path: string;
  name: string;
  applicationType: CertificateManifest['applicationType'];
  /** The folder's sample.json: one valid application. */
  sample: CertificateFormValues;
}

export interface CertificatePersonaCase extends CertificateCase {
  /** A persona id (DESIGN §6) whose account may apply for it. */
  persona: string;
  personaName: string;
}

/**
 * The personas the wallet issues for: every account the sign-in admits (`accountStatus` OK —
 * a new member joins, a member without a certificate gets one, a non-member of the portal
 * authenticates simply). The others (under 14, a foreign number, restricted, invalid) are
 * refused before any application, so no document of theirs is ever drawn.
 */
export const issuingPersonas: readonly Persona[] = personas.filter((persona) => persona.accountStatus === 'OK');

/** Every certificate folder of the catalogue, read: its slug, manifest and sample. */
export function certificateCases(dir: string = DEFAULT_CATALOGUE_DIR): CertificateCase[] {
  return listCertificateSlugs(dir).map((slug) => {
    const folder = readCertificateFolder(dir, slug);
    const manifest = (folder.files.manifest ?? {}) as unknown as CertificateManifest;
    return {
      slug,
      dir: folder.dir,
      manifest,
      path: manifest.path,
      name: manifest.name,
      applicationType: manifest.applicationType,
      sample: (folder.files.sample ?? {}) as CertificateFormValues,
    };
  });
}

/** Every certificate × every persona that can have it issued: the cases of a test run per persona. */
export function certificatePersonaCases(dir: string = DEFAULT_CATALOGUE_DIR): CertificatePersonaCase[] {
  return certificateCases(dir).flatMap((certificate) => issuingPersonas.map((persona) => ({ ...certificate, persona: persona.id, personaName: persona.name })));
}

/**
 * One of the issuing personas for a certificate's costlier case (a drawn PDF), chosen by its slug
 * alone: a folder added beside it changes no other certificate's persona.
 */
export function personaFor(slug: string): Persona {
  const n = createHash('sha256').update(slug).digest().readUInt32BE(0);
  return issuingPersonas[n % issuingPersonas.length]!;
}
