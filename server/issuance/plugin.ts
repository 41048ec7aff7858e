import { dirname, join, resolve } from 'node:path';
import { ApplicationsRepo } from '../db/applications.ts';
import { IssuedDocumentsRepo } from '../db/issued-documents.ts';
import { JobsRepo } from '../db/jobs.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { GuestTokensRepo, QrPassesRepo } from '../db/qr-passes.ts';
import { serverSecret } from '../db/server-secrets.ts';
import { globalPlugin } from '../plugins/global-plugin.ts';
import { DocumentLinks, type OnceLinkCheck } from './document-links.ts';
import { PdfIssuer } from './issuer.ts';
import { authorityOf, type SigningAuthority } from './signing/authority.ts';
import { renderThread } from './render-thread.ts';
import { readValidity } from './validity.ts';
import { IssuanceRunner } from './runner.ts';

export interface Issuance {
  applications: ApplicationsRepo;
  jobs: JobsRepo;
  documents: IssuedDocumentsRepo;
  qrPasses: QrPassesRepo;
  guestTokens: GuestTokensRepo;
  issuer: PdfIssuer;
  /** The demo issuing CA: its root is made on first start; GET /ca/jigap-demo-root.crt serves it. */
  authority: SigningAuthority;
  runner: IssuanceRunner;
  /** Short-lived, subject-bound urls of document files. */
  links: DocumentLinks;
  /** How a one-time link's reader proves it may read a document (set by the one-time link's routes). */
  onceLinkCheck: OnceLinkCheck | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    issuance: Issuance;
  }
}

/** Where a SQLite installation before migration 008 kept its signed PDFs: `<db dir>/documents`. */
const legacyDocumentsDirOf = (dbPath: string): string | null => (dbPath === ':memory:' ? null : join(dirname(resolve(dbPath)), 'documents'));

export interface IssuanceOptions {
  /** The SQLite file (its folder may hold the PDFs of an older installation). */
  dbPath: string;
  /** How long a claimed issuance job is this process's (JIGAP_JOB_LEASE_MS). */
  jobLeaseMs?: number | undefined;
  /** Draw the files of documents that have none (seeded ones) in the background after start. */
  prerenderDocuments?: boolean | undefined;
}

/** Issuance services; the job runner starts when the app is ready and stops before the database closes. */
export const issuancePlugin = globalPlugin<IssuanceOptions>(async (app, { dbPath, jobLeaseMs, prerenderDocuments }) => {
  const applications = new ApplicationsRepo(app.db, app.sealer);
  const jobs = new JobsRepo(app.db);
  const documents = new IssuedDocumentsRepo(app.db, app.sealer);
  const authority = authorityOf(documents);
  await authority.root();
  const legacyDir = app.db.dialect === 'sqlite' ? legacyDocumentsDirOf(dbPath) : null;
  const issuer = new PdfIssuer(documents, (path) => app.catalogue.folder(path), app.world.agency, authority, app.settings.publicUrl, legacyDir);
  const runner = new IssuanceRunner({
    db: app.db,
    applications,
    jobs,
    documents,
    users: app.repos.users,
    issuer,
    activity: app.repos.activity,
    agency: app.world.agency,
    validityOf: (path) => readValidity(app.catalogue.folder(path)?.files.manifest?.validity),
    log: app.log,
    leaseMs: jobLeaseMs,
  });
  app.decorate('issuance', {
    applications,
    jobs,
    documents,
    qrPasses: new QrPassesRepo(app.db),
    guestTokens: new GuestTokensRepo(app.db),
    issuer,
    authority,
    runner,
    links: new DocumentLinks(await serverSecret(app.db, app.sealer, 'document-links')),
    onceLinkCheck: null,
  });
  let closing = false;
  let prerendering: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    runner.start();
    renderThread().warm();
    if (prerenderDocuments) {
      prerendering = issuer.prerender(() => closing).then(
        (drawn) => drawn > 0 && app.log.info({ drawn }, 'documents drawn ahead of their first view'),
        // Those left are drawn on their first view; the database's going away is logged once, by the database.
        (error: unknown) => isDatabaseUnavailable(error) || app.log.warn({ err: error }, 'drawing documents ahead of their first view stopped'),
      );
    }
  });
  app.addHook('preClose', async () => {
    closing = true;
    await Promise.all([runner.stop(), prerendering]);
  });
});
