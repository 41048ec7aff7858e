// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Everything of ours spells the word "organisation" (docs/glossary.md). The other spelling stays
 * only where a name is not ours to choose: the spec's widget and layer `organization` (000 §2.2,
 * 001 §2.1) as a string, a path or a URL, X.520's attribute names in the certificates we make,
 * and an agency's English course titles.
 */
const ROOT = join(import.meta.dirname, '../..');
/** The spec's widget and layer name, quoted, in a path or a URL (and in the spec's own list of names). */
const SPEC_NAME = /(?<=['"`/])organization(?=['"`/?.\\])|(?<=address, |university, )organization(?=,| if long)/g;
/** Files whose other spelling is someone else's name. */
const OTHERS_NAMES: Record<string, string> = {
  'server/issuance/signing/der.ts': "X.520's organizationName and organizationalUnitName",
  'server/issuance/signing/x509.ts': "X.520's organizationName and organizationalUnitName",
  'server/issuance/signing/authority.ts': "X.520's organizationName and organizationalUnitName",
  'server/verifier/test-kit.ts': "X.520's organizationName, of a test's certificate",
  'certificates/university-transcript/agency.json': 'a university’s English course titles (Organization Theory)',
  'package-lock.json': "packages' own names",
  'docs/architecture.md': 'generated from the code’s citations (npm run docs:index)',
  'tests/unit/one-spelling.test.ts': 'this check',
};

/** Each line (file:line: text) that spells the word the other way outside the spec's names. */
function otherSpellings(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (/organiz/i.test(line.replace(SPEC_NAME, '')) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('one spelling of organisation', () => {
  it('no file of ours spells it organization, outside the spec’s widget and layer name and others’ names', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter((file) => file !== '' && !(file in OTHERS_NAMES));
    const text = (file: string): string => {
      try {
        return readFileSync(join(ROOT, file), 'utf8');
      } catch {
        return ''; // deleted in the work tree, not yet in the index
      }
    };
    expect(files.filter((file) => /organiz/i.test(file.replace(SPEC_NAME, '')))).toEqual([]);
    expect(files.flatMap((file) => otherSpellings(file, text(file)))).toEqual([]);
  });

  it('refuses the other spelling in a name of ours, and lets the spec’s widget name pass', () => {
    expect(otherSpellings('a.ts', "usePicker('organization', 'papas-organization');\nconst organizationField = 1;")).toEqual([
      "a.ts:1: usePicker('organization', 'papas-organization');",
      'a.ts:2: const organizationField = 1;',
    ]);
    expect(otherSpellings('b.json', '{ "ui:widget": "organization" }\n/layer/organization?district=1')).toEqual([]);
  });
});
