import type { FastifyInstance } from 'fastify';
import { responses } from '../../schemas.ts';

export default async function homeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/v2/home', { config: { auth: 'user' }, schema: { response: responses('home-response') } }, async () => ({
    result: { notice: await app.repos.home.latestNotice(), banners: await app.repos.home.banners() },
  }));
}
