import type { FastifyInstance } from 'fastify';
import type { CertificatePathParams } from '../../../contracts/generated/api.ts';
import { AppError } from '../../errors.ts';
import { usagePurposesFor } from '../../lookup-data/index.ts';
import { ref, responses } from '../../schemas.ts';
import { config, INFO, lookupIndexes } from './lookup-kit.ts';

/** The usage purposes a certificate offers (`default` for one without its own list). */
export default async function usagePurposeRoutes(app: FastifyInstance): Promise<void> {
  const { data } = lookupIndexes();

  app.get<{ Params: CertificatePathParams }>(
    `${INFO}/:path/사용용도`,
    { config: config('static'), schema: { params: ref('certificate-path-params'), response: responses('usage-purpose-list-response') } },
    async (request) => {
      const { path } = request.params;
      if (path !== 'default' && !app.catalogue.form(path)) throw new AppError('NOT_FOUND');
      return { result: usagePurposesFor(data, path) };
    },
  );
}
