import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFromEnvironment } from './open-database.ts';

describe('databaseFromEnvironment', () => {
  it('names the SQLite file JIGAP_DB gives, resolved, and keeps the key out of its folder', () => {
    const database = databaseFromEnvironment({ JIGAP_DB: 'some/dir/x.db' });
    expect(database).toEqual({ url: undefined, sqlitePath: resolve('some/dir/x.db'), dataDir: dirname(resolve('some/dir/x.db')) });
  });

  it('falls back to ./data/jigap.db when JIGAP_DB is unset or empty', () => {
    expect(databaseFromEnvironment({}).sqlitePath).toBe(resolve('data/jigap.db'));
    expect(databaseFromEnvironment({ JIGAP_DB: '' }).sqlitePath).toBe(resolve('data/jigap.db'));
  });

  it('chooses PostgreSQL when JIGAP_DATABASE_URL is set, with no data folder to guard', () => {
    const database = databaseFromEnvironment({ JIGAP_DATABASE_URL: 'postgres://u@h/jigap', JIGAP_DB: 'x.db' });
    expect(database.url).toBe('postgres://u@h/jigap');
    expect(database.dataDir).toBeNull();
  });

  it('reads an empty JIGAP_DATABASE_URL as unset', () => {
    expect(databaseFromEnvironment({ JIGAP_DATABASE_URL: '' }).url).toBeUndefined();
  });
});
