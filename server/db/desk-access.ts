import type { RecipientType } from '../../contracts/generated/api.ts';
import { apiKeyHash } from '../bearer-key.ts';
import type { Database } from './database.ts';

/** An organisation that receives submissions: a recipient of the organisation search. */
export interface Organisation {
  id: string;
  name: string;
  region: string;
  type: RecipientType;
}

export interface Staff {
  id: string;
  name: string;
  organisation: Organisation;
}

interface OrganisationRow {
  id: string;
  name: string;
  region: string;
  type: RecipientType;
}

const ORGANISATION = 'SELECT u.id, u.name, r.region, r.type FROM recipients r JOIN users u ON u.id = r.user_id';
const toOrganisation = (row: OrganisationRow): Organisation => ({ id: row.id, name: row.name, region: row.region, type: row.type });

/**
 * Who may use the desk: organisations (the recipients of the search), their staff and the staff's
 * desk sessions, and the organisations' API keys. Secrets (session cookies, keys) are stored as SHA-256 only.
 */
export class DeskAccessRepo {
  constructor(private readonly db: Database) {}

  /** Every organisation, in the search's order. */
  async organisations(): Promise<Organisation[]> {
    return (await this.db.all<OrganisationRow>(`${ORGANISATION} WHERE u.joined = 1 ORDER BY r.sort_order, u.id`)).map(toOrganisation);
  }

  /** The organisation of exactly this name, as the search shows it. */
  async organisationNamed(name: string): Promise<Organisation | undefined> {
    const row = await this.db.get<OrganisationRow>(`${ORGANISATION} WHERE u.name = ? AND u.joined = 1 ORDER BY r.sort_order LIMIT 1`, [name]);
    return row && toOrganisation(row);
  }

  async organisation(id: string): Promise<Organisation | undefined> {
    const row = await this.db.get<OrganisationRow>(`${ORGANISATION} WHERE u.id = ?`, [id]);
    return row && toOrganisation(row);
  }

  /** The organisation's staff member `id`, made on first sign-in. */
  async ensureStaff(id: string, organisationId: string, name: string, at: string): Promise<void> {
    await this.db.run('INSERT INTO org_staff (id, organisation_id, name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING', [
      id,
      organisationId,
      name,
      at,
    ]);
  }

  async openSession(secret: string, staffId: string, at: string, expiresAt: string): Promise<void> {
    await this.db.run('INSERT INTO desk_sessions (id_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [apiKeyHash(secret), staffId, at, expiresAt]);
  }

  /** The staff member of a live session, with their organisation. */
  async staffOfSession(secret: string, now: string): Promise<Staff | undefined> {
    const row = await this.db.get<{ staff_id: string; staff_name: string; organisation_id: string }>(
      `SELECT s.staff_id, f.name AS staff_name, f.organisation_id FROM desk_sessions s JOIN org_staff f ON f.id = s.staff_id
       WHERE s.id_hash = ? AND s.expires_at > ?`,
      [apiKeyHash(secret), now],
    );
    const organisation = row && (await this.organisation(row.organisation_id));
    return row && organisation && { id: row.staff_id, name: row.staff_name, organisation };
  }

  async closeSession(secret: string): Promise<void> {
    await this.db.run('DELETE FROM desk_sessions WHERE id_hash = ?', [apiKeyHash(secret)]);
  }

  async deleteExpiredSessions(now: string): Promise<void> {
    await this.db.run('DELETE FROM desk_sessions WHERE expires_at <= ?', [now]);
  }

  /** The organisation of a bearer key. */
  async organisationOfKey(key: string): Promise<Organisation | undefined> {
    const row = await this.db.get<{ organisation_id: string }>('SELECT organisation_id FROM org_api_keys WHERE key_hash = ?', [apiKeyHash(key)]);
    return row && (await this.organisation(row.organisation_id));
  }

  /** Gives the organisation this key unless it already has it (the demo keys, made at every start). */
  async addKey(organisationId: string, key: string, at: string): Promise<void> {
    await this.db.run('INSERT INTO org_api_keys (key_hash, organisation_id, created_at) VALUES (?, ?, ?) ON CONFLICT (key_hash) DO NOTHING', [
      apiKeyHash(key),
      organisationId,
      at,
    ]);
  }

  /** The ids of organisations that hold at least one key. */
  async organisationsWithKeys(): Promise<Set<string>> {
    return new Set((await this.db.all<{ organisation_id: string }>('SELECT DISTINCT organisation_id FROM org_api_keys')).map((row) => row.organisation_id));
  }
}
