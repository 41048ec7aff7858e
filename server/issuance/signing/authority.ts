import { X509Certificate } from 'node:crypto';
import type { IssuedDocumentsRepo } from '../../db/issued-documents.ts';
import type { SigningCertificatesRepo, StoredCertificate } from '../../db/signing-certificates.ts';
import { isoNow } from '../../time.ts';
import type { CmsSigner } from './cms.ts';
import { createCertificate, newKeyPair, publicKeyOfPem, toPem, type DistinguishedName, type NewCertificate } from './x509.ts';

export const ROOT_SLOT = 'root';
export const issuerSlot = (issuerName: string): string => `issuer:${issuerName}`;
/** The OpenID4VCI credential issuer at an origin: its key signs credentials, status lists and access tokens. */
export const credentialIssuerSlot = (origin: string): string => `credential-issuer:${origin}`;
/** An organisation that asks for presentations (OpenID4VP): its key signs its requests. */
export const verifierSlot = (organisationName: string): string => `verifier:${organisationName}`;
const CREDENTIAL_ISSUER_NAME = 'Jigap 전자증명 발급';

const ORGANIZATION = 'Jigap 데모 발급기관';
export const ROOT_NAME: DistinguishedName = { country: 'KR', organization: 'Jigap', commonName: 'Jigap 데모 발급 인증기관' };
const issuerDn = (issuerName: string): DistinguishedName => ({ country: 'KR', organization: ORGANIZATION, commonName: issuerName });
const subjectText = (dn: DistinguishedName): string =>
  [`CN=${dn.commonName}`, dn.organizationalUnit && `OU=${dn.organizationalUnit}`, `O=${dn.organization}`, `C=${dn.country}`].filter(Boolean).join(', ');

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
/**
 * The demo certificates' validity starts this long before they are made: a seeded document
 * (issued up to months before the database was) is signed at its issue time, and a reader who
 * checks the signature at that time must find the certificate already valid.
 */
const BACK_VALIDITY_MS = 5 * YEAR_MS;
const der = (pem: string): Buffer => new X509Certificate(pem).raw;

export interface LoadedCertificate {
  stored: StoredCertificate;
  x509: X509Certificate;
}

const load = (stored: StoredCertificate): LoadedCertificate => ({ stored, x509: new X509Certificate(stored.certificatePem) });

/**
 * The demo issuing certificate authority: a root made on first start, and one signing
 * certificate per issuer (행정안전부, 국민건강보험공단, …) made the first time that issuer signs.
 * Everything lives in the database; this object only caches what it read.
 */
export class SigningAuthority {
  private rootCache: LoadedCertificate | undefined;
  private readonly signers = new Map<string, CmsSigner & { subject: string }>();

  constructor(private readonly repo: SigningCertificatesRepo) {}

  /** The root, made now when the database has none. */
  async root(): Promise<LoadedCertificate> {
    if (this.rootCache) return this.rootCache;
    const existing = await this.repo.find(ROOT_SLOT);
    if (existing) return (this.rootCache = load(existing));
    const keys = newKeyPair();
    const now = Date.now();
    const certificate = createCertificate({
      subject: ROOT_NAME,
      publicKey: keys.publicKey,
      issuer: { name: ROOT_NAME, privateKeyPem: keys.privateKeyPem, publicKey: keys.publicKey },
      isAuthority: true,
      notBefore: new Date(now - BACK_VALIDITY_MS),
      notAfter: new Date(now + 20 * YEAR_MS),
    });
    const stored = await this.repo.add(
      {
        slot: ROOT_SLOT,
        serial: new X509Certificate(certificate).serialNumber.toUpperCase(),
        subject: subjectText(ROOT_NAME),
        certificatePem: toPem(certificate),
        privateKeyPem: keys.privateKeyPem,
      },
      isoNow(now),
    );
    return (this.rootCache = load(stored));
  }

  /** The root certificate as a reader downloads it (PEM). */
  async rootPem(): Promise<string> {
    return (await this.root()).stored.certificatePem;
  }

  /** The issuer's signing certificate and key (made and stored on first use). */
  async signerFor(issuerName: string): Promise<CmsSigner & { subject: string }> {
    return this.signerIn(issuerSlot(issuerName), issuerDn(issuerName));
  }

  /**
   * The credential issuer's certificate and key at `origin` (made and stored on first use): the
   * same root as the documents' signers, the origin and its host as the subject's names, so a
   * verifier of a credential's `x5c` reaches the one trust root and finds the `iss` in it.
   */
  async credentialIssuer(origin: string): Promise<CmsSigner & { subject: string }> {
    const { hostname } = new URL(origin);
    return this.signerIn(credentialIssuerSlot(origin), { ...issuerDn(CREDENTIAL_ISSUER_NAME), organizationalUnit: origin }, { uris: [origin], dnsNames: [hostname] });
  }

  /**
   * An organisation's verifier certificate and key (made and stored on first use): the same root,
   * the organisation's name as the subject's (what a wallet shows as who asks), the service's host
   * and origin as its names on the web (the requests' response_uri is under it).
   */
  async verifier(organisationName: string, origin: string): Promise<CmsSigner & { subject: string }> {
    const { hostname } = new URL(origin);
    const subject = { country: 'KR', organization: organisationName, commonName: organisationName };
    return this.signerIn(verifierSlot(organisationName), subject, { uris: [origin], dnsNames: [hostname] });
  }

  private async signerIn(slot: string, subject: DistinguishedName, altNames?: NewCertificate['altNames']): Promise<CmsSigner & { subject: string }> {
    const cached = this.signers.get(slot);
    if (cached) return cached;
    const root = await this.root();
    const stored = (await this.repo.find(slot)) ?? (await this.issue(slot, subject, root, altNames));
    const signer = { certificate: der(stored.certificatePem), privateKeyPem: stored.privateKeyPem, chain: [root.x509.raw], subject: stored.subject };
    this.signers.set(slot, signer);
    return signer;
  }

  private issue(slot: string, subject: DistinguishedName, root: LoadedCertificate, altNames?: NewCertificate['altNames']): Promise<StoredCertificate> {
    const keys = newKeyPair();
    const now = Date.now();
    const certificate = createCertificate({
      subject,
      publicKey: keys.publicKey,
      issuer: { name: ROOT_NAME, privateKeyPem: root.stored.privateKeyPem, publicKey: publicKeyOfPem(root.stored.privateKeyPem) },
      isAuthority: false,
      notBefore: new Date(now - BACK_VALIDITY_MS),
      notAfter: new Date(now + 10 * YEAR_MS),
      altNames,
    });
    return this.repo.add(
      {
        slot,
        serial: new X509Certificate(certificate).serialNumber.toUpperCase(),
        subject: subjectText(subject),
        certificatePem: toPem(certificate),
        privateKeyPem: keys.privateKeyPem,
      },
      isoNow(now),
    );
  }

  /**
   * The issuer whose signing certificate this is, when this authority issued it: the root
   * signed it and the database holds it. Undefined for any other certificate.
   */
  async issuerOf(certificate: X509Certificate): Promise<{ issuerName: string; subject: string } | undefined> {
    const root = (await this.root()).x509;
    if (!certificate.checkIssued(root) || !certificate.verify(root.publicKey)) return undefined;
    const stored = await this.repo.findBySerial(certificate.serialNumber.toUpperCase());
    if (!stored?.slot.startsWith('issuer:') || !der(stored.certificatePem).equals(certificate.raw)) return undefined;
    return { issuerName: stored.slot.slice('issuer:'.length), subject: stored.subject };
  }
}

const authorities = new WeakMap<IssuedDocumentsRepo, SigningAuthority>();
/** The authority of the documents' database (one per repository, so its caches are shared). */
export function authorityOf(documents: IssuedDocumentsRepo): SigningAuthority {
  let authority = authorities.get(documents);
  if (!authority) {
    authority = new SigningAuthority(documents.certificates);
    authorities.set(documents, authority);
  }
  return authority;
}
