import { ActivityRepo } from '../db/activity.ts';
import { AgreementsRepo } from '../db/agreements.ts';
import type { AvailabilityChange } from '../db/availability.ts';
import { type Database } from '../db/database.ts';
import { openDatabase, type DatabaseConfig } from '../db/open-database.ts';
import { DeliveryDeletionsRepo } from '../db/delivery-deletions.ts';
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
import type { FastifyBaseLogger } from 'fastify';
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
  deliveryDeletions: DeliveryDeletionsRepo;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repos: Repos;
  }
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

/** Opens the database, migrates it, seeds a new one, and closes it with the app. */
export const dbPlugin = globalPlugin<DatabaseConfig>(async (app, config) => {
  // A server's database listens for row changes: its read caches serve on PostgreSQL too.
  const db = await openDatabase({ ...config, watchRowChanges: true });
  db.availability?.onChange((change) => logAvailability(app.log, change));
  // A start that fails here closes what it opened (the listening connection would keep the process up).
  const applied = await db
    .exclusively(async () => {
      const versions = await migrate(db);
      if (await needsSeed(db)) await seed(db);
      await new RecipientsRepo(db).refreshSearchText();
      return versions;
    })
    .catch(async (error: unknown) => {
      await db.close().catch(() => undefined);
      throw error;
    });
  if (applied.length > 0) app.log.info({ applied, dialect: db.dialect }, 'database migrated');
  const users = new UsersRepo(db);
  const sessions = new SessionsRepo(db, users);
  await sessions.deleteExpired(new Date().toISOString());
  app.decorate('db', db);
  app.decorate('repos', {
    users,
    sessions,
    terms: new TermsRepo(db),
    agreements: new AgreementsRepo(db),
    home: new HomeRepo(db),
    documents: new DocumentsRepo(db),
    distributions: new DistributionsRepo(db),
    recipients: new RecipientsRepo(db),
    submissionCounts: new SubmissionCountsRepo(db),
    activity: new ActivityRepo(db),
    deliveryDeletions: new DeliveryDeletionsRepo(db),
  });
  app.addHook('onClose', async () => {
    await db.close();
  });
});
