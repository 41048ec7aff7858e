import type { FastifyInstance } from 'fastify';

/** Where a reader downloads the demo issuing CA's certificate, to trust the documents' signatures. */
export const ROOT_CERTIFICATE_PATH = '/ca/jigap-demo-root.crt';

/**
 * `GET /ca/jigap-demo-root.crt`: the root certificate (PEM) of the demo certificate authority
 * whose issuer certificates sign every document. Public: a bank that received a PDF by e-mail
 * adds it to its PDF reader's trusted certificates.
 */
export default async function caRoutes(app: FastifyInstance): Promise<void> {
  app.get(ROOT_CERTIFICATE_PATH, { config: { auth: 'none' } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/x-x509-ca-cert')
      .header('content-disposition', 'attachment; filename="jigap-demo-root.crt"')
      .header('cache-control', 'public, max-age=3600')
      .send(await app.issuance.authority.rootPem()),
  );
}
