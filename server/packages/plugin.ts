import { PapasRepo } from '../db/papas.ts';
import { globalPlugin } from '../plugins/global-plugin.ts';
import { settlePackage } from './flow.ts';
import { DEFAULT_PACKAGES_DIR, loadPackages } from './load-packages.ts';
import type { PackageDefinition } from './types.ts';

export interface Packages {
  /** Every package partners may request, by key (server/packages/<key>.json). */
  definitions: ReadonlyMap<string, PackageDefinition>;
  repo: PapasRepo;
}

declare module 'fastify' {
  interface FastifyInstance {
    packages: Packages;
  }
}

/**
 * The partner packages: read from `JIGAP_PACKAGES_DIR` (default server/packages/) at
 * start, checked against the certificate catalogue, and settled by the issuance runner.
 */
export const packagesPlugin = globalPlugin(async (app) => {
  const definitions = loadPackages(process.env.JIGAP_PACKAGES_DIR || DEFAULT_PACKAGES_DIR, (edoc) => app.catalogue.form(edoc));
  app.decorate('packages', { definitions, repo: new PapasRepo(app.db) });
  app.issuance.runner.onFinish((applicationId) => settlePackage(app, applicationId));
});
