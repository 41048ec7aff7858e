import { AgreementsRepo } from '../db/agreements.ts';
import { openSqlite, type Database } from '../db/database.ts';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    repos: Repos;
  }
}

/** Opens the database, migrates it, seeds a new one, and closes it with the app. */
export const dbPlugin = globalPlugin<{ dbPath: string }>(async (app, { dbPath }) => {
  const db = openSqlite(dbPath);
  const applied = migrate(db);
  if (needsSeed(db)) seed(db);
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');
  const sessions = new SessionsRepo(db);
  sessions.deleteExpired(new Date().toISOString());
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
  });
  app.addHook('onClose', async () => {
    db.close();
  });
});
