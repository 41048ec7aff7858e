import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** How long the url of a password-protected copy works: the client fetches it at once. */
export const DOWNLOAD_LINK_TTL_MS = 2 * 60_000;
export const DOWNLOAD_FILE_PATH = '/api/v2/document-download';

export interface DownloadLink {
  documentId: string;
  userId: string;
  password: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Urls of password-protected copies: `/api/v2/document-download/{iv}.{sealed}`, the token the
 * document, its owner, the password and the expiry sealed with AES-256-GCM under a server
 * secret. The password travels only inside the sealed token (never in a log line in clear,
 * never in the database), and any server process on the same database opens it.
 */
export class DownloadLinks {
  constructor(
    private readonly key: Buffer,
    private readonly ttlMs = DOWNLOAD_LINK_TTL_MS,
  ) {}

  url(link: DownloadLink, now = Date.now()): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const plain = Buffer.from(JSON.stringify([link.documentId, link.userId, link.password, now + this.ttlMs]), 'utf8');
    const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    return `${DOWNLOAD_FILE_PATH}/${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  /** The link, or null when the token is forged, malformed or expired. */
  open(token: string, now = Date.now()): DownloadLink | null {
    const [ivText, sealedText, ...rest] = token.split('.');
    if (!ivText || !sealedText || rest.length > 0) return null;
    const iv = Buffer.from(ivText, 'base64url');
    const sealed = Buffer.from(sealedText, 'base64url');
    if (iv.length !== IV_BYTES || sealed.length <= TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
      const parsed: unknown = JSON.parse(plain.toString('utf8'));
      if (!Array.isArray(parsed) || parsed.length !== 4) return null;
      const [documentId, userId, password, expiresAt] = parsed as unknown[];
      if (typeof documentId !== 'string' || typeof userId !== 'string' || typeof password !== 'string' || typeof expiresAt !== 'number') return null;
      if (expiresAt < now) return null;
      return { documentId, userId, password };
    } catch {
      return null;
    }
  }
}
