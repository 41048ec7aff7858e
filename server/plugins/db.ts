import { ActivityRepo } from '../db/activity.ts';
import { AgreementsRepo } from '../db/agreements.ts';
import type { AvailabilityChange } from '../db/availability.ts';
import { type Database } from '../db/database.ts';
import { openDatabase, type DatabaseConfig } from '../db/open-database.ts';
import { SubmissionDeletionsRepo } from '../db/submission-deletions.ts';
import { DistributionsRepo } from '../db/distributions.ts';
import { DocumentsRepo } from '../db/documents.ts';
import { HomeRepo } from '../db/home.ts';
import { migrate } from '../db/migrate.ts';
import { RecipientsRepo } from '../db/recipients.ts';
import { needsSeed, seed } from '../db/seed.ts';
import { SessionsRepo } from '../db/sessions.ts';
import { SubmissionCountsRepo } from '../db/submission-counts.ts';
import { TermsRepo } from '../db/terms.ts';
import { UsersRepo } from '../db/users.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { markClearValuesSealed, sealClearValues } from '../encryption/clear-values.ts';
import type { KeyEncryptionKeys } from '../encryption/key-encryption-keys.ts';
import { openSealer } from '../encryption/open-sealer.ts';
import type { Sealer } from '../encryption/sealer.ts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { globalPlugin } from './global-plugin.ts';

export interface Repos {
  users: UsersRepo;
  sessions: SessionsRepo;
  terms: TermsRepo;
  agreements: AgreementsRepo;
  home: HomeRepo;
  documents: DocumentsRepo;
  distributions: DistributionsRepo;
  recipients: RecipientsRepo;
  submissionCounts: SubmissionCountsRepo;
  /** The citizen's activity log: written in each action's own transaction. */
  activity: ActivityRepo;
  submissionDeletions: SubmissionDeletionsRepo;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repos: Repos;
    /** Seals and opens the personal data and secrets the database keeps (server/encryption). */
    sealer: Sealer;
  }
}

export interface DbPluginOptions extends DatabaseConfig {
  /** The keys that wrap the database's data keys (JIGAP_MASTER_KEY_FILE, or a KMS). */
  keys: KeyEncryptionKeys;
}

/** The one line an operator reads when the database goes away, and the one when it is back. */
export function logAvailability(log: FastifyBaseLogger, change: AvailabilityChange): void {
  const since = new Date(change.since).toISOString();
  if (!change.up) {
    log.error({ database: 'unreachable', since, error: change.error }, 'database unreachable: every call that needs it answers 503 until it is back');
    return;
  }
  const seconds = (change.downMs / 1000).toFixed(1);
  log.warn({ database: 'reachable', since, downMs: change.downMs, refused: change.refused }, `database reachable again after ${seconds} s; ${change.refused} calls were answered 503 meanwhile`);
}

/**
 * Migrates the database, checks its keys (a wrong or missing key stops the start here), and seeds a
 * new one with its values sealed from the first. Answers the versions applied and the sealer.
 */
async function prepare(db: Database, keys: KeyEncryptionKeys): Promise<{ versions: string[]; sealer: Sealer }> {
  const versions = await migrate(db);
  const sealer = await openSealer(db, keys);
  if (await needsSeed(db)) {
    await seed(db, sealer);
    await markClearValuesSealed(db);
    sealer.plainAccepted = false;
  }
  await new RecipientsRepo(db).refreshSearchText();
  return { versions, sealer };
}

/**
 * An installation from before encryption at rest: its clear values are sealed in the background,
 * in small batches, while the server serves (server/encryption/clear-values.ts).
 */
function sealInBackground(app: FastifyInstance, db: Database, sealer: Sealer): void {
  let closing = false;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    app.log.info('sealing the values this database holds in the clear (an installation from before encryption at rest)');
    running = sealClearValues(db, sealer, { stopped: () => closing }).then(
      (progress) => progress.finished && app.log.info({ sealed: progress.done }, 'every clear value of the database is sealed'),
      (error: unknown) => isDatabaseUnavailable(error) || app.log.error({ err: error }, 'sealing the clear values stopped; the next start continues'),
    );
  });
  app.addHook('preClose', async () => {
    closing = true;
    await running;
  });
}

/** Opens the database, migrates it, checks its keys, seeds a new one, and closes it with the app. */
export const dbPlugin = globalPlugin<DbPluginOptions>(async (app, { keys, ...config }) => {
  // A server's database listens for row changes: its read caches serve on PostgreSQL too.
  const db = await openDatabase({ ...config, watchRowChanges: true });
  db.availability?.onChange((change) => logAvailability(app.log, change));
  // A start that fails here closes what it opened (the listening connection would keep the process up).
  const { versions: applied, sealer } = await db
    .exclusively(() => prepare(db, keys))
    .catch(async (error: unknown) => {
      await db.close().catch(() => undefined);
      throw error;
    });
  if (applied.length > 0) app.log.info({ applied, dialect: db.dialect }, 'database migrated');
  if (sealer.plainAccepted) sealInBackground(app, db, sealer);
  const users = new UsersRepo(db);
  const sessions = new SessionsRepo(db, users);
  await sessions.deleteExpired(new Date().toISOString());
  app.decorate('db', db);
  app.decorate('sealer', sealer);
  app.decorate('repos', {
    users,
    sessions,
    terms: new TermsRepo(db),
    agreements: new AgreementsRepo(db),
    home: new HomeRepo(db),
    documents: new DocumentsRepo(db, sealer),
    distributions: new DistributionsRepo(db),
    recipients: new RecipientsRepo(db),
    submissionCounts: new SubmissionCountsRepo(db),
    activity: new ActivityRepo(db),
    submissionDeletions: new SubmissionDeletionsRepo(db),
  });
  app.addHook('onClose', async () => {
    await db.close();
  });
});
