import { setGlobalConfig } from '@openid4vc/oauth2';
import { CredentialNoncesRepo, CredentialOffersRepo } from '../db/credential-offers.ts';
import { StatusListsRepo } from '../db/status-lists.ts';
import { WalletCredentialsRepo } from '../db/wallet-credentials.ts';
import { documentIdOf } from '../issuance/runner.ts';
import { globalPlugin } from '../plugins/global-plugin.ts';
import { CredentialIssuer } from './credential-issuer.ts';
import { Oid4vciProtocol } from './oid4vci.ts';
import { Credentials } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    credentials: Credentials;
  }
}

/**
 * The credential issuer and Jigap's own wallet of credentials (after the database, the catalogue
 * and the issuance). The issuance is its port to what a document prints: the layout of a folder
 * and the values of a document come from it, so this core never reads the agencies itself.
 */
export const credentialsPlugin = globalPlugin(async (app) => {
  const origin = app.settings.publicUrl;
  // The libraries accept only https identifiers unless told otherwise: a demo or development
  // origin (http://localhost:8080) is allowed when the service itself is served over http.
  if (origin.startsWith('http://')) setGlobalConfig({ allowInsecureUrls: true });
  const { issuance, catalogue } = app;
  const issuer = new CredentialIssuer({
    origin,
    authority: issuance.authority,
    documents: issuance.documents,
    statusLists: new StatusListsRepo(app.db),
    folders: () => catalogue.entries().flatMap((entry) => catalogue.folder(entry.path) ?? []),
    folderOf: (path) => catalogue.folder(path),
    layoutOf: (folder) => issuance.issuer.layoutOf(folder),
    printedFacts: (document) => issuance.issuer.printedFacts(document),
  });
  const offers = new CredentialOffersRepo(app.db);
  const protocol = new Oid4vciProtocol({ issuer, offers, nonces: new CredentialNoncesRepo(app.db) });
  const credentials = new Credentials({
    db: app.db,
    documents: issuance.documents,
    users: app.repos.users,
    wallet: new WalletCredentialsRepo(app.db, app.sealer),
    offers,
    activity: app.repos.activity,
    issuer,
    protocol,
  });
  app.decorate('credentials', credentials);
  // A document issued goes into the wallet as a credential too, in the transaction that issues it.
  issuance.runner.onFinish((applicationId) => credentials.storeIssued(documentIdOf(applicationId)));
});
