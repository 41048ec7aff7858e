import { ActivityRepo } from '../db/activity.ts';
import { AgreementsRepo } from '../db/agreements.ts';
import { openDatabase, type Database, type DatabaseConfig } from '../db/database.ts';
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

/** Opens the database, migrates it, seeds a new one, and closes it with the app. */
export const dbPlugin = globalPlugin<DatabaseConfig>(async (app, config) => {
  const db = await openDatabase(config);
  const applied = await db.exclusively(async () => {
    const versions = await migrate(db);
    if (await needsSeed(db)) await seed(db);
    await new RecipientsRepo(db).refreshSearchText();
    return versions;
  });
  if (applied.length > 0) app.log.info({ applied, dialect: db.dialect }, 'database migrated');
  const sessions = new SessionsRepo(db);
  await sessions.deleteExpired(new Date().toISOString());
  app.decorate('db', db);
  app.decorate('repos', {
    users: new UsersRepo(db),
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
