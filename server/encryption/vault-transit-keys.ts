import { KeyUnavailableError, WrongKeyError, type KeyEncryptionKeys, type WrappedDataKey } from './key-encryption-keys.ts';

export interface VaultTransitOptions {
  /** VAULT_ADDR: `https://vault.internal:8200`. */
  address: string;
  /** VAULT_TOKEN: a token whose policy allows encrypt, decrypt, read, rotate and config on this key only. */
  token: string;
  /** The transit key's name (JIGAP_VAULT_TRANSIT_KEY). */
  key: string;
  /** The transit engine's mount (JIGAP_VAULT_TRANSIT_MOUNT, default `transit`). */
  mount?: string;
}

interface KeyInfo {
  latest_version: number;
  min_decryption_version: number;
}

/** A Vault answer that is not a success: its status and Vault's own words. */
class VaultError extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
  ) {
    super(`Vault answered ${status}: ${errors.join('; ') || 'no reason given'}`);
  }
}

const VERSION = /^vault:v(\d+):/;

/**
 * The key-encryption keys of a HashiCorp Vault transit engine (docs/keys.md, "A KMS instead of the
 * file"): the keys never leave Vault; each data key is wrapped by Vault's `encrypt` with the data
 * key's id as the AEAD's associated data, and Vault's ciphertext (`vault:v3:…`) names the key
 * version, which is the key-encryption key's id here (`vault:<key>:v3`). A rotation is Vault's
 * `rotate`; retiring raises the key's `min_decryption_version`.
 */
export class VaultTransitKeys implements KeyEncryptionKeys {
  readonly description: string;
  private readonly base: string;

  constructor(private readonly options: VaultTransitOptions) {
    this.base = `${options.address.replace(/\/+$/, '')}/v1/${options.mount ?? 'transit'}`;
    this.description = `the Vault transit key ${options.key} at ${options.address}`;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: { 'X-Vault-Token': this.options.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const answer = (text ? JSON.parse(text) : {}) as { data?: T; errors?: string[] };
    if (!response.ok) throw new VaultError(response.status, answer.errors ?? []);
    return answer.data as T;
  }

  private idOf(version: number): string {
    return `vault:${this.options.key}:v${version}`;
  }

  private info(): Promise<KeyInfo> {
    return this.call<KeyInfo>('GET', `/keys/${this.options.key}`);
  }

  async currentId(): Promise<string> {
    return this.idOf((await this.info()).latest_version);
  }

  async wrap(dataKey: Buffer, context: string): Promise<WrappedDataKey> {
    const { ciphertext } = await this.call<{ ciphertext: string }>('POST', `/encrypt/${this.options.key}`, {
      plaintext: dataKey.toString('base64'),
      associated_data: Buffer.from(context).toString('base64'),
    });
    return { kekId: this.idOf(Number(VERSION.exec(ciphertext)?.[1])), wrapped: Buffer.from(ciphertext) };
  }

  async unwrap({ kekId, wrapped }: WrappedDataKey, context: string): Promise<Buffer> {
    const ciphertext = wrapped.toString();
    if (this.idOf(Number(VERSION.exec(ciphertext)?.[1])) !== kekId) throw new WrongKeyError(kekId, this.description);
    try {
      const { plaintext } = await this.call<{ plaintext: string }>('POST', `/decrypt/${this.options.key}`, { ciphertext, associated_data: Buffer.from(context).toString('base64') });
      return Buffer.from(plaintext, 'base64');
    } catch (error) {
      if (!(error instanceof VaultError) || error.status !== 400) throw error;
      if (error.errors.some((reason) => /disallowed by policy|version/i.test(reason))) throw new KeyUnavailableError(kekId, this.description, await this.ids());
      throw new WrongKeyError(kekId, this.description);
    }
  }

  async rotate(): Promise<string> {
    await this.call('POST', `/keys/${this.options.key}/rotate`, {});
    return this.currentId();
  }

  async retire(kekIds: readonly string[]): Promise<void> {
    const { latest_version: latest, min_decryption_version: min } = await this.info();
    let lowest = min;
    // Vault forgets versions from the oldest up: the retired ones must be the oldest held.
    while (lowest < latest && kekIds.includes(this.idOf(lowest))) lowest += 1;
    if (lowest > min) await this.call('POST', `/keys/${this.options.key}/config`, { min_decryption_version: lowest });
  }

  async ids(): Promise<string[]> {
    const { latest_version: latest, min_decryption_version: min } = await this.info();
    return Array.from({ length: latest - min + 1 }, (_, i) => this.idOf(latest - i));
  }
}
