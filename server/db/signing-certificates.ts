import { SERVER_OWNER, type Sealer } from '../encryption/sealer.ts';
import type { Database } from './database.ts';

/** A certificate of the demo issuing authority with its private key, as stored. */
export interface StoredCertificate {
  /** 'root' for the CA, 'issuer:<issuer name>' for an issuer's signing certificate. */
  slot: string;
  serial: string;
  /** The subject as readers show it: `CN=행정안전부, O=…, C=KR`. */
  subject: string;
  certificatePem: string;
  privateKeyPem: string;
}

const COLUMNS = 'slot, serial, subject, certificate AS "certificatePem", private_key AS "privateKeyPem"';

/**
 * The demo CA's material, kept in the database so that every server process on it signs with
 * the same authority (never only a local file). The private keys are sealed under the server's
 * data key (server/encryption): a copy of the database cannot sign.
 */
export class SigningCertificatesRepo {
  constructor(
    private readonly db: Database,
    private readonly sealer: Sealer,
  ) {}

  private async opened(row: StoredCertificate | undefined): Promise<StoredCertificate | undefined> {
    return row && { ...row, privateKeyPem: await this.sealer.openText('signing_certificates.private_key', row.slot, row.privateKeyPem) };
  }

  async find(slot: string): Promise<StoredCertificate | undefined> {
    return this.opened(await this.db.get<StoredCertificate>(`SELECT ${COLUMNS} FROM signing_certificates WHERE slot = ?`, [slot]));
  }

  async findBySerial(serial: string): Promise<StoredCertificate | undefined> {
    return this.opened(await this.db.get<StoredCertificate>(`SELECT ${COLUMNS} FROM signing_certificates WHERE serial = ?`, [serial]));
  }

  /** Stores the certificate unless its slot is taken (another process was first); answers the one in force. */
  async add(certificate: StoredCertificate, now: string): Promise<StoredCertificate> {
    const privateKey = await this.sealer.sealText(SERVER_OWNER, 'signing_certificates.private_key', certificate.slot, certificate.privateKeyPem);
    await this.db.run(
      `INSERT INTO signing_certificates (slot, serial, subject, certificate, private_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (slot) DO NOTHING`,
      [certificate.slot, certificate.serial, certificate.subject, certificate.certificatePem, privateKey, now],
    );
    return (await this.find(certificate.slot)) ?? certificate;
  }
}
