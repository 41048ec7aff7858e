import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_FILES, parseCertificateFolder } from '../../server/catalogue/folder.ts';
import { checkCredential } from './check-credential.ts';
import { folderSpeaksOneVoice } from './check-rules/voice.ts';
import { CATALOGUE_DIR } from './paths.ts';

// cert:check's credential rule on a real folder with its credential.json changed: a claim is shown
// by its label alone (the desk, the citizen's presentation page, the activity log), so no two may share one.

/** A catalogue folder as cert:check reads it, its credential.json replaced (undefined: none). */
function folderWith(slug: string, credential: unknown) {
  const dir = path.join(CATALOGUE_DIR, slug);
  return parseCertificateFolder(slug, dir, (file) => {
    if (file === CERTIFICATE_FILES.credential) return credential === undefined ? undefined : JSON.stringify(credential);
    const at = path.join(dir, file);
    return fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : undefined;
  });
}
const messages = (slug: string, credential: unknown) => checkCredential(folderWith(slug, credential)).map((p) => `${p.file} ${p.field ?? ''} ${p.message}`);
const own = (slug: string) => JSON.parse(fs.readFileSync(path.join(CATALOGUE_DIR, slug, CERTIFICATE_FILES.credential), 'utf8')) as { labels: Record<string, unknown> };

describe('cert:check refuses two claims under one label', () => {
  it('a row printing two facts (세대주 성명(한자): headName and headHanja) without labels of their own is refused, naming both places and where to name them', () => {
    expect(messages('resident-registration-copy', own('resident-registration-copy'))).toEqual([]);
    const problems = messages('resident-registration-copy', undefined);
    expect(problems).toContain(
      'credential.json labels household.headName, household.headHanja would all be labelled "세대주 성명(한자)" (ko): give each its own in credential.json\'s labels ({ "household.headName": { "ko": "…" } })',
    );
  });

  it('two places printed under the same words (the holder’s 성명 and each family member’s) are refused too, and a label given that another claim already has', () => {
    const { labels } = own('family-relation');
    expect(messages('family-relation', { labels: { ...labels, 'family.members.name': undefined } }).join('\n')).toContain('person.name, family.members.name would all be labelled "성명" (ko)');
    expect(messages('family-relation', { labels: { ...labels, 'family.members.sex': { ko: '본' } } }).join('\n')).toContain('person.clan, family.members.sex would all be labelled "본" (ko)');
  });

  it('in English as well, where both claims have one', () => {
    const { labels } = own('university-enrollment');
    const english = { ...labels, 'person.english': { ko: '영문 성명', en: 'Name' } };
    expect(messages('university-enrollment', { labels: english })).toEqual([
      'credential.json labels person.name, person.english would all be labelled "Name" (en): give each its own in credential.json\'s labels ({ "person.name": { "ko": "…" } })',
    ]);
  });

  it('a labels key that is not a place the document prints a value at, or one left out, is refused', () => {
    const { labels } = own('resident-registration-copy');
    expect(messages('resident-registration-copy', { labels: { ...labels, 'household.headHanja': undefined, 'household.headHanjaName': { ko: '세대주 성명(한자)' } } })[0]).toMatch(
      /^credential\.json labels "household\.headHanjaName" is not a place the document prints a value at/,
    );
    expect(messages('resident-registration-copy', { omit: ['household.headHanja'], labels })).toEqual(['credential.json labels "household.headHanja" is left out (omit): it has no label to give']);
  });

  it('a label the clerk and the citizen read speaks the wallet’s voice (docs/glossary.md) like the folder’s other words', () => {
    const voice = (credential: unknown) => folderSpeaksOneVoice({ slug: 'resident-registration-copy', raw: folderWith('resident-registration-copy', credential) }, { widgetNames: [] });
    expect(voice(own('resident-registration-copy'))).toEqual([]);
    expect(voice({ labels: { 'household.headName': { ko: '세대주 성명입니다' } } }).map((p) => `${p.file} ${p.message}`)).toEqual([expect.stringMatching(/^credential\.json 합쇼체 /)]);
  });
});
