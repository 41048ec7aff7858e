import { createHash, sign, timingSafeEqual, verify, X509Certificate } from 'node:crypto';
import * as der from './der.ts';

/**
 * Detached CMS SignedData (RFC 5652) as PAdES baseline B-B wants it inside a PDF
 * (SubFilter ETSI.CAdES.detached): signed attributes contentType, messageDigest and
 * signingCertificateV2; ECDSA with SHA-256; the signer's certificate and its CA's embedded.
 */
export interface CmsSigner {
  certificate: Buffer;
  privateKeyPem: string;
  /** Certificates a reader needs to build the chain (the demo root). */
  chain: Buffer[];
}

const sha256 = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();
const attribute = (type: string, value: der.Node) => der.seq([der.oid(type), der.set([value])]);

export function signDetached(content: Uint8Array, signer: CmsSigner): Buffer {
  const tbs = der.children(der.fromDer(signer.certificate))[0];
  const [, serial, , issuer] = der.children(tbs);
  if (!serial || !issuer) throw new Error('the signing certificate cannot be read');
  const sha256Algorithm = der.seq([der.oid(der.OID.sha256)]);
  const signedAttributes = [
    attribute(der.OID.contentType, der.oid(der.OID.data)),
    attribute(der.OID.messageDigest, der.octets(sha256(content))),
    attribute(der.OID.signingCertificateV2, der.seq([der.seq([der.seq([der.octets(sha256(signer.certificate))])])])),
  ];
  const signature = sign('sha256', der.toDer(der.set(signedAttributes)), { key: signer.privateKeyPem, dsaEncoding: 'der' });
  const signerInfo = der.seq([
    der.int(1),
    der.seq([issuer, serial]),
    sha256Algorithm,
    der.implicit(0, der.set(signedAttributes)),
    der.seq([der.oid(der.OID.ecdsaWithSha256)]),
    der.octets(signature),
  ]);
  const signedData = der.seq([
    der.int(1),
    der.set([sha256Algorithm]),
    der.seq([der.oid(der.OID.data)]),
    der.implicit(0, der.set([signer.certificate, ...signer.chain].map((c) => der.fromDer(c)))),
    der.set([signerInfo]),
  ]);
  return der.toDer(der.seq([der.oid(der.OID.signedData), der.explicit(0, signedData)]));
}

export type CmsCheck =
  | { ok: true; signer: X509Certificate; certificates: X509Certificate[] }
  | { ok: false; reason: 'MALFORMED' | 'DIGEST_MISMATCH' | 'BAD_SIGNATURE' };

const attributeValue = (attributes: der.Node[], type: string): der.Node | undefined =>
  der.children(der.children(attributes.find((a) => der.oidOf(der.children(a)[0]) === type))[1])[0];

/** What a detached CMS signature says of `content`, each part on its own (the desk shows each). */
export interface CmsInspection {
  /** The signer's certificate, when the CMS is well formed and carries it; null otherwise. */
  signer: X509Certificate | null;
  certificates: X509Certificate[];
  /** The signer's key signed the signed attributes. */
  signatureValid: boolean;
  /** The signed message digest is that of `content`: it is unchanged since signing. */
  digestMatches: boolean;
}

const MALFORMED: CmsInspection = { signer: null, certificates: [], signatureValid: false, digestMatches: false };

export function inspectDetached(cms: Uint8Array, content: Uint8Array): CmsInspection {
  try {
    const [type, wrapped] = der.children(der.fromDer(cms));
    if (der.oidOf(type) !== der.OID.signedData) return MALFORMED;
    const signedData = der.children(der.children(wrapped)[0]);
    const certificateSet = signedData.find((n) => der.isContext(n, 0));
    const certificates = der.children(certificateSet).map((c) => new X509Certificate(der.toDer(c)));
    const signerInfo = der.children(der.children(signedData.at(-1))[0]);
    const [, sid, , attributesNode, , signatureNode] = signerInfo;
    if (!der.isContext(attributesNode, 0) || !sid || !attributesNode) return MALFORMED;
    const serialHex = der.bytesOf(der.children(sid)[1]).toString('hex').replace(/^00/, '').toUpperCase();
    const signer = certificates.find((c) => c.serialNumber.toUpperCase().replace(/^00/, '') === serialHex);
    if (!signer) return MALFORMED;
    const attributes = der.children(attributesNode);
    if (der.oidOf(attributeValue(attributes, der.OID.contentType)) !== der.OID.data) return MALFORMED;
    const digest = der.bytesOf(attributeValue(attributes, der.OID.messageDigest));
    const actual = sha256(content);
    const digestMatches = digest.length === actual.length && timingSafeEqual(digest, actual);
    const signed = der.toDer(der.retagAsSet(attributesNode));
    const signatureValid = verify('sha256', signed, { key: signer.publicKey, dsaEncoding: 'der' }, der.bytesOf(signatureNode));
    return { signer, certificates, signatureValid, digestMatches };
  } catch {
    return MALFORMED;
  }
}

/**
 * Checks a detached CMS signature over `content`: the message digest matches and the signer's
 * key signed the attributes. Which authority issued the signer is the caller's question.
 */
export function checkDetached(cms: Uint8Array, content: Uint8Array): CmsCheck {
  const inspected = inspectDetached(cms, content);
  if (!inspected.signer) return { ok: false, reason: 'MALFORMED' };
  if (!inspected.digestMatches) return { ok: false, reason: 'DIGEST_MISMATCH' };
  if (!inspected.signatureValid) return { ok: false, reason: 'BAD_SIGNATURE' };
  return { ok: true, signer: inspected.signer, certificates: inspected.certificates };
}
