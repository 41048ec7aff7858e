import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, relative, resolve, isAbsolute } from 'node:path';
import { KEY_BYTES, open, seal, SealedValueError } from './envelope.ts';
import { KeyUnavailableError, WrongKeyError, type KeyEncryptionKeys, type WrappedDataKey } from './key-encryption-keys.ts';

const FORMAT = 'jigap-master-keys/1';
/** A process looks at the file again at most this often for a key made current elsewhere (a rotation). */
const RECHECK_MS = 1000;

/** What the file holds: every key by id (base64), which wraps new data keys, and one made ready for the next rotation. */
interface KeyFileContent {
  format: typeof FORMAT;
  current: string;
  keys: Record<string, string>;
  next?: string;
}

/** The key file named is missing or not a key file. */
export class MasterKeyFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MasterKeyFileError';
  }
}

const newKeyId = (): string => `mk-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex')}`;

function parse(path: string, text: string): KeyFileContent {
  let content: Partial<KeyFileContent>;
  try {
    content = JSON.parse(text) as Partial<KeyFileContent>;
  } catch {
    throw new MasterKeyFileError(`${path} is not a Jigap master key file (not JSON)`);
  }
  const keys = content.keys ?? {};
  const valid = content.format === FORMAT && typeof content.current === 'string' && Object.values(keys).every((key) => Buffer.from(String(key), 'base64').length === KEY_BYTES);
  if (!valid || !content.current || !(content.current in keys) || (content.next !== undefined && !(content.next in keys))) throw new MasterKeyFileError(`${path} is not a Jigap master key file (format ${FORMAT}, a current key of ${KEY_BYTES} bytes)`);
  return content as KeyFileContent;
}

/** A new file with `content`, readable by its owner only. */
function writeWhole(path: string, content: KeyFileContent): void {
  const fd = openSync(path, 'wx', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(content, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  chmodSync(path, 0o600);
}

/** Replaces the file whole or not at all (a new file beside it, then a rename). */
function writeAtomically(path: string, content: KeyFileContent): void {
  const temporary = `${path}.${process.pid}.${randomBytes(3).toString('hex')}.new`;
  writeWhole(temporary, content);
  renameSync(temporary, path);
}

/**
 * Creates a key file with one new key, mode 0600 in a folder of mode 0700 (made if need be), unless
 * one is there (another process made it first: that one stands). True when this call made it.
 */
export function createKeyFile(path: string): boolean {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const id = newKeyId();
  const temporary = `${path}.${process.pid}.${randomBytes(3).toString('hex')}.new`;
  writeWhole(temporary, { format: FORMAT, current: id, keys: { [id]: randomBytes(KEY_BYTES).toString('base64') } });
  try {
    // A hard link appears whole and fails when the name is taken: two first starts make one key.
    linkSync(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/** True when `path` lies inside `folder` (the key must be kept apart from the data). */
export function isInside(path: string, folder: string): boolean {
  const rel = relative(resolve(folder), resolve(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The embedded key-encryption keys: a JSON file of AES-256 keys (JIGAP_MASTER_KEY_FILE), kept
 * outside the data directory, readable by the server's user only. A rotation adds a key and makes
 * it current (the file is replaced whole); every process using the file sees it within a second,
 * or at once when it meets a data key wrapped by a key it has not read yet.
 */
export class KeyFile implements KeyEncryptionKeys {
  readonly description: string;
  private content: KeyFileContent;
  private stamp: string;
  private checkedAt = Date.now();

  private constructor(readonly path: string) {
    this.description = `the key file ${path}`;
    this.content = parse(path, readFileSync(path, 'utf8'));
    this.stamp = this.currentStamp();
  }

  /** Opens the key file at `path`; MasterKeyFileError when it is missing or not a key file. */
  static open(path: string): KeyFile {
    const full = resolve(path);
    if (!existsSync(full)) throw new MasterKeyFileError(`the master key file ${full} does not exist`);
    return new KeyFile(full);
  }

  /** True when others than its owner may read the file (it should be 0600). */
  get readableByOthers(): boolean {
    return (statSync(this.path).mode & 0o077) !== 0;
  }

  private currentStamp(): string {
    const stat = statSync(this.path);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  }

  /** Reads the file again when it changed (a rotation by another process). */
  private refresh(force = false): void {
    const now = Date.now();
    if (!force && now - this.checkedAt < RECHECK_MS) return;
    this.checkedAt = now;
    const stamp = this.currentStamp();
    if (stamp === this.stamp) return;
    this.content = parse(this.path, readFileSync(this.path, 'utf8'));
    this.stamp = stamp;
  }

  private key(kekId: string): Buffer {
    let key = this.content.keys[kekId];
    if (key === undefined) {
      this.refresh(true);
      key = this.content.keys[kekId];
    }
    if (key === undefined) throw new KeyUnavailableError(kekId, this.description, Object.keys(this.content.keys));
    return Buffer.from(key, 'base64');
  }

  async currentId(): Promise<string> {
    this.refresh();
    return this.content.current;
  }

  async wrap(dataKey: Buffer, context: string): Promise<WrappedDataKey> {
    const kekId = await this.currentId();
    return { kekId, wrapped: seal(this.key(kekId), kekId, dataKey, `data-key:${context}`) };
  }

  async unwrap({ kekId, wrapped }: WrappedDataKey, context: string): Promise<Buffer> {
    try {
      return open(this.key(kekId), wrapped, `data-key:${context}`);
    } catch (error) {
      if (error instanceof SealedValueError) throw new WrongKeyError(kekId, this.description);
      throw error;
    }
  }

  /** The key made ready by `prepare` (copied to every machine since), or a new one, becomes current. */
  async rotate(): Promise<string> {
    this.refresh(true);
    const { next, ...content } = this.content;
    const id = next ?? newKeyId();
    this.replace({ ...content, current: id, keys: next ? content.keys : { [id]: randomBytes(KEY_BYTES).toString('base64'), ...content.keys } });
    return id;
  }

  /**
   * A new key in the file, not current yet: for processes on several machines, each with its copy of
   * the file — copy it everywhere, then rotate (every process then holds the key the data keys are
   * re-wrapped under). Answers its id (the one already prepared, if any).
   */
  async prepare(): Promise<string> {
    this.refresh(true);
    if (this.content.next) return this.content.next;
    const id = newKeyId();
    this.replace({ ...this.content, next: id, keys: { ...this.content.keys, [id]: randomBytes(KEY_BYTES).toString('base64') } });
    return id;
  }

  async prepared(): Promise<string | null> {
    this.refresh(true);
    return this.content.next ?? null;
  }

  private replace(content: KeyFileContent): void {
    this.content = content;
    writeAtomically(this.path, content);
    this.stamp = this.currentStamp();
  }

  async retire(kekIds: readonly string[]): Promise<void> {
    this.refresh(true);
    if (kekIds.includes(this.content.current)) throw new Error(`the current key ${this.content.current} cannot be retired`);
    if (this.content.next && kekIds.includes(this.content.next)) throw new Error(`the key ${this.content.next} is prepared for the next rotation`);
    this.replace({ ...this.content, keys: Object.fromEntries(Object.entries(this.content.keys).filter(([id]) => !kekIds.includes(id))) });
  }

  async ids(): Promise<string[]> {
    this.refresh(true);
    return [this.content.current, ...Object.keys(this.content.keys).filter((id) => id !== this.content.current)];
  }
}
