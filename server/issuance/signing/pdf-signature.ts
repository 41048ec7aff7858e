import { pdfkitAddPlaceholder } from '@signpdf/placeholder-pdfkit';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { signDetached, type CmsSigner } from './cms.ts';

/**
 * The signature embedded in the PDF: pdfkit gets a signature field whose /Contents is a
 * placeholder; @signpdf/signpdf fills /ByteRange, and the CMS signature over every byte but the
 * placeholder goes in. Any PDF reader (pdfsig, Acrobat) checks it without Jigap.
 */
export const SIGNATURE_BYTES = 4096;

export interface SignatureFields {
  /** The signer's name as readers show it (the issuing agency). */
  name: string;
  /** Why it was signed: carries the document number, so a verifier finds the record. */
  reason: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/** Adds the signature field to the document being written (call before `end()`). */
export function addSignaturePlaceholder(doc: PDFKit.PDFDocument, fields: SignatureFields): void {
  pdfkitAddPlaceholder({
    pdf: doc,
    pdfBuffer: Buffer.alloc(0),
    reason: fields.reason,
    name: fields.name,
    location: fields.location,
    contactInfo: fields.contactInfo,
    signingTime: fields.signingTime,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Jigap',
  });
}

class CmsPdfSigner extends Signer {
  constructor(private readonly signer: CmsSigner) {
    super();
  }

  override sign(content: Buffer): Promise<Buffer> {
    return Promise.resolve(signDetached(content, this.signer));
  }
}

/** Fills the placeholder: the finished, signed file. */
export function signPdf(pdfWithPlaceholder: Buffer, signer: CmsSigner): Promise<Buffer> {
  return new SignPdf().sign(pdfWithPlaceholder, new CmsPdfSigner(signer));
}

export interface EmbeddedSignature {
  /** The CMS bytes from /Contents (zero padding removed by the DER reader). */
  cms: Buffer;
  /** The bytes the signature covers: every range of /ByteRange, in order. */
  signedContent: Buffer;
  /** True when the ranges start at 0, skip only /Contents and end at the end of the file. */
  coversWholeFile: boolean;
  /** The signature dictionary's text (latin1): /Reason and /Name are read from it. */
  dictionary: string;
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** The last signature of the file, or null when it has none. */
export function readEmbeddedSignature(pdf: Buffer): EmbeddedSignature | null {
  const text = pdf.toString('latin1');
  const match = [...text.matchAll(BYTE_RANGE)].at(-1);
  if (!match) return null;
  const [a, b, c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
  if (a !== 0 || b <= 0 || c <= b + 1 || c + d > pdf.length) return null;
  const hole = text.slice(b, c);
  if (!/^<[0-9A-Fa-f]*>$/.test(hole)) return null;
  const start = text.lastIndexOf('<<', match.index);
  const end = text.indexOf('>>', c);
  return {
    cms: Buffer.from(hole.slice(1, -1), 'hex'),
    signedContent: Buffer.concat([pdf.subarray(a, b), pdf.subarray(c, c + d)]),
    coversWholeFile: c + d === pdf.length,
    dictionary: start >= 0 && end >= 0 ? text.slice(start, end + 2) : '',
  };
}

/** A PDF text string of the dictionary (`(literal)` or `<FEFF hex>`), decoded. */
export function dictionaryString(dictionary: string, key: string): string | undefined {
  const hex = new RegExp(`/${key}\\s*<([0-9A-Fa-f]*)>`).exec(dictionary);
  if (hex) {
    const bytes = Buffer.from(hex[1]!, 'hex');
    return bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : bytes.toString('latin1');
  }
  const literal = new RegExp(`/${key}\\s*\\(((?:\\\\.|[^\\\\)])*)\\)`).exec(dictionary);
  if (!literal) return undefined;
  const raw = Buffer.from(literal[1]!.replace(/\\([nrtbf()\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c), 'latin1');
  return raw[0] === 0xfe && raw[1] === 0xff ? Buffer.from(raw.subarray(2)).swap16().toString('utf16le') : raw.toString('latin1');
}
