import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateApiTypes } from '../scripts/gen-api-types.ts';
import { AGREEMENT_KINDS } from './agreement-kinds.ts';
import { projectRoot } from './schemas.ts';

const dir = join(projectRoot, 'contracts/api');
const schemas = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, schema: JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown> }));

describe('the API contract (contracts/api)', () => {
  it.each(schemas.map(({ file, schema }) => [file, schema] as const))('%s has an $id equal to its file name and a title', (file, schema) => {
    expect(schema.$id).toBe(file);
    expect(schema.title).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  it('the agreement kinds of the server are those of the schema', () => {
    const kinds = schemas.find(({ file }) => file === 'agreement-kind.json')?.schema.enum;
    expect(kinds).toEqual([...AGREEMENT_KINDS]);
  });

  it('generates every type the client imports', async () => {
    const ts = await generateApiTypes();
    for (const name of [
      'ApiError', 'CheckResult', 'WalletAndDevice', 'HomeData', 'Notice', 'Banner', 'User', 'UserStatus', 'AgreementKind',
      'Term', 'TermGroup', 'Agreement', 'TermContent', 'AgreementSubmit', 'AgreementSubmitResult', 'InboxDocument',
      'DistributionItem', 'CatalogueEntry',
    ]) {
      expect(ts).toMatch(new RegExp(`export (interface|type) ${name}\\b`));
    }
  });
});
