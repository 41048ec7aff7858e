import { createSign } from 'node:crypto';
import { PDF, type Signer } from '@libpdf/core';
import type { CmsSigner } from './cms.ts';
import type { SignatureFields } from './pdf-signature.ts';

/** The issuer's key as @libpdf/core signs with it: ECDSA P-256 with SHA-256, DER signatures. */
function libpdfSigner(signer: CmsSigner): Signer {
  return {
    certificate: new Uint8Array(signer.certificate),
    certificateChain: signer.chain.map((certificate) => new Uint8Array(certificate)),
    keyType: 'EC',
    signatureAlgorithm: 'ECDSA',
    sign: async (data) => new Uint8Array(createSign('sha256').update(data).sign({ key: signer.privateKeyPem, dsaEncoding: 'der' })),
  };
}

/**
 * An unsigned PDF encrypted so it opens only with `password` (AES-256, the PDF 2.0 standard
 * security handler; the owner password is random) and then signed inside the encrypted file
 * (PAdES B-B, ETSI.CAdES.detached). The signature's /Contents is left unencrypted, as the PDF
 * standard says, so any reader that has the password validates it (pdfsig -upw).
 * pdfkit's placeholder cannot be carried through encryption, so this one file is signed by
 * @libpdf/core, with the same key and the same signature fields as the original.
 */
export async function protectAndSign(unsigned: Uint8Array, password: string, signer: CmsSigner, fields: SignatureFields): Promise<Buffer> {
  const plain = await PDF.load(unsigned);
  plain.setProtection({ userPassword: password, algorithm: 'AES-256' });
  const encrypted = await PDF.load(await plain.save(), { credentials: password });
  const { bytes } = await encrypted.sign({
    signer: libpdfSigner(signer),
    reason: fields.reason,
    location: fields.location,
    contactInfo: fields.contactInfo,
    signingTime: fields.signingTime,
    subFilter: 'ETSI.CAdES.detached',
    level: 'B-B',
  });
  return Buffer.from(bytes);
}
