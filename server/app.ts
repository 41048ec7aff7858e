import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { authPlugin } from './plugins/auth.ts';
import { cookiesPlugin } from './plugins/cookies.ts';
import { cataloguePlugin, type CatalogueSource } from './plugins/catalogue.ts';
import { dbPlugin } from './plugins/db.ts';
import type { KeyEncryptionKeys } from './encryption/key-encryption-keys.ts';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts';
import { globalPlugin } from './plugins/global-plugin.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { maintenancePlugin } from './plugins/maintenance.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { registerStaticClient } from './plugins/static-client.ts';
import { issuancePlugin } from './issuance/plugin.ts';
import { deskPlugin } from './desk/plugin.ts';
import { activityPlugin } from './activity/plugin.ts';
import { credentialsPlugin } from './credentials/plugin.ts';
import { presentationsPlugin } from './verifier/plugin.ts';
import { registerRoutes } from './routes/index.ts';
import { MAX_PIN_TRIES } from './routes/inbox/once/link-state.ts';
import { READING_SESSION_TTL_MS } from './routes/inbox/once/links.ts';
import { appLogging, type LogOptions } from './logging.ts';
import { schemaController } from './schema-compilers.ts';
import { addApiSchemas, projectRoot } from './schemas.ts';
import { pagesAt, type PageBases } from './issuance/page-urls.ts';
import type { Agency, World } from './issuance/ports.ts';
import { simulatedAgency } from './sim/agency.ts';
import { COMPRESSION_THRESHOLD } from '../shared/compression.ts';
import { registerSim, SIMULATED_PAGES_URL } from './sim/index.ts';

export interface AppOptions {
  /** SQLite file; a new path starts empty and is seeded. */
  dbPath: string;
  /** The key-encryption keys of the database (JIGAP_MASTER_KEY_FILE, or a KMS): they never live in it (docs/keys.md). */
  keys: KeyEncryptionKeys;
  /** `postgres://…`: PostgreSQL instead of the SQLite file (JIGAP_DATABASE_URL); a new database is seeded. */
  databaseUrl?: string | undefined;
  /** PostgreSQL connections per process. */
  databasePoolSize?: number | undefined;
  /** How long a claimed issuance job is this process's before another may take it over. */
  jobLeaseMs?: number | undefined;
  /** Draw the seeded documents' files in the background after start (the server does; tests mostly not). */
  prerenderDocuments?: boolean | undefined;
  /** Processing time of the simulated issuing agencies (DESIGN §6). */
  simLatencyMs?: number;
  /** The issuing agencies (the agency port); default the simulated ones (server/sim/agency.ts). */
  agency?: Agency | undefined;
  /**
   * The outside parties' pages by base URL (JIGAP_SIGNER_URL, JIGAP_PORTAL_URL, JIGAP_SITES_URL);
   * each one not given is the simulated party's, under /sim of this server.
   */
  pages?: Partial<PageBases> | undefined;
  /** When set, every /api call answers 503 MAINTENANCE with this message. */
  maintenanceMessage?: string;
  /** Home tabs under maintenance: apply, inbox, distribution. */
  tabMaintenance?: string[];
  /** Writes per minute per session (or address). */
  rateLimitPerMinute?: number;
  /** The built client; default dist/. */
  clientDir?: string;
  /**
   * The built renderer of signed-in pages (null: none). Default dist-server/page-render.js
   * with the default client, none with another one (its renderer is not that client's).
   */
  pageRenderer?: string | null;
  /**
   * Where this process's own listening socket answers (`http://127.0.0.1:8080`), or null while it
   * does not listen: server/serve.ts gives it, and the requests the server makes to itself go
   * there (server/self-request.ts). Without it (tests) they go through `inject`.
   */
  ownOrigin?: () => string | null;
  /** The certificates served; default: the folders of `catalogueDir`. */
  catalogue?: CatalogueSource;
  /** The certificates folder when no `catalogue` is given; default certificates/. */
  catalogueDir?: string;
  /** The service's public origin, which the bridge's QR codes and universal links point at. */
  publicUrl?: string;
  /**
   * Hosts (`localhost`, `127.0.0.1:9000`) the wallet may call over http and at loopback or private
   * addresses when a link names them (JIGAP_OUTBOUND_ALLOW); none by default. Its own origin is
   * answered in-process and needs none.
   */
  outboundAllow?: string[];
  /** Write a log (server/logging.ts); none when not given. */
  logger?: LogOptions;
  /** Leave out Fastify's line for each request and its answer (default: written when there is a log). */
  disableRequestLogging?: boolean;
  /** Days an organisation keeps an opened submission (JIGAP_DESK_RETENTION_DAYS, default 30). */
  deskRetentionDays?: number | undefined;
  /** Run the desk's retention rounds in the background (the server does; tests sweep with a fixed clock). */
  deskRetentionSweep?: boolean | undefined;
  /** Run the activity log's rounds (expiry notices, links that ended) in the background (the server does). */
  activitySweep?: boolean | undefined;
  /** Serve on a server of the caller's (server/serve.ts), which then listens itself, instead of `listen`. */
  serverFactory?: FastifyServerFactory | undefined;
}

export interface Settings {
  /** An origin, e.g. https://wallet.example.kr (JIGAP_PUBLIC_URL). */
  publicUrl: string;
  /** Hosts a link may make the wallet call although they are private or plain http (JIGAP_OUTBOUND_ALLOW). */
  outboundAllow: string[];
  /** Where this process's own socket answers, null while it does not listen (server/self-request.ts). */
  ownOrigin: () => string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: Settings;
    /** The parties outside the wallet, through their ports (server/issuance/ports.ts). */
    world: World;
  }
}

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 120;
export const DEFAULT_SIM_LATENCY_MS = 3000;
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/** The public URL is an http(s) origin (the client's routes start at its root): `https://wallet.example.kr`. */
export function normalizePublicUrl(raw: string): string {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`the public URL must be an http(s) origin such as https://wallet.example.kr, got '${raw}'`);
  }
  return url.origin;
}

/**
 * The adapters of the ports, chosen from the options: those given, the simulated world's
 * (server/sim) for the rest. Only here (and in the simulated world itself) does the server know it.
 */
function worldOf(options: AppOptions): World {
  const latencyMs = options.simLatencyMs ?? DEFAULT_SIM_LATENCY_MS;
  const pages = pagesAt({ signer: SIMULATED_PAGES_URL, portal: SIMULATED_PAGES_URL, sites: SIMULATED_PAGES_URL, ...definedOnly(options.pages) });
  return { agency: options.agency ?? simulatedAgency(() => latencyMs), ...pages };
}

const definedOnly = <T extends object>(values: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(values ?? {}).filter((entry) => entry[1] !== undefined)) as Partial<T>;

/**
 * Composition root: external plugins, then the app's services, then routes. A start that fails
 * (the database went away meanwhile) closes what it had opened before it throws.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logging = appLogging(options.logger, !(options.disableRequestLogging ?? false));
  const app = Fastify({
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    // The app's pino logger; Fastify's own only with request logging on (server/logging.ts).
    ...logging.fastify,
    // Document links carry a signed token in the path (server/issuance/document-links.ts); each
    // route's params schema sets its own, tighter limit.
    routerOptions: { maxParamLength: 512 },
    // A bad percent escape or an over-long path parameter answers the error body too.
    frameworkErrors,
    // So does a request Node's HTTP parser refuses (a 100 KB query string, a malformed header).
    clientErrorHandler,
    // Querystrings are coerced, bodies are not; unknown fields are errors; the compiled functions
    // are shared by every app of the process (server/schema-compilers.ts).
    schemaController,
  });
  if (logging.log) app.log = logging.log;
  try {
    await registerAll(app, options);
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

async function registerAll(app: FastifyInstance, options: AppOptions): Promise<void> {
  await app.register(cookiesPlugin);
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD });

  await app.register(errorHandlerPlugin);
  await app.register(routeTablePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(dbPlugin, { sqlitePath: options.dbPath, url: options.databaseUrl, poolSize: options.databasePoolSize, keys: options.keys });
  await app.register(cataloguePlugin, { catalogue: options.catalogue, catalogueDir: options.catalogueDir });
  await app.register(
    globalPlugin(async (instance) => {
      instance.decorate('settings', {
        publicUrl: normalizePublicUrl(options.publicUrl ?? DEFAULT_PUBLIC_URL),
        outboundAllow: options.outboundAllow ?? [],
        ownOrigin: options.ownOrigin ?? (() => null),
      });
      instance.decorate('world', worldOf(options));
    }),
  );
  addApiSchemas(app);
  // Issuance jobs run from ready to close: pending ones resume after a restart (server/issuance).
  await app.register(issuancePlugin, { dbPath: options.dbPath, jobLeaseMs: options.jobLeaseMs, prerenderDocuments: options.prerenderDocuments });

  await app.register(maintenancePlugin, {
    maintenanceMessage: options.maintenanceMessage,
    tabMaintenance: options.tabMaintenance,
  });
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await registerRateLimit(app, options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE);

  // The organisation's desk: its rules over the database and the issued documents, its retention rounds.
  await app.register(deskPlugin, { retentionDays: options.deskRetentionDays, sweep: options.deskRetentionSweep });
  // The citizen's activity log: what it records as time passes (the events of actions are written by the actions).
  await app.register(activityPlugin, { sweep: options.activitySweep, onceLinks: { readingSessionMs: READING_SESSION_TTL_MS, maxPinTries: MAX_PIN_TRIES } });
  // Every certificate also a verifiable credential: the issuer and the wallet's credentials.
  await app.register(credentialsPlugin);
  // Presentations over OpenID4VP: the desk as a verifier, the citizen's wallet as a holder.
  await app.register(presentationsPlugin);
  await registerRoutes(app);
  await registerSim(app);
  await registerStaticClient(app, {
    clientDir: options.clientDir ?? join(projectRoot, 'dist'),
    publicDir: join(projectRoot, 'public'),
    pageRenderer: options.pageRenderer !== undefined ? options.pageRenderer : options.clientDir ? null : join(projectRoot, 'dist-server', 'page-render.js'),
  });
}
