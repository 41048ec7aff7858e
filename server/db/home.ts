import type { Database } from './database.ts';

export interface NoticeRecord {
  title: string;
  intoUrl: string;
}

export interface BannerRecord {
  title: string;
  imageUrl: string;
  backgroundColor: string;
  intoUrl: string;
}

export class HomeRepo {
  constructor(private readonly db: Database) {}

  async latestNotice(): Promise<NoticeRecord | null> {
    return (
      await this.db.get<NoticeRecord>(
        'SELECT title, into_url AS "intoUrl" FROM notices WHERE active = 1 ORDER BY created_at DESC LIMIT 1',
      ) ?? null
    );
  }

  async banners(): Promise<BannerRecord[]> {
    return await this.db.all<BannerRecord>(
      `SELECT title, image_url AS "imageUrl", background_color AS "backgroundColor", into_url AS "intoUrl"
       FROM banners WHERE active = 1 ORDER BY sort_order`,
    );
  }
}
