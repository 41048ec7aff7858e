import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import * as der from './der.ts';

/**
 * X.509 v3 certificates for the demo issuing authority: ECDSA P-256 keys made by Node's crypto
 * (a millisecond, so a new database never waits for keys), certificates encoded with
 * node-forge's ASN.1 codec and signed by Node's crypto.
 */
export interface DistinguishedName {
  country: string;
  organization: string;
  organizationalUnit?: string;
  commonName: string;
}

export interface KeyPairPem {
  privateKeyPem: string;
  publicKey: KeyObject;
}

export function newKeyPair(): KeyPairPem {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey };
}

const attribute = (type: string, value: der.Node) => der.set([der.seq([der.oid(type), value])]);

export function encodeName(name: DistinguishedName): der.Node {
  return der.seq([
    attribute(der.OID.country, der.printable(name.country)),
    attribute(der.OID.organization, der.utf8(name.organization)),
    ...(name.organizationalUnit ? [attribute(der.OID.organizationalUnit, der.utf8(name.organizationalUnit))] : []),
    attribute(der.OID.commonName, der.utf8(name.commonName)),
  ]);
}

/** RFC 5280: dates through 2049 are UTCTime, later ones GeneralizedTime. */
const time = (date: Date) => (date.getUTCFullYear() < 2050 ? der.utcTime(date) : der.generalizedTime(date));

const keyIdentifier = (spki: Buffer): Buffer => {
  const subjectPublicKey = der.bytesOf(der.children(der.fromDer(spki))[1]).subarray(1);
  return createHash('sha1').update(subjectPublicKey).digest();
};

const extension = (type: string, critical: boolean, value: der.Node) =>
  der.seq([der.oid(type), ...(critical ? [der.bool(true)] : []), der.octets(der.toDer(value))]);

export interface NewCertificate {
  subject: DistinguishedName;
  publicKey: KeyObject;
  /** The signer: its name and private key (the subject's own for a self-signed root). */
  issuer: { name: DistinguishedName; privateKeyPem: string; publicKey: KeyObject };
  isAuthority: boolean;
  notBefore: Date;
  notAfter: Date;
  /** The subject's names on the web (subjectAltName): an OpenID4VCI issuer's origin and host name. */
  altNames?: { uris?: string[]; dnsNames?: string[] };
}

/** GeneralNames: dNSName [2] and uniformResourceIdentifier [6], both IA5 text under an implicit tag. */
const generalNames = ({ uris = [], dnsNames = [] }: NonNullable<NewCertificate['altNames']>) =>
  der.seq([...dnsNames.map((name) => der.implicitPrimitive(2, Buffer.from(name, 'ascii'))), ...uris.map((uri) => der.implicitPrimitive(6, Buffer.from(uri, 'ascii')))]);

/** A DER certificate: a root (self-signed, keyCertSign) or a document signer (digitalSignature, nonRepudiation). */
export function createCertificate(spec: NewCertificate): Buffer {
  const spki = spec.publicKey.export({ type: 'spki', format: 'der' });
  const issuerSpki = spec.issuer.publicKey.export({ type: 'spki', format: 'der' });
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f || 0x01;
  const algorithm = der.seq([der.oid(der.OID.ecdsaWithSha256)]);
  // keyUsage bits: digitalSignature(0) nonRepudiation(1) → 0b11000000; keyCertSign(5) cRLSign(6) → 0b00000110.
  const keyUsage = spec.isAuthority ? der.bits(Buffer.of(0x06), 1) : der.bits(Buffer.of(0xc0), 6);
  const tbs = der.seq([
    der.explicit(0, der.int(2)),
    der.bigInt(serial),
    algorithm,
    encodeName(spec.issuer.name),
    der.seq([time(spec.notBefore), time(spec.notAfter)]),
    encodeName(spec.subject),
    der.fromDer(spki),
    der.explicit(
      3,
      der.seq([
        extension(der.OID.basicConstraints, true, der.seq(spec.isAuthority ? [der.bool(true)] : [])),
        extension(der.OID.keyUsage, true, keyUsage),
        extension(der.OID.subjectKeyIdentifier, false, der.octets(keyIdentifier(spki))),
        extension(der.OID.authorityKeyIdentifier, false, der.seq([der.implicitPrimitive(0, keyIdentifier(issuerSpki))])),
        ...(spec.altNames ? [extension(der.OID.subjectAltName, false, generalNames(spec.altNames))] : []),
      ]),
    ),
  ]);
  const tbsDer = der.toDer(tbs);
  const signature = sign('sha256', tbsDer, { key: spec.issuer.privateKeyPem, dsaEncoding: 'der' });
  return der.toDer(der.seq([tbs, algorithm, der.bits(signature)]));
}

export const toPem = (certificate: Buffer): string =>
  `-----BEGIN CERTIFICATE-----\n${certificate.toString('base64').replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;

export const publicKeyOfPem = (privateKeyPem: string): KeyObject => createPublicKey(privateKeyPem);
