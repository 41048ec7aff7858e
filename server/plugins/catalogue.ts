import { globalPlugin } from './global-plugin.ts';

/** An issuable certificate as the apply tab lists it (schemas/api/catalogue-entry.json). */
export interface CatalogueEntry {
  name: string;
  path: string;
  applicationType: 'NORMAL' | 'CHANNELING' | 'EXTERNAL_CHANNELING';
  badgeType: string | null;
  maintenanceType: '정부24점검' | '발급불가시간' | '서비스점검' | 'NONE';
  available: boolean;
  issuerName?: string;
  keywords?: string[];
  popularity?: number;
}

/** Where GET /api/v2/application/form reads the catalogue (server/catalogue/ provides one). */
export interface CatalogueSource {
  entries(): readonly CatalogueEntry[];
}

export const emptyCatalogue: CatalogueSource = { entries: () => [] };

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueSource;
  }
}

export const cataloguePlugin = globalPlugin<{ catalogue?: CatalogueSource | undefined }>(async (app, options) => {
  app.decorate('catalogue', options.catalogue ?? emptyCatalogue);
});
