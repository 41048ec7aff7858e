import type { JWK } from 'jose';
import type { RawCertificateFolder } from '../catalogue/folder.ts';
import type { IssuedDocument, IssuedDocumentsRepo } from '../db/issued-documents.ts';
import type { StatusListsRepo } from '../db/status-lists.ts';
import type { DocumentLayout } from '../issuance/document/layout.ts';
import type { PrintedFact } from '../issuance/document/resolve.ts';
import type { SigningAuthority } from '../issuance/signing/authority.ts';
import { isoNow } from '../time.ts';
import { claimsOf } from './claims.ts';
import { credentialTypeOf, type CredentialType } from './credential-types.ts';
import { issuerKeyOf, type IssuerKey } from './issuer-key.ts';
import { issueSdJwtVc } from './sd-jwt.ts';
import { statusListToken } from './status-list.ts';

/**
 * What the credential issuer needs of the rest of the server: the catalogue's folders, and — from
 * the issuance, which reads the agencies — a certificate's layout and the values a document prints.
 */
export interface CredentialIssuerDeps {
  /** The credential issuer identifier: the service's public origin. */
  origin: string;
  authority: SigningAuthority;
  documents: IssuedDocumentsRepo;
  statusLists: StatusListsRepo;
  /** Every certificate folder, and one by its edoc path. */
  folders: () => Iterable<RawCertificateFolder>;
  folderOf: (edocPath: string) => RawCertificateFolder | undefined;
  layoutOf: (folder: RawCertificateFolder) => DocumentLayout;
  printedFacts: (document: DocumentFacts) => { layout: DocumentLayout; facts: PrintedFact[] };
}

/** What a document's credential is made from: the issued document's record, without its file. */
export type DocumentFacts = Pick<IssuedDocument, 'id' | 'ownerUserId' | 'name' | 'issuerName' | 'holderName' | 'documentNumber' | 'issuedAt' | 'expiresAt' | 'validity' | 'edocPath' | 'formData'>;

/** The issuer's endpoints, under its identifier (docs/credential-issuer.md). */
export const ISSUER_PATHS = {
  issuerMetadata: '/.well-known/openid-credential-issuer',
  authorizationServerMetadata: '/.well-known/oauth-authorization-server',
  token: '/oid4vci/token',
  nonce: '/oid4vci/nonce',
  credential: '/oid4vci/credential',
  jwks: '/oid4vci/jwks',
  status: '/status',
  vct: '/vct',
} as const;

/**
 * The credential issuer: every certificate folder is a credential type, every issued document can
 * be issued as an SD-JWT VC bound to a holder's key. The claims are the values the document prints
 * (its own resolution, never a second reading of the facts), the status is the document's place in
 * a status list, the expiry the document's own.
 */
export class CredentialIssuer {
  private readonly typesByFolder = new WeakMap<RawCertificateFolder, CredentialType | null>();

  constructor(private readonly deps: CredentialIssuerDeps) {}

  get identifier(): string {
    return this.deps.origin;
  }

  url(path: string): string {
    return `${this.deps.origin}${path}`;
  }

  key(): Promise<IssuerKey> {
    return issuerKeyOf(this.deps.authority, this.deps.origin);
  }

  /** A folder's credential type; null when its document or credential.json is broken (that certificate alone has none). */
  private typeOfFolder(folder: RawCertificateFolder): CredentialType | null {
    let type = this.typesByFolder.get(folder);
    if (type === undefined) {
      try {
        type = credentialTypeOf(folder, this.deps.layoutOf(folder), this.deps.origin);
      } catch {
        type = null;
      }
      this.typesByFolder.set(folder, type);
    }
    return type;
  }

  /** Every certificate's credential type, in the catalogue's order. */
  types(): CredentialType[] {
    return [...this.deps.folders()].map((folder) => this.typeOfFolder(folder)).filter((type): type is CredentialType => type !== null);
  }

  type(slug: string): CredentialType | undefined {
    return this.types().find((type) => type.slug === slug);
  }

  /** The type of an issued document: its certificate's (none for a document no folder issues). */
  typeOf(document: Pick<IssuedDocument, 'edocPath'>): CredentialType | undefined {
    const folder = document.edocPath ? this.deps.folderOf(document.edocPath) : undefined;
    return (folder && this.typeOfFolder(folder)) ?? undefined;
  }

  statusUri(listId: string): string {
    return this.url(`${ISSUER_PATHS.status}/${listId}`);
  }

  /** The document's SD-JWT VC bound to `holderJwk` (its status place is taken on the first issue). */
  async issue(document: IssuedDocument, holderJwk: JWK, now = Date.now()): Promise<string> {
    const place = await this.deps.statusLists.placeOf(document.id, isoNow(now));
    return this.credentialOf(document, holderJwk, { idx: place.idx, uri: this.statusUri(place.listId) }, now);
  }

  /** The SD-JWT VC of a document with a given status entry: its claims are the values the document prints. */
  async credentialOf(document: DocumentFacts, holderJwk: JWK, status: { idx: number; uri: string }, now = Date.now()): Promise<string> {
    const type = this.typeOf(document);
    if (!type) throw new Error(`no credential type for the document ${document.id}`);
    const { layout, facts } = this.deps.printedFacts(document);
    const claims = claimsOf(facts, layout, type.settings);
    return issueSdJwtVc({ issuer: this.identifier, vct: type.vct, claims, holderJwk, status, expiresAt: document.expiresAt, issuedAt: isoNow(now) }, await this.key());
  }

  /** The signed status list token of a list; undefined for an unknown list. */
  async statusListToken(listId: string, now = Date.now()): Promise<string | undefined> {
    const list = await this.deps.statusLists.list(listId);
    if (!list) return undefined;
    const revoked = await this.deps.statusLists.revokedIn(listId);
    return statusListToken({ uri: this.statusUri(listId), size: list.size, revoked, now, key: await this.key(), issuer: this.identifier });
  }
}
