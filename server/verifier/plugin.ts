import type { FastifyInstance } from 'fastify';
import { claimMetadataOf, type CredentialType } from '../credentials/credential-types.ts';
import { ISSUER_PATHS } from '../credentials/credential-issuer.ts';
import { PresentationsRepo } from '../db/presentations.ts';
import { Holder, type HeldType } from '../holder/service.ts';
import { boundedFetch } from '../holder/bounded-fetch.ts';
import { outboundFetch } from '../holder/outbound-fetch.ts';
import { globalPlugin } from '../plugins/global-plugin.ts';
import { selfRequest } from '../self-request.ts';
import { Verifier, VERIFIER_PATHS } from './service.ts';
import { readTemplates } from './templates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    presentations: { verifier: Verifier; holder: Holder; repo: PresentationsRepo };
  }
}

/** A claim's Korean label from the type metadata (the document's own label). */
function labelOf(type: CredentialType) {
  const labels = new Map(claimMetadataOf(type).map((claim) => [claim.path.map(String).join('.'), claim.label?.ko]));
  return (path: readonly unknown[]) => labels.get(path.map(String).join('.')) ?? undefined;
}

/**
 * A request to this server itself (the wallet opening its own desk's request, the desk reading its
 * own status list) is made as the server's own (server/self-request.ts); any other goes out
 * through `outbound`.
 */
function selfFetch(app: FastifyInstance, origin: string, outbound: typeof fetch): typeof fetch {
  const own = new URL(origin).origin;
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.origin !== own) return outbound(url, init);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body === undefined || init.body === null ? undefined : String(init.body);
    return selfRequest(app, { method: init?.method ?? 'GET', url: `${url.pathname}${url.search}`, headers, ...(body === undefined ? {} : { body }) });
  };
}

/**
 * Presentations over OpenID4VP (after the desk and the credentials): the organisation's desk as a
 * verifier, its requests from the templates of its kind, and the citizen's wallet as a holder.
 */
export const presentationsPlugin = globalPlugin(async (app) => {
  const origin = app.settings.publicUrl;
  const { credentials, issuance, catalogue } = app;
  const repo = new PresentationsRepo(app.db, app.sealer);
  // Any other server (a link from a QR code names it) only over https at a public address, unless the operator allowed its host.
  const fetcher = selfFetch(app, origin, outboundFetch({ allow: app.settings.outboundAllow }));
  const statusList = async (uri: string) => {
    const response = await boundedFetch(fetcher, uri);
    if (!response.ok) throw new Error(`the status list at ${uri} answered ${response.status}`);
    return response.text();
  };
  const edocOf = (slug: string) => catalogue.entries().find((entry) => catalogue.folder(entry.path)?.slug === slug)?.path;
  const verifier = new Verifier({
    db: app.db,
    repo,
    activity: app.repos.activity,
    authority: issuance.authority,
    origin,
    templates: readTemplates(),
    credentialType: (certificate) => {
      const type = credentials.issuer.type(certificate);
      return type && { vct: type.vct, name: type.name.ko, labelOf: labelOf(type) };
    },
    statusList,
  });
  const typeOfVct = (vct: string): HeldType | undefined => {
    const type = vct.startsWith(`${origin}${ISSUER_PATHS.vct}/`) ? credentials.issuer.types().find((candidate) => candidate.vct === vct) : undefined;
    const edocPath = type && edocOf(type.slug);
    return type && edocPath ? { slug: type.slug, name: type.name.ko, edocPath, labelOf: labelOf(type) } : undefined;
  };
  const holder = new Holder({
    db: app.db,
    repo,
    documents: issuance.documents,
    activity: app.repos.activity,
    rootPem: () => issuance.authority.rootPem(),
    typeOfVct,
    credentialOf: (caller, document) => credentials.walletCredential(caller, document),
    statusList,
    fetch: fetcher,
    ownRequestOf: (responseUri) => {
      const prefix = `${origin}${VERIFIER_PATHS.response}/`;
      return responseUri.startsWith(prefix) ? responseUri.slice(prefix.length) : undefined;
    },
  });
  // What the desk received is kept like a submission: its retention round deletes it after the retention days.
  app.desk.retention.alsoSweep((keptFrom, at) => verifier.purgeBefore(keptFrom, at));
  app.decorate('presentations', { verifier, holder, repo });
});
