import type { FastifyInstance } from 'fastify';
import { OnceLinks } from './links.ts';
import { makeLinkRoute } from './make-link.ts';
import { readerRoutes } from './reader.ts';

/**
 * One-time links (000 §7 inbox/once and the messenger share): the owner makes a link and a PIN;
 * whoever opens `/shared/{token}` without a session enters the PIN and reads the documents with
 * their authenticity panel. The first right PIN spends the link and opens a reading session in
 * that browser for 10 minutes; 5 wrong PINs lock it; after a day it expires.
 */
export default async function onceLinkRoutes(app: FastifyInstance): Promise<void> {
  const links = await OnceLinks.open(app);
  app.issuance.onceLinkCheck = (request, linkId, documentId) => links.mayRead(request, linkId, documentId);
  makeLinkRoute(app, links);
  readerRoutes(app, links);
}
