import { createHash } from 'node:crypto';
import { declaredProperties } from '../../catalogue/schema-walk.ts';
import type { JsonSchema } from '../../catalogue/types.ts';
import { signPdf, type SignatureFields } from '../signing/pdf-signature.ts';
import { protectAndSign } from '../signing/protected-copy.ts';
import type { CmsSigner } from '../signing/cms.ts';
import { drawDocument } from './draw.ts';
import type { DocumentLayout } from './layout.ts';
import { resolveDocument, type DocumentModel, type IssueFacts, type PrintedFact } from './resolve.ts';
import { documentTexts } from './texts.ts';
import { validityWords, validUntil, type Validity } from '../validity.ts';
import { koreaClock } from '../../../shared/korea-time.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026년 11월 23일` and `… 14:05`, in Korea time. */
export function koreanDate(iso: string, withTime = false): string {
  const kst = koreaClock(Date.parse(iso));
  const date = `${kst.getUTCFullYear()}년 ${pad(kst.getUTCMonth() + 1)}월 ${pad(kst.getUTCDate())}일`;
  return withTime ? `${date} ${pad(kst.getUTCHours())}:${pad(kst.getUTCMinutes())}` : date;
}

/** `2026년 11월 23일 14:05` (Korea time). */
export const koreanDateTime = (date: Date): string => koreanDate(date.toISOString(), true);

/** 열람번호: four groups of four digits, fixed by the document number. */
export function viewNumberOf(documentNumber: string): string {
  const digits = [...createHash('sha256').update(`view:${documentNumber}`).digest()].map((b) => String(b % 10)).join('');
  return digits.slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1-');
}

export interface IssuedFacts {
  documentNumber: string;
  issuedAt: string;
  issuerName: string;
  name: string;
  holderName: string;
  /** The validity the document states (its folder's, stored with it); null: none. */
  validity: Validity | null;
}

/** '발급일로부터 30일 (2026년 03월 30일까지)', or '' for a document that states no validity. */
function validityFacts(validity: Validity | null, issuedAt: string): Pick<IssueFacts, 'validity' | 'validUntil'> {
  if (!validity) return { validity: '', validUntil: '' };
  const until = koreanDate(validUntil(validity, issuedAt));
  return { validity: `${validityWords(validity)} (${until}까지)`, validUntil: until };
}

export function issueFacts(document: IssuedFacts): IssueFacts {
  return {
    ...validityFacts(document.validity, document.issuedAt),
    documentNumber: document.documentNumber,
    viewNumber: viewNumberOf(document.documentNumber),
    issuedAt: document.issuedAt,
    date: koreanDate(document.issuedAt),
    dateTime: koreanDate(document.issuedAt, true),
    issuerName: document.issuerName,
    name: document.name,
    holderName: document.holderName,
  };
}

/**
 * The layout of a certificate folder without document.json: the title, the holder, and the
 * form's values by their labels (what every document showed before layouts).
 */
export function defaultLayout(formSchema: JsonSchema | undefined): DocumentLayout {
  const fields = formSchema ? [...declaredProperties(formSchema).entries()] : [];
  return {
    title: '{issue.name}',
    meta: [{ label: '발급일시', value: '{issue.dateTime}' }],
    sections: [
      {
        type: 'fields',
        rows: [
          { label: '성명', value: '{record.person.name}' },
          { label: '주민등록번호', value: '{record.person.rrn|rrnMasked}' },
          { label: '주소', value: '{record.person.address}' },
        ],
      },
      ...(fields.length > 0
        ? [{ type: 'fields' as const, heading: '신청 내용', rows: fields.map(([key, prop]) => ({ label: typeof prop.title === 'string' ? prop.title : key, value: `{form.${key}|choice}`, when: { field: `form.${key}`, exists: true } })) }]
        : []),
      { type: 'seal', statement: '위 내용은 발급기관의 기록과 같음을 증명합니다.', authority: '{issue.issuerName}' },
    ],
  };
}

export interface RenderInput {
  layout: DocumentLayout;
  form: Record<string, unknown>;
  formSchema?: JsonSchema;
  record: unknown;
  issue: IssueFacts;
  /** The service's public origin (JIGAP_PUBLIC_URL): the verification line and the signature's contact name it. */
  origin?: string;
}

/** Where a document says it can be checked when no public origin is given (a preview). */
export const PREVIEW_ORIGIN = 'http://localhost:8080';

export interface RenderSigner {
  cms: CmsSigner;
  /** The signer's name as readers show it. */
  name: string;
}

/** The document as text (for tests and previews that read rather than draw). */
export const documentModel = (input: RenderInput): DocumentModel =>
  resolveDocument(input.layout, { form: input.form, record: input.record, issue: input.issue, formSchema: input.formSchema });

/**
 * Every value the document prints, in order, from the same resolution its PDF is drawn from: what
 * its verifiable credential holds (server/credentials).
 */
export function printedFacts(input: RenderInput): PrintedFact[] {
  const facts: PrintedFact[] = [];
  resolveDocument(input.layout, { form: input.form, record: input.record, issue: input.issue, formSchema: input.formSchema }, (fact) => facts.push(fact));
  return facts;
}

/**
 * One renderer for every certificate: the layout read against the data, drawn with pdfkit,
 * and — given a signer — signed inside the file (PAdES). Without a signer: an unsigned preview.
 */
export async function renderDocumentPdf(input: RenderInput, signer?: RenderSigner): Promise<Buffer> {
  const model = documentModel(input);
  const origin = input.origin ?? PREVIEW_ORIGIN;
  const pdf = await drawDocument(model, {
    documentNumber: input.issue.documentNumber,
    issuerName: input.issue.issuerName,
    origin,
    signature: signer && signatureFieldsOf(input, signer.name),
  });
  return signer ? await signPdf(pdf, signer.cms) : pdf;
}

/** What the issuer's signature says of itself: who, why (the document number, which the verifier reads), where, when. */
export function signatureFieldsOf(input: Pick<RenderInput, 'issue' | 'origin'>, signerName: string): SignatureFields {
  const t = documentTexts();
  return {
    name: signerName,
    reason: t.signatureReason(input.issue.documentNumber),
    location: t.signatureLocation,
    contactInfo: `${input.origin ?? PREVIEW_ORIGIN}/verify`,
    signingTime: new Date(input.issue.issuedAt),
  };
}

/**
 * The password-protected copy a citizen saves (000 §2.3 PDF로 저장): the same document drawn
 * again, encrypted with the password, then signed by the issuer inside the encrypted file, so a
 * reader given the password checks the signature as on the original (signing first and
 * encrypting after would break it).
 */
export async function renderProtectedCopy(input: RenderInput, signer: RenderSigner, password: string): Promise<Buffer> {
  return protectAndSign(await renderDocumentPdf(input), password, signer.cms, signatureFieldsOf(input, signer.name));
}

/** What the render thread draws (server/issuance/render-thread.ts): the document signed, or its password-protected copy. */
export interface RenderRequest {
  input: RenderInput;
  signer: RenderSigner;
  /** Set: the protected copy (renderProtectedCopy). */
  password?: string;
}

/** The render thread's handler: runs in a worker thread, answers the PDF's bytes. */
export const renderRequest = ({ input, signer, password }: RenderRequest): Promise<Uint8Array> =>
  password === undefined ? renderDocumentPdf(input, signer) : renderProtectedCopy(input, signer, password);
