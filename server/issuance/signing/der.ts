import forge from 'node-forge';

/**
 * The few DER building blocks X.509 certificates and CMS signatures need, on node-forge's ASN.1
 * codec. forge works on binary strings; these helpers take and give Buffers at the edges.
 */
const { asn1 } = forge;
export type Node = forge.asn1.Asn1;

export const OID = {
  commonName: '2.5.4.3',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  ecPublicKey: '1.2.840.10045.2.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  subjectKeyIdentifier: '2.5.29.14',
  authorityKeyIdentifier: '2.5.29.35',
  subjectAltName: '2.5.29.17',
} as const;

const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;
const binary = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

export const seq = (items: Node[]): Node => asn1.create(U, T.SEQUENCE, true, items);
export const set = (items: Node[]): Node => asn1.create(U, T.SET, true, items);
export const oid = (value: string): Node => asn1.create(U, T.OID, false, asn1.oidToDer(value).getBytes());
export const int = (value: number): Node => asn1.create(U, T.INTEGER, false, asn1.integerToDer(value).getBytes());
/** A positive INTEGER from big-endian bytes (a serial number). */
export const bigInt = (bytes: Uint8Array): Node => asn1.create(U, T.INTEGER, false, binary(bytes[0]! & 0x80 ? Buffer.concat([Buffer.of(0), bytes]) : bytes));
export const bool = (value: boolean): Node => asn1.create(U, T.BOOLEAN, false, value ? '\xff' : '\x00');
export const octets = (bytes: Uint8Array): Node => asn1.create(U, T.OCTETSTRING, false, binary(bytes));
export const bits = (bytes: Uint8Array, unusedBits = 0): Node => asn1.create(U, T.BITSTRING, false, String.fromCharCode(unusedBits) + binary(bytes));
export const utf8 = (text: string): Node => asn1.create(U, T.UTF8, false, forge.util.encodeUtf8(text));
export const printable = (text: string): Node => asn1.create(U, T.PRINTABLESTRING, false, text);
export const generalizedTime = (date: Date): Node => asn1.create(U, T.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(date));
export const utcTime = (date: Date): Node => asn1.create(U, T.UTCTIME, false, asn1.dateToUtcTime(date));
/** [n] EXPLICIT: a context tag around one node. */
export const explicit = (tag: number, node: Node): Node => asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, [node]);
/** [n] IMPLICIT of a constructed node (SET OF, SEQUENCE): the same content under a context tag. */
export const implicit = (tag: number, node: Node): Node => asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, node.value as Node[]);
/** [n] IMPLICIT of a primitive (an OCTET STRING key identifier). */
export const implicitPrimitive = (tag: number, bytes: Uint8Array): Node => asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, false, binary(bytes));

export const toDer = (node: Node): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'latin1');
export const fromDer = (bytes: Uint8Array): Node => asn1.fromDer(forge.util.createBuffer(binary(bytes)), { strict: false, parseAllBytes: false, decodeBitStrings: false } as never);

export const children = (node: Node | undefined): Node[] => (node && Array.isArray(node.value) ? node.value : []);
export const bytesOf = (node: Node | undefined): Buffer => Buffer.from(node && typeof node.value === 'string' ? node.value : '', 'latin1');
export const oidOf = (node: Node | undefined): string | undefined =>
  node && node.type === T.OID && typeof node.value === 'string' ? asn1.derToOid(node.value) : undefined;
export const isContext = (node: Node | undefined, tag: number): boolean => node?.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === tag;
/** The same node re-encoded under another tag: CMS signs the signed attributes as a SET, not as [0]. */
export const retagAsSet = (node: Node): Node => set(children(node));
