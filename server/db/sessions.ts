import type { Database } from './database.ts';
import { ReadCache } from './read-cache.ts';

export interface Session {
  id: string;
  userId: string;
  deviceId: string;
  messengerVersion: string;
  expiresAt: number;
}

interface SessionRow {
  id: string;
  user_id: string;
  device_id: string;
  messenger_version: string;
  expires_at: string;
}

/** Sessions, read through a ReadCache like users (the session check runs on every API call). */
export class SessionsRepo {
  private readonly cache: ReadCache<Session>;

  constructor(private readonly db: Database) {
    this.cache = new ReadCache(db);
  }

  async create(session: Omit<Session, 'expiresAt'> & { createdAt: string; expiresAt: string }): Promise<void> {
    await this.db.run(
      'INSERT INTO sessions (id, user_id, device_id, messenger_version, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      [session.id, session.userId, session.deviceId, session.messengerVersion, session.createdAt, session.expiresAt],
    );
  }

  /** The live session of this id when the read cache holds it (SQLite), without a query. */
  cached(id: string, now = Date.now()): Session | undefined {
    const session = this.cache.get(id);
    return session && session.expiresAt > now ? session : undefined;
  }

  /** The live session of this id, or undefined when unknown or expired. */
  async find(id: string, now = Date.now()): Promise<Session | undefined> {
    let session = this.cache.get(id);
    if (!session) {
      const row = await this.db.get<SessionRow>(
        'SELECT id, user_id, device_id, messenger_version, expires_at FROM sessions WHERE id = ?',
        [id],
      );
      if (!row) return undefined;
      session = {
        id: row.id,
        userId: row.user_id,
        deviceId: row.device_id,
        messengerVersion: row.messenger_version,
        expiresAt: Date.parse(row.expires_at),
      };
      this.cache.set(id, session);
    }
    return session.expiresAt > now ? session : undefined;
  }

  /** Drops sessions that expired before `now` (run at start; expired ones are refused anyway). */
  async deleteExpired(now: string): Promise<number> {
    return (await this.db.run('DELETE FROM sessions WHERE expires_at < ?', [now])).changes;
  }

  async delete(id: string): Promise<void> {
    await this.db.run('DELETE FROM sessions WHERE id = ?', [id]);
    this.cache.delete(id);
  }
}
