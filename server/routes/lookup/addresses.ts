import type { FastifyInstance } from 'fastify';
import type { AddressSearchQuery, LookupPageQuery } from '../../../contracts/generated/api.ts';
import { normalizeName } from '../../../shared/hangul.ts';
import { ref, responses } from '../../schemas.ts';
import { config, INFO, invalid, lookupIndexes } from './lookup-kit.ts';
import { matching, pageOf } from './search.ts';

/** The address search, a page at a time. */
export default async function addressRoutes(app: FastifyInstance): Promise<void> {
  const { addresses } = lookupIndexes();

  app.get<{ Querystring: AddressSearchQuery & Required<LookupPageQuery> }>(
    `${INFO}/주소/검색`,
    { config: config('static'), schema: { querystring: ref('address-search-query'), response: responses('address-list-response') } },
    async (request) => {
      // The client searches only when a keyword exists (000 §5); an empty one is a bad call.
      const keyword = normalizeName(request.query.keyword ?? '');
      if (!keyword) throw invalid('keyword');
      return pageOf(matching(addresses, keyword), request.query.page, request.query.size);
    },
  );
}
