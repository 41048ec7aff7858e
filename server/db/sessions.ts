import type { Database } from './database.ts';

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

/** Sessions, cached in memory like users (the session check runs on every API call). */
export class SessionsRepo {
  private readonly cache = new Map<string, Session>();

  constructor(private readonly db: Database) {}

  create(session: Omit<Session, 'expiresAt'> & { createdAt: string; expiresAt: string }): void {
    this.db.run(
      'INSERT INTO sessions (id, user_id, device_id, messenger_version, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      [session.id, session.userId, session.deviceId, session.messengerVersion, session.createdAt, session.expiresAt],
    );
  }

  /** The live session of this id, or undefined when unknown or expired. */
  find(id: string, now = Date.now()): Session | undefined {
    let session = this.cache.get(id);
    if (!session) {
      const row = this.db.get<SessionRow>(
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
  deleteExpired(now: string): number {
    return this.db.run('DELETE FROM sessions WHERE expires_at < ?', [now]).changes;
  }

  delete(id: string): void {
    this.db.run('DELETE FROM sessions WHERE id = ?', [id]);
    this.cache.delete(id);
  }
}
