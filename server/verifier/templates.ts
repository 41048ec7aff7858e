import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import schema from '../../schemas/presentation-templates.schema.json' with { type: 'json' };

/**
 * One claim a request asks for: its path in the credential, whether the citizen may leave it out.
 * It has no label of its own: both sides show the credential's (the issuer's words, which a
 * verifier cannot change), so the citizen consents to the words the desk will read.
 */
export interface TemplateClaim {
  path: (string | number | null)[];
  optional?: boolean;
}

/** A request the desk can make: what it is called, why, which certificate's credential and which of its claims. */
export interface PresentationTemplate {
  id: string;
  name: string;
  purpose: string;
  /** The certificate folder: the credential's vct is `<origin>/vct/<certificate>`. */
  certificate: string;
  claims: TemplateClaim[];
}

interface TemplateFile {
  organisationType: string;
  templates: PresentationTemplate[];
}

export const TEMPLATES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'templates');
const validate = new Ajv({ allErrors: true, useDefaults: true, allowUnionTypes: true }).compile<TemplateFile>(schema);

/** Reads every template file of a folder (one per organisation kind); a file that breaks the schema names itself. */
export function readTemplates(dir = TEMPLATES_DIR): Map<string, PresentationTemplate[]> {
  const byType = new Map<string, PresentationTemplate[]>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    const data: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (!validate(data)) throw new Error(`${file}: ${validate.errors?.map((error) => `${error.instancePath} ${error.message}`).join('; ')}`);
    if (byType.has(data.organisationType)) throw new Error(`${file}: a second file for ${data.organisationType}`);
    const ids = new Set(data.templates.map((template) => template.id));
    if (ids.size !== data.templates.length) throw new Error(`${file}: two templates share an id`);
    byType.set(data.organisationType, data.templates);
  }
  return byType;
}

/** A claim's label as both sides show it: the credential type's (its document's row label), or its path for a type this service does not know. */
export const claimLabel = (type: { labelOf: (path: readonly unknown[]) => string | undefined } | undefined, path: readonly (string | number | null)[]): string =>
  type?.labelOf(path) ?? path.join('.');

/** DCQL's claim ids for a template's claims, in order. */
export const claimIdOf = (index: number): string => `c${index}`;
/** The one credential query of a request. */
export const CREDENTIAL_QUERY_ID = 'credential';
/** At most this many optional claims: DCQL's claim_sets then list every choice (2^n of them). */
export const MAX_OPTIONAL_CLAIMS = 3;

/**
 * The DCQL query of a template: one SD-JWT VC credential of the certificate's vct with holder
 * binding, its claims by path; optional claims as claim_sets (every choice, the fullest first, so a
 * wallet that does not ask the citizen answers with all), the purpose on the credential set.
 */
export function dcqlQueryOf(template: PresentationTemplate, vct: string) {
  const claims = template.claims.map((claim, index) => ({ id: claimIdOf(index), path: claim.path }));
  const required = claims.filter((_claim, index) => !template.claims[index]!.optional).map((claim) => claim.id);
  const optional = claims.filter((_claim, index) => template.claims[index]!.optional).map((claim) => claim.id);
  if (optional.length > MAX_OPTIONAL_CLAIMS) throw new Error(`${template.id}: more than ${MAX_OPTIONAL_CLAIMS} optional claims`);
  const choices = Array.from({ length: 2 ** optional.length }, (_unused, mask) => optional.filter((_id, bit) => !(mask & (1 << bit))));
  const claimSets = optional.length > 0 ? choices.map((chosen) => [...required, ...chosen]).filter((set) => set.length > 0) : undefined;
  return {
    credentials: [
      {
        id: CREDENTIAL_QUERY_ID,
        format: 'dc+sd-jwt',
        meta: { vct_values: [vct] },
        claims,
        ...(claimSets ? { claim_sets: claimSets } : {}),
        require_cryptographic_holder_binding: true,
      },
    ],
    credential_sets: [{ options: [[CREDENTIAL_QUERY_ID]], required: true, purpose: template.purpose }],
  };
}
