import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who a document link was made for. The file route serves it only to that subject, and only
 * while what it was issued through still allows reading: the owner's document (`user`), a
 * sent/received record of a wallet user (`record`), or a one-time link after its PIN was entered (`once`).
 */
export type LinkSubject =
  | { kind: 'user'; userId: string }
  | { kind: 'record'; userId: string; distributionId: string }
  | { kind: 'once'; linkId: string };

/** How a one-time link's reader proves it may read a document (registered by the one-time link's routes). */
export type OnceLinkCheck = (request: FastifyRequest, linkId: string, documentId: string) => Promise<boolean>;

export interface OpenedLink {
  documentId: string;
  subject: LinkSubject;
}

/** How long a document url works (000 §2.3 viewer: opened at once; a reload asks again). */
export const DOCUMENT_LINK_TTL_MS = 5 * 60_000;
export const DOCUMENT_FILE_PATH = '/api/v2/document-file';

const encode = (value: string) => Buffer.from(value, 'utf8').toString('base64url');
const subjectText = (subject: LinkSubject): string => {
  if (subject.kind === 'user') return `u:${subject.userId}`;
  if (subject.kind === 'record') return `r:${JSON.stringify([subject.userId, subject.distributionId])}`;
  return `s:${subject.linkId}`;
};
const parseRecord = (text: string): LinkSubject | null => {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [userId, distributionId] = parsed as unknown[];
  return typeof userId === 'string' && userId && typeof distributionId === 'string' && distributionId ? { kind: 'record', userId, distributionId } : null;
};
const parseSubject = (text: string): LinkSubject | null => {
  if (text.startsWith('u:') && text.length > 2) return { kind: 'user', userId: text.slice(2) };
  if (text.startsWith('r:')) return parseRecord(text.slice(2));
  if (text.startsWith('s:') && text.length > 2) return { kind: 'once', linkId: text.slice(2) };
  return null;
};

/**
 * Short-lived document urls: `/api/v2/document-file/{token}`, the token an HMAC over the
 * document id, the subject and the expiry. Stateless, so any server process checks it.
 */
export class DocumentLinks {
  constructor(
    private readonly secret: Buffer,
    private readonly ttlMs = DOCUMENT_LINK_TTL_MS,
  ) {}

  url(documentId: string, subject: LinkSubject, now = Date.now()): string {
    const payload = encode(JSON.stringify([documentId, subjectText(subject), now + this.ttlMs]));
    return `${DOCUMENT_FILE_PATH}/${payload}.${this.mac(payload)}`;
  }

  /** The link's document and subject, or null when the token is forged, malformed or expired. */
  open(token: string, now = Date.now()): OpenedLink | null {
    const [payload, mac, ...rest] = token.split('.');
    if (!payload || !mac || rest.length > 0) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (!Array.isArray(parsed) || parsed.length !== 3) return null;
      const [documentId, subject, expiresAt] = parsed as unknown[];
      if (typeof documentId !== 'string' || typeof subject !== 'string' || typeof expiresAt !== 'number') return null;
      if (expiresAt < now) return null;
      const parsedSubject = parseSubject(subject);
      return parsedSubject ? { documentId, subject: parsedSubject } : null;
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
