// First: V8's settings for the server process (before any module allocates much).
import './v8-flags.ts';
import cluster from 'node:cluster';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, DEFAULT_SIM_LATENCY_MS } from './app.ts';
import { databaseFromEnvironment } from './db/open-database.ts';
import type { KeyEncryptionKeys } from './encryption/key-encryption-keys.ts';
import { KEY_PROBLEM_EXIT_CODE, keyProblemMessage, keysFromEnvironment } from './encryption/master-key.ts';
import { DEFAULT_JOB_LEASE_MS } from './issuance/runner.ts';
import { DEFAULT_DESK_RETENTION_DAYS } from './desk/rules.ts';
import { runPrimary } from './primary.ts';
import { serve } from './serve.ts';

/** Reads a whole number from the environment, failing loudly on a typo rather than guessing. */
function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

const listFromEnv = (name: string): string[] =>
  (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const TABS = ['apply', 'inbox', 'distribution'];

function tabsFromEnv(name: string): string[] {
  const tabs = listFromEnv(name);
  const unknown = tabs.filter((tab) => !TABS.includes(tab));
  if (unknown.length > 0) throw new Error(`${name}: unknown tab(s) ${unknown.join(', ')}; use ${TABS.join(', ')}`);
  return tabs;
}

const port = intFromEnv('PORT', 8080);
const host = process.env.HOST || '127.0.0.1';
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const database = databaseFromEnvironment(process.env);
const processes = intFromEnv('JIGAP_PROCESSES', 1);

if (processes > 1 && !database.url) {
  console.error('JIGAP_PROCESSES: several processes need a shared database; set JIGAP_DATABASE_URL=postgres://… (SQLite serves one process)');
  process.exit(1);
}

/** Stops the start with the operator's words when the keys are the problem (a cluster's primary then stops too). */
function failed(error: unknown): never {
  const message = keyProblemMessage(error);
  if (message === null) throw error;
  console.error(`[jigap] cannot start: ${message}`);
  process.exit(KEY_PROBLEM_EXIT_CODE);
}

/** The key file (JIGAP_MASTER_KEY_FILE) or a KMS; `npm start` passes --create-master-key, so a new installation's first start makes the file. */
function masterKeys(): KeyEncryptionKeys {
  try {
    return keysFromEnvironment(process.env, {
      create: process.argv.includes('--create-master-key') && cluster.isPrimary,
      dataDir: database.dataDir,
      say: (message) => console.log(`[jigap] ${message}`),
    });
  } catch (error) {
    return failed(error);
  }
}

const keys = masterKeys();

if (processes > 1 && cluster.isPrimary) {
  runPrimary(processes);
} else {
  await serve({
    port,
    host,
    shownHost,
    app: {
      dbPath: database.sqlitePath,
      keys,
      catalogueDir: process.env.JIGAP_CERTIFICATES_DIR || undefined,
      databaseUrl: database.url,
      databasePoolSize: intFromEnv('JIGAP_DATABASE_POOL', 10),
      jobLeaseMs: intFromEnv('JIGAP_JOB_LEASE_MS', DEFAULT_JOB_LEASE_MS),
      prerenderDocuments: true,
      deskRetentionDays: intFromEnv('JIGAP_DESK_RETENTION_DAYS', DEFAULT_DESK_RETENTION_DAYS),
      deskRetentionSweep: true,
      activitySweep: true,
      simLatencyMs: intFromEnv('JIGAP_SIM_LATENCY_MS', DEFAULT_SIM_LATENCY_MS),
      // The outside parties' pages (server/issuance/ports.ts); unset, the simulated ones under /sim.
      pages: {
        signer: process.env.JIGAP_SIGNER_URL || undefined,
        portal: process.env.JIGAP_PORTAL_URL || undefined,
        sites: process.env.JIGAP_SITES_URL || undefined,
      },
      maintenanceMessage: process.env.JIGAP_MAINTENANCE || undefined,
      tabMaintenance: tabsFromEnv('JIGAP_TAB_MAINTENANCE'),
      rateLimitPerMinute: intFromEnv('JIGAP_RATE_LIMIT', DEFAULT_RATE_LIMIT_PER_MINUTE),
      // What the bridge's QR codes open on a phone; by default this server as it listens.
      publicUrl: process.env.JIGAP_PUBLIC_URL || `http://${shownHost}:${port}`,
      // Verifiers on this machine or a private network the wallet may call (a link from a QR code names them); none by default.
      outboundAllow: listFromEnv('JIGAP_OUTBOUND_ALLOW'),
      logger: { level: process.env.LOG_LEVEL || 'info' },
      // One log line per request costs a tenth of the server's time under load; opt in when debugging.
      disableRequestLogging: process.env.JIGAP_REQUEST_LOG !== '1',
    },
  }).catch(failed);
}
