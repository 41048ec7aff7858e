import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyUnavailableError, WrongKeyError } from './key-encryption-keys.ts';
import { createKeyFile, isInside, KeyFile, MasterKeyFileError } from './key-file.ts';
import { openMasterKeyFile } from './master-key.ts';

const dirs: string[] = [];
const newDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'jigap-keyfile-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the master key file (JIGAP_MASTER_KEY_FILE)', () => {
  it('is made once, mode 0600 in a folder of mode 0700; a second start keeps the first key', async () => {
    const path = join(newDir(), 'keys', 'master.key');
    expect(createKeyFile(path)).toBe(true);
    const first = readFileSync(path, 'utf8');
    expect(createKeyFile(path)).toBe(false);
    expect(readFileSync(path, 'utf8')).toBe(first);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(path, '..')).mode & 0o777).toBe(0o700);
    expect(await KeyFile.open(path).ids()).toHaveLength(1);
  });

  it('wraps a data key for its id only, and a key of the same id but other bytes does not unwrap it', async () => {
    const path = join(newDir(), 'master.key');
    createKeyFile(path);
    const keys = KeyFile.open(path);
    const dataKey = randomBytes(32);
    const wrapped = await keys.wrap(dataKey, 'dk-1');
    expect((await keys.unwrap(wrapped, 'dk-1')).equals(dataKey)).toBe(true);
    await expect(keys.unwrap(wrapped, 'dk-2')).rejects.toThrow(WrongKeyError);

    const content = JSON.parse(readFileSync(path, 'utf8'));
    content.keys[content.current] = randomBytes(32).toString('base64');
    const other = join(newDir(), 'master.key');
    writeFileSync(other, JSON.stringify(content), { mode: 0o600 });
    await expect(KeyFile.open(other).unwrap(wrapped, 'dk-1')).rejects.toThrow(/does not open the data keys it is named on/);
  });

  it('a rotation adds a current key and keeps the old one until it is retired; another process reading the file sees both', async () => {
    const path = join(newDir(), 'master.key');
    createKeyFile(path);
    const keys = KeyFile.open(path);
    const old = await keys.currentId();
    const wrappedBefore = await keys.wrap(randomBytes(32), 'dk-1');
    const elsewhere = KeyFile.open(path);
    const fresh = await keys.rotate();
    expect(fresh).not.toBe(old);
    expect(await keys.ids()).toEqual([fresh, old]);
    // The other process meets a key it has not read: it reads the file again at once.
    const wrappedAfter = await keys.wrap(randomBytes(32), 'dk-2');
    expect(wrappedAfter.kekId).toBe(fresh);
    await expect(elsewhere.unwrap(wrappedAfter, 'dk-2')).resolves.toHaveLength(32);
    await expect(keys.retire([fresh])).rejects.toThrow(/current key/);
    await keys.retire([old]);
    expect(await keys.ids()).toEqual([fresh]);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    await expect(keys.unwrap(wrappedBefore, 'dk-1')).rejects.toThrow(KeyUnavailableError);
  });

  it('servers on several machines: --prepare adds the next key without making it current; each machine’s copy then opens what is wrapped after the rotation', async () => {
    const path = join(newDir(), 'master.key');
    createKeyFile(path);
    const keys = KeyFile.open(path);
    const current = await keys.currentId();
    const next = await keys.prepare();
    expect(await keys.prepare()).toBe(next);
    expect(await keys.currentId()).toBe(current);
    expect(await keys.prepared()).toBe(next);
    await expect(keys.retire([next])).rejects.toThrow(/prepared for the next rotation/);
    // The copy on another machine, made after --prepare.
    const copy = join(newDir(), 'master.key');
    writeFileSync(copy, readFileSync(path), { mode: 0o600 });
    expect(await keys.rotate()).toBe(next);
    expect(await keys.prepared()).toBeNull();
    const wrapped = await keys.wrap(randomBytes(32), 'dk-9');
    expect(wrapped.kekId).toBe(next);
    await expect(KeyFile.open(copy).unwrap(wrapped, 'dk-9')).resolves.toHaveLength(32);
  });

  it('a missing file, a file that is not a key file and a key kept inside the data directory stop the start, each saying so', () => {
    const dir = newDir();
    expect(() => KeyFile.open(join(dir, 'none.key'))).toThrow(/master key file .*none\.key does not exist/);
    writeFileSync(join(dir, 'bad.key'), '{"format":"x"}');
    expect(() => KeyFile.open(join(dir, 'bad.key'))).toThrow(MasterKeyFileError);
    const say = () => undefined;
    expect(() => openMasterKeyFile({ path: join(dir, 'data', 'master.key'), create: true, dataDir: join(dir, 'data'), say })).toThrow(
      /inside the data directory .*: keep the key apart from the data it opens/,
    );
    expect(isInside(join(dir, 'keys', 'master.key'), join(dir, 'data'))).toBe(false);
  });

  it('npm start makes a missing one and says where; without being asked to, a start never makes one', () => {
    const dir = newDir();
    const said: string[] = [];
    const path = join(dir, 'keys', 'master.key');
    expect(() => openMasterKeyFile({ path, create: false, dataDir: join(dir, 'data'), say: (m) => said.push(m) })).toThrow(MasterKeyFileError);
    openMasterKeyFile({ path, create: true, dataDir: join(dir, 'data'), say: (m) => said.push(m) });
    expect(said).toEqual([expect.stringContaining(`created the master key ${path} (mode 0600)`)]);
    openMasterKeyFile({ path, create: true, dataDir: join(dir, 'data'), say: (m) => said.push(m) });
    expect(said).toHaveLength(1);
  });
});
