import { MAINTENANCE_RETRY_AFTER_SECONDS, unavailableError } from '../errors.ts';
import { tabMaintenanceTexts, type Tab } from '../messages.ts';
import { globalPlugin } from './global-plugin.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The home tab whose list this route answers; it answers TAB_MAINTENANCE when that tab is down. */
    tab?: Tab;
  }
}

export interface MaintenanceOptions {
  maintenanceMessage?: string | undefined;
  tabMaintenance?: readonly string[] | undefined;
}

/**
 * Whole-service maintenance answers every /api call (GET /api/check included) with 503;
 * tab maintenance answers only that tab's list call, after the caller is known. Both carry
 * Retry-After (a minute: the end is not known), as the database outage's 503 does. Hooks are
 * added only when configured, so a normal server pays nothing for them.
 */
export const maintenancePlugin = globalPlugin<MaintenanceOptions>(async (app, options) => {
  const message = options.maintenanceMessage?.trim();
  if (message) {
    app.addHook('onRequest', (request, _reply, done) => {
      done(request.url.startsWith('/api/') ? unavailableError('MAINTENANCE', { text: { message } }, MAINTENANCE_RETRY_AFTER_SECONDS) : undefined);
    });
  }
  const tabs = new Set(options.tabMaintenance ?? []);
  if (tabs.size > 0) {
    app.addHook('preValidation', (request, _reply, done) => {
      const tab = request.routeOptions.config.tab;
      done(tab && tabs.has(tab) ? unavailableError('TAB_MAINTENANCE', { text: tabMaintenanceTexts[tab] }, MAINTENANCE_RETRY_AFTER_SECONDS) : undefined);
    });
  }
});
