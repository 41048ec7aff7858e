import { AppError } from '../../errors.ts';
import { loadLookupData } from '../../lookup-data/index.ts';
import { invalidParamMessage } from '../../messages.ts';
import { indexRows, SchoolIndex } from './search.ts';

/** How long a client may keep an answer: seed data never changes in a process; persona data may. */
export type LookupCache = 'static' | 'persona';

declare module 'fastify' {
  interface FastifyContextConfig {
    lookupCache?: LookupCache;
  }
}

export const CACHE_CONTROL: Record<LookupCache, string> = {
  static: 'private, max-age=3600',
  persona: 'no-store',
};

export const INFO = '/api/v2/application/info';

export const invalid = (field: string): AppError => new AppError('INVALID_PARAM', { text: { message: invalidParamMessage(field) } });
export const config = (lookupCache: LookupCache) => ({ auth: 'user' as const, lookupCache });

function buildIndexes() {
  const data = loadLookupData();
  return {
    data,
    schools: new SchoolIndex(data.educationOffices, data.schools),
    addresses: indexRows(data.addresses, (a) => [a.도로명주소, a.지번주소, a.건물명]),
  };
}
// Read-only indexes of fixed files: built once per process (every API test builds an app).
let indexes: ReturnType<typeof buildIndexes> | undefined;

/** The lookup data and its search indexes. */
export const lookupIndexes = (): ReturnType<typeof buildIndexes> => (indexes ??= buildIndexes());
