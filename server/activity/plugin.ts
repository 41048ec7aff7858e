import { ActivityDueRepo } from '../db/activity-due.ts';
import { TaskLeasesRepo } from '../db/task-leases.ts';
import { globalPlugin } from '../plugins/global-plugin.ts';
import { ActivitySweeper } from './sweeper.ts';

declare module 'fastify' {
  interface FastifyInstance {
    activity: { sweeper: ActivitySweeper };
  }
}

export interface ActivityOptions {
  /** Run the log's rounds in the background (the server does; tests run them with a fixed clock). */
  sweep?: boolean | undefined;
  /** The one-time link's rules the log's rounds read (server/routes/inbox/once): a reading session's length, the PIN tries. */
  onceLinks: { readingSessionMs: number; maxPinTries: number };
}

/** The activity log's rounds (expiry notices, links that ended), from ready to close. */
export const activityPlugin = globalPlugin<ActivityOptions>(async (app, options) => {
  const sweeper = new ActivitySweeper({
    db: app.db,
    activity: app.repos.activity,
    due: new ActivityDueRepo(app.db),
    leases: new TaskLeasesRepo(app.db),
    readingSessionMs: options.onceLinks.readingSessionMs,
    maxPinTries: options.onceLinks.maxPinTries,
    log: app.log,
  });
  app.decorate('activity', { sweeper });
  if (options.sweep) {
    app.addHook('onReady', async () => sweeper.start());
    app.addHook('preClose', async () => sweeper.stop());
  }
});
