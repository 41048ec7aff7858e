import { DeskAccessRepo } from '../db/desk-access.ts';
import { DeskRepo } from '../db/desk.ts';
import { DeskFiles } from '../db/desk-files.ts';
import { seedRecipients } from '../db/seed-data/recipients.ts';
import { TaskLeasesRepo } from '../db/task-leases.ts';
import { inspectIssuedPdf } from '../issuance/verify.ts';
import { globalPlugin } from '../plugins/global-plugin.ts';
import { isoNow } from '../time.ts';
import './callers.ts';
import { DeskRetention } from './retention.ts';
import { checkRetentionDays, DEFAULT_DESK_RETENTION_DAYS } from './rules.ts';
import { DeskService } from './service.ts';

export interface Desk {
  service: DeskService;
  access: DeskAccessRepo;
  repo: DeskRepo;
  files: DeskFiles;
  retention: DeskRetention;
  /** Days an opened submission is kept (JIGAP_DESK_RETENTION_DAYS). */
  retentionDays: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    desk: Desk;
  }
}

export interface DeskOptions {
  retentionDays?: number | undefined;
  /** Run retention rounds in the background (the server does; tests run `retention.sweep(now)` themselves). */
  sweep?: boolean | undefined;
}

/** The demo key of a seeded organisation (README, /sim/org-login): `demo-org-hanbit-bank-02`. */
export const demoOrganisationKey = (organisationId: string): string => `demo-org-${organisationId.replace(/^recipient-/, '')}`;

/** The desk's services (after the database and issuance); retention rounds run from ready to close. */
export const deskPlugin = globalPlugin<DeskOptions>(async (app, options) => {
  const retentionDays = checkRetentionDays(options.retentionDays ?? DEFAULT_DESK_RETENTION_DAYS);
  const repo = new DeskRepo(app.db);
  const access = new DeskAccessRepo(app.db);
  const files = new DeskFiles(app.db, app.sealer);
  const service = new DeskService({
    db: app.db,
    desk: repo,
    files,
    distributions: app.repos.distributions,
    activity: app.repos.activity,
    submissionDeletions: app.repos.submissionDeletions,
    documentBytes: async (documentId) => {
      const document = await app.issuance.documents.findById(documentId);
      return document && (await app.issuance.issuer.bytes(document));
    },
    inspect: (pdf) => inspectIssuedPdf(app.issuance.documents, pdf),
    retentionDays: () => retentionDays,
  });
  const { activity, submissionDeletions } = app.repos;
  const retention = new DeskRetention({
    db: app.db,
    desk: repo,
    activity,
    submissionDeletions,
    leases: new TaskLeasesRepo(app.db),
    retentionDays: () => retentionDays,
    log: app.log,
  });
  await ensureDemoKeys(access);
  app.decorate('desk', { service, access, repo, files, retention, retentionDays });
  app.decorateRequest('deskCaller', null);
  if (options.sweep) {
    app.addHook('onReady', async () => retention.start());
    app.addHook('preClose', async () => retention.stop());
  }
});

/** Every seeded organisation this database holds has its demo key (a database made before the desk gets them now). */
async function ensureDemoKeys(access: DeskAccessRepo): Promise<void> {
  const keyed = await access.organisationsWithKeys();
  const present = new Set((await access.organisations()).map((organisation) => organisation.id));
  for (const { id } of seedRecipients) {
    if (present.has(id) && !keyed.has(id)) await access.addKey(id, demoOrganisationKey(id), isoNow());
  }
}
