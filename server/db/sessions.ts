import type { Database } from './database.ts';
import { ReadCache } from './read-cache.ts';
import type { UserRecord, UserRow, UsersRepo } from './users.ts';

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

const toSession = (row: SessionRow): Session => ({
  id: row.id,
  userId: row.user_id,
  deviceId: row.device_id,
  messengerVersion: row.messenger_version,
  expiresAt: Date.parse(row.expires_at),
});

// The caller of a signed-in call: its session and its user in one statement (the user's columns
// and the session's, whose own id is the one asked for).
const SESSION_WITH_USER = `SELECT u.*, s.device_id, s.messenger_version, s.expires_at
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`;

/** Sessions, read through a ReadCache like users (the session check runs on every API call). */
export class SessionsRepo {
  private readonly cache: ReadCache<Session>;

  constructor(
    private readonly db: Database,
    private readonly users: UsersRepo,
  ) {
    this.cache = new ReadCache(db, 'sessions');
  }

  async create(session: Omit<Session, 'expiresAt'> & { createdAt: string; expiresAt: string }): Promise<void> {
    await this.db.run(
      'INSERT INTO sessions (id, user_id, device_id, messenger_version, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      [session.id, session.userId, session.deviceId, session.messengerVersion, session.createdAt, session.expiresAt],
    );
  }

  /** The live session of this id when the read cache holds it, without a query. */
  cached(id: string, now = Date.now()): Session | undefined {
    const session = this.cache.get(id);
    return session && session.expiresAt > now ? session : undefined;
  }

  /** The live session of this id, or undefined when unknown or expired. */
  async find(id: string, now = Date.now()): Promise<Session | undefined> {
    let session = this.cache.get(id);
    if (!session) {
      const ticket = this.cache.ticket();
      const row = await this.db.get<SessionRow>(
        'SELECT id, user_id, device_id, messenger_version, expires_at FROM sessions WHERE id = ?',
        [id],
      );
      if (!row) return undefined;
      session = toSession(row);
      this.cache.set(id, session, ticket);
    }
    return session.expiresAt > now ? session : undefined;
  }

  /** The live session of this id and its user: from the read caches, else one statement for both. */
  async findWithUser(id: string, now = Date.now()): Promise<{ session: Session; user: UserRecord } | undefined> {
    const cachedSession = this.cache.get(id);
    const cachedUser = cachedSession && this.users.cached(cachedSession.userId);
    if (cachedSession && cachedUser) return cachedSession.expiresAt > now ? { session: cachedSession, user: cachedUser } : undefined;
    const [sessionTicket, userTicket] = [this.cache.ticket(), this.users.ticket()];
    const row = await this.db.get<UserRow & Omit<SessionRow, 'id' | 'user_id'>>(SESSION_WITH_USER, [id]);
    if (!row) return undefined;
    const session = toSession({ ...row, id, user_id: row.id });
    this.cache.set(id, session, sessionTicket);
    const user = this.users.remember(row, userTicket);
    return session.expiresAt > now ? { session, user } : undefined;
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
