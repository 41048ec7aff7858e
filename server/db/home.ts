import type { Banner, Notice } from '../../contracts/generated/api.ts';
import type { Database } from './database.ts';

export class HomeRepo {
  constructor(private readonly db: Database) {}

  async latestNotice(): Promise<Notice | null> {
    return (
      await this.db.get<Notice>(
        'SELECT title, into_url AS "intoUrl" FROM notices WHERE active = 1 ORDER BY created_at DESC LIMIT 1',
      ) ?? null
    );
  }

  async banners(): Promise<Banner[]> {
    return await this.db.all<Banner>(
      `SELECT title, image_url AS "imageUrl", background_color AS "backgroundColor", into_url AS "intoUrl"
       FROM banners WHERE active = 1 ORDER BY sort_order`,
    );
  }
}
