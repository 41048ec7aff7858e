import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listCertificateSlugs } from '../../server/catalogue/index.ts';
import { checkCatalogue, projectCheckOptions, readQrPasses, readWidgetOptions } from './check-certificates.ts';
import { CATALOGUE_DIR, QR_PASS_FILE, REPO_ROOT } from './paths.ts';
import { readWidgetFolders } from './widget-folders.ts';
import { execFileSync } from 'node:child_process';
import { renderCatalogueDiff } from './cert-diff.ts';
import { readGitRef, readWorkingTree } from './read-snapshots.ts';
import { scaffoldCertificate } from './scaffold.ts';

const temps: string[] = [];
afterAll(() => temps.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
function copyCatalogue(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-check-'));
  temps.push(dir);
  fs.cpSync(CATALOGUE_DIR, dir, { recursive: true });
  return dir;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test edits of arbitrary JSON
const edit = (file: string, change: (json: Record<string, any>) => void) => {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
};
const options = projectCheckOptions();

describe('cert:check', () => {
  it('accepts the whole catalogue', () => {
    const { slugs, problems } = checkCatalogue(CATALOGUE_DIR, options);
    expect(slugs).toEqual(listCertificateSlugs(CATALOGUE_DIR));
    expect(problems).toEqual([]);
  });

  it('the widget names are the widget folders (one list: the registry reads the same folders)', () => {
    const { names, layers } = readWidgetFolders();
    expect(names).toEqual(expect.arrayContaining(['sido', 'university', 'patriot-number', 'masked-text', 'date', 'period']));
    expect(names).not.toContain('kit');
    expect(layers.get('period')).toEqual(expect.arrayContaining(['year/:id', 'month/:id', 'start-year', 'tax-end-year', 'vat-end-period']));
  });

  it('a widget folder added on disk is accepted by cert:check with no list to edit; a layer its layers.json lacks is refused', () => {
    const widgetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-widgets-'));
    temps.push(widgetsDir);
    for (const name of [...readWidgetFolders().names, 'star-rating']) {
      fs.mkdirSync(path.join(widgetsDir, name));
      fs.writeFileSync(path.join(widgetsDir, name, 'index.tsx'), '');
    }
    fs.writeFileSync(path.join(widgetsDir, 'period', 'layers.json'), JSON.stringify({ 'year/:id': {}, 'start-year': {} }));
    const dir = copyCatalogue();
    edit(path.join(dir, 'national-tax-paid/ui.json'), (ui) => {
      ui['사용용도']['ui:widget'] = 'star-rating';
    });
    edit(path.join(dir, 'pension-premium-paid/ui.json'), (ui) => {
      ui['시작연도']['ui:options'].layer = 'year/from';
      ui['종료연도']['ui:options'].layer = 'tax-end-year';
    });
    const found = checkCatalogue(dir, { ...readWidgetOptions(widgetsDir), qrPasses: readQrPasses(QR_PASS_FILE) }).problems.filter(
      (p) => p.slug === 'pension-premium-paid' || p.slug === 'national-tax-paid',
    );
    expect(found.map((p) => `${p.slug}/${p.file} ${p.field}`)).toEqual(['pension-premium-paid/ui.json 종료연도']);
    expect(found[0]?.message).toContain('"tax-end-year" is not a layer of the period widget');
    expect(checkCatalogue(dir, options).problems.map((p) => `${p.slug} ${p.field}`)).toEqual(['national-tax-paid 사용용도']);
  });

  it('portal: an institution portal names a form property and a kind some institution issues; only CHANNELING has one', () => {
    const dir = copyCatalogue();
    edit(path.join(dir, 'university-graduation/certificate.json'), (m) => {
      m.portal.institutionField = '학교코드';
    });
    edit(path.join(dir, 'university-transcript/certificate.json'), (m) => {
      m.portal.certificateKind = '수료';
    });
    edit(path.join(dir, 'university-enrollment/certificate.json'), (m) => {
      delete m.portal.certificateKind;
    });
    edit(path.join(dir, 'university-degree/certificate.json'), (m) => {
      m.portal = { type: 'government', institutionField: '대학코드' };
    });
    edit(path.join(dir, 'national-tax-paid/certificate.json'), (m) => {
      m.portal = { type: 'government' };
    });
    const found = checkCatalogue(dir, options).problems.map((p) => `${p.slug} ${p.field ?? ''}: ${p.message}`);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^university-graduation portal: institutionField "학교코드" is not a property of the form/),
        expect.stringMatching(/^university-transcript portal: certificateKind "수료" is issued by no institution/),
        expect.stringMatching(/^university-enrollment portal\/certificateKind: is missing/),
        'university-degree portal: institutionField and certificateKind belong to an institution\'s portal: remove them, or make type "institution"',
        'national-tax-paid portal: only a certificate of type CHANNELING has a portal (the identity check before issuing), and this one is "NORMAL": remove "portal", or make applicationType "CHANNELING"',
      ]),
    );
    expect(new Set(found.map((f) => f.split(' ')[0]))).toEqual(
      new Set(['university-graduation', 'university-transcript', 'university-enrollment', 'university-degree', 'national-tax-paid']),
    );
  });

  it.each(['pet-registration', 'removal-record', 'university-english-graduation'])('accepts the fixture %s dropped into the catalogue, no other file touched', (slug) => {
    const dir = copyCatalogue();
    const manifests = () => listCertificateSlugs(dir).filter((folder) => folder !== slug).map((folder) => fs.readFileSync(path.join(dir, folder, 'certificate.json'), 'utf8'));
    const before = manifests();
    fs.cpSync(path.join(REPO_ROOT, 'tests/fixtures/certificates', slug), path.join(dir, slug), { recursive: true });
    expect(checkCatalogue(dir, options).problems).toEqual([]);
    expect(manifests()).toEqual(before);
  });

  it('a sixth court certificate is data: any path may be EXTERNAL_CHANNELING', () => {
    const dir = copyCatalogue();
    edit(path.join(dir, 'family-relation/certificate.json'), (m) => {
      m.path = '제적등본';
      m.name = '제적등본';
    });
    expect(checkCatalogue(dir, options).problems).toEqual([]);
  });

  it('names the file and field of each problem', () => {
    const dir = copyCatalogue();
    edit(path.join(dir, 'national-tax-paid/ui.json'), (ui) => {
      ui['사용용도']['ui:widget'] = 'purpose-picker';
      ui['ui:order'] = ['주민등록번호표기', '사용용도', '주소공개'];
    });
    edit(path.join(dir, 'national-tax-paid/schema.json'), (s) => {
      s.properties['주소공개'].title = 'Show address';
      s.properties['사용용도'].maxlength = 3;
    });
    edit(path.join(dir, 'business-closure/certificate.json'), (m) => {
      m.popularityOrder = 1;
    });
    edit(path.join(dir, 'business-suspension/certificate.json'), (m) => {
      delete m.guide;
    });
    edit(path.join(dir, 'ged-pass/sample.json'), (s) => {
      delete s['시험구분'];
    });
    const found = checkCatalogue(dir, options).problems.map((p) => `${p.slug}/${p.file} ${p.field ?? ''}`.trim());
    expect(found).toEqual(
      expect.arrayContaining([
        'national-tax-paid/ui.json 사용용도',
        'national-tax-paid/ui.json ui:order',
        'national-tax-paid/schema.json 주소공개',
        'national-tax-paid/schema.json',
        'business-suspension/certificate.json guide',
        'ged-pass/sample.json 시험구분',
      ]),
    );
    expect(found.some((p) => p.endsWith('certificate.json popularityOrder'))).toBe(true);
  });

  it('checks each document.json: present, valid against its meta-schema, naming real form fields, agency record fields, rows and formats', () => {
    const dir = copyCatalogue();
    fs.rmSync(path.join(dir, 'farm-business/document.json'));
    edit(path.join(dir, 'business-closure/document.json'), (layout) => {
      layout.sections.push({ type: 'table', columns: [] });
    });
    edit(path.join(dir, 'national-tax-paid/document.json'), (layout) => {
      layout.sections[0].rows[0].value = '{form.상호명}';
      layout.sections[1].rows[0].value = '{record.person.name|uppercase}';
    });
    edit(path.join(dir, 'income-amount/document.json'), (layout) => {
      layout.sections[0].rows[0].value = '{item.name}';
    });
    // Misspelt agency record paths: they would print blank.
    const copy = path.join(dir, 'resident-registration-copy/document.json');
    fs.writeFileSync(copy, fs.readFileSync(copy, 'utf8').replace('{record.person.address}', '{record.person.adress}').replace('{item.name}', '{item.nmae}'));
    const found = checkCatalogue(dir, options).problems.filter((p) => p.file === 'document.json');
    const where = (slug: string) => found.filter((p) => p.slug === slug).map((p) => `${p.field ?? ''} ${p.message}`);
    expect(where('farm-business')).toEqual([expect.stringContaining('file is missing')]);
    expect(where('business-closure')).toEqual([expect.stringMatching(/^\/sections\/\d .*document-layout\.schema\.json/)]);
    expect(where('national-tax-paid')).toEqual([
      expect.stringContaining('/sections/0/rows/0/value "form.상호명": the form has no field "상호명"'),
      expect.stringContaining('/sections/1/rows/0/value unknown format "uppercase"'),
    ]);
    expect(where('income-amount')).toEqual([expect.stringContaining('"item.name" is used outside a table row')]);
    expect(where('resident-registration-copy')).toEqual([
      expect.stringContaining('"record.person.adress": no agency holds this fact'),
      expect.stringContaining('"item.nmae": no agency holds this fact'),
    ]);
    expect(found).toHaveLength(7);
  });

  it('popularity orders are unique across the catalogue; the alphabetical order is no one’s to keep (derived from the names)', () => {
    const dir = copyCatalogue();
    edit(path.join(dir, 'farm-business/certificate.json'), (m) => {
      m.popularityOrder = 1;
    });
    const [found] = checkCatalogue(dir, options).problems.filter((p) => p.field === 'popularityOrder');
    expect(found?.message).toMatch(/^1 is also used by \S+: take \d+ \(npm run cert:new gives a free one\)$/);
    edit(path.join(dir, 'farm-business/certificate.json'), (m) => {
      m.displayNameOrder = 3;
    });
    expect(checkCatalogue(dir, options).problems).toContainEqual(expect.objectContaining({ slug: 'farm-business', message: 'unknown field "displayNameOrder"' }));
  });
});

describe('cert:check says what to do', () => {
  const problemsOf = (dir: string, slug: string) => checkCatalogue(dir, options).problems.filter((p) => p.slug === slug).map((p) => `${p.file}${p.field ? ` ${p.field}` : ''}: ${p.message}`);

  it('an application type it does not know: the allowed ones', () => {
    const dir = copyCatalogue();
    edit(path.join(dir, 'family-relation/certificate.json'), (m) => {
      m.applicationType = 'EXTERNAL';
    });
    expect(problemsOf(dir, 'family-relation')).toEqual(['certificate.json applicationType: "EXTERNAL" is not allowed: use one of "NORMAL", "CHANNELING", "EXTERNAL_CHANNELING"']);
  });

  it('a portal on a certificate of another type: the field that is wrong, and the two ways out', () => {
    const dir = copyCatalogue();
    edit(path.join(dir, 'family-relation/certificate.json'), (m) => {
      m.portal = { type: 'government' };
    });
    expect(problemsOf(dir, 'family-relation')).toEqual([
      'certificate.json portal: only a certificate of type CHANNELING has a portal (the identity check before issuing), and this one is "EXTERNAL_CHANNELING": remove "portal", or make applicationType "CHANNELING"',
    ]);
  });

  it('an outside site: required on EXTERNAL_CHANNELING, only there, confirming fields of the form, described alike by every certificate of it', () => {
    const dir = copyCatalogue();
    edit(path.join(dir, 'family-relation/certificate.json'), (m) => {
      delete m.site;
    });
    edit(path.join(dir, 'national-tax-paid/certificate.json'), (m) => {
      m.site = { name: '국세청 홈택스', badge: '홈택스 발급', guide: '홈택스에서 신청해요.', confirms: [] };
    });
    edit(path.join(dir, 'marriage-relation/certificate.json'), (m) => {
      m.site.confirms = ['증명서종류', '혼인종류'];
      m.site.badge = '대법원 발급';
    });
    expect(problemsOf(dir, 'family-relation')).toEqual([expect.stringMatching(/^certificate\.json site: an EXTERNAL_CHANNELING certificate names the site where it is applied for: add "site"/)]);
    expect(problemsOf(dir, 'national-tax-paid')).toEqual([expect.stringMatching(/^certificate\.json site: only a certificate of type EXTERNAL_CHANNELING has an outside site .*this one is "NORMAL"/)]);
    expect(problemsOf(dir, 'marriage-relation')).toEqual([
      'certificate.json site.confirms: "혼인종류" is not a field of the form: the site confirms fields of schema.json (증명서종류, 주민등록번호표기)',
      expect.stringMatching(/^certificate\.json site\.badge: "대법원 전자가족관계등록시스템" is described otherwise in certificates\/\S+\/certificate\.json \("대법원 전자가족관계등록시스템 발급"\): one site, one badge$/),
    ]);
  });

  it('a misspelt table source: named once as a fact no agency holds (it would print an empty table), not as every field of its rows', () => {
    const dir = copyCatalogue();
    const file = path.join(dir, 'driving-career/document.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"source": "record.driving.events"', '"source": "record.drving.events"'));
    expect(problemsOf(dir, 'driving-career')).toEqual([expect.stringMatching(/^document\.json: "record\.drving\.events": no agency holds this fact \(.*a misspelt source an empty table\): correct the path/)]);
  });

  it('a table source that holds text: named once, with what a source must be', () => {
    const dir = copyCatalogue();
    const file = path.join(dir, 'driving-career/document.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"source": "record.driving.events"', '"source": "record.person.name"'));
    expect(problemsOf(dir, 'driving-career')).toEqual([expect.stringMatching(/^document\.json: "record\.person\.name" is a section's source, but holds text, not entries, for "citizen", .*: point "source" at a list/)]);
  });

  it('a widget it does not know: the ones it does', () => {
    const dir = copyCatalogue();
    edit(path.join(dir, 'national-tax-paid/ui.json'), (ui) => {
      ui['사용용도']['ui:widget'] = 'purpose';
    });
    const [found] = problemsOf(dir, 'national-tax-paid');
    expect(found).toMatch(/^ui\.json 사용용도: ui:widget "purpose" is not a widget: use one of academic-information, address, .*, hidden, .*issue-purpose, .*, university-degree, workplace \(a new one is a folder of widgets\/ with an index\.tsx\)$/);
  });

  it('a persona without a value for a fact the document shows: how to represent one the certificate does not concern', () => {
    const dir = copyCatalogue();
    scaffoldCertificate(dir, 'removal-record', { name: '제적등본', issuer: '대법원', applicationType: 'EXTERNAL_CHANNELING' });
    fs.writeFileSync(path.join(dir, 'removal-record/agency.json'), JSON.stringify({ records: { citizen: { registration: { number: '1', registeredAt: '20200101' } } } }));
    const found = problemsOf(dir, 'removal-record');
    expect(found).toHaveLength(2);
    for (const problem of found) expect(problem).toMatch(/no demo value for "receiver", .*A persona this certificate does not concern \(no such record\) still gets the fact, empty \(""/);
  });

  it('a popularity order a test fixture holds: which fixture, and a free order', () => {
    const dir = copyCatalogue();
    const fixture = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'tests/fixtures/certificates/pet-registration/certificate.json'), 'utf8')) as { popularityOrder: number };
    edit(path.join(dir, 'farm-business/certificate.json'), (m) => {
      m.popularityOrder = fixture.popularityOrder;
    });
    expect(problemsOf(dir, 'farm-business')).toEqual([
      expect.stringMatching(new RegExp(`^certificate\\.json popularityOrder: ${fixture.popularityOrder} is held by the test fixture tests/fixtures/certificates/pet-registration \\(tests drop it into the catalogue\\): take \\d+ \\(npm run cert:new gives a free one\\)$`)),
    ]);
  });

  it('a document that ignores 뒷자리표기안함: the back digits it still shows, and how to mask them', () => {
    const dir = copyCatalogue();
    const file = path.join(dir, 'national-tax-paid/document.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('{record.person.rrn|rrn}', '{record.person.rrn}'));
    expect(problemsOf(dir, 'national-tax-paid')).toEqual([
      'document.json rrnMasked: with 주민등록번호표기 = 뒷자리표기안함 the document still shows "980315-1234567" with its back digits: show resident numbers with "|rrn" and give document.json an "rrnMasked" condition ({ "field": "form.주민등록번호표기", "equals": "뒷자리표기안함" })',
    ]);
  });

  it('a sample purpose the picker does not offer: the ones it does', () => {
    const dir = copyCatalogue();
    edit(path.join(dir, 'national-tax-paid/sample.json'), (sample) => {
      sample['사용용도'] = '선박 등록용';
    });
    expect(problemsOf(dir, 'national-tax-paid')).toEqual([expect.stringMatching(/^sample\.json 사용용도: "선박 등록용" is not a purpose the picker offers for 납세증명서: use one of "[^"]+", .*"발급 지연 시연" \(server\/lookup-data\/usage-purposes\.json\)$/)]);
  });

  it('a widget option its widget does not know: the allowed values, from the widget folder', () => {
    const dir = copyCatalogue();
    edit(path.join(dir, 'pension-premium-paid/ui.json'), (ui) => {
      ui['시작연도']['ui:options'].unit = 'decade';
    });
    expect(problemsOf(dir, 'pension-premium-paid')).toEqual(['ui.json 시작연도: ui:options.unit "decade" is not one of "year", "month", "span", "choice" (widgets/period/options.schema.json)']);
  });

  it('the demo world: a fact against its rules names the agency.json that holds it, and the exception a folder may declare', () => {
    const dir = copyCatalogue();
    scaffoldCertificate(dir, 'fishing-boat', { name: '낚시어선업 신고확인증', issuer: '해양수산부', applicationType: 'CHANNELING' });
    const agency = path.join(dir, 'fishing-boat/agency.json');
    edit(agency, (facts) => {
      facts.records['*'].boat = { number: '9512345-6261801', builtAt: '19380101' };
    });
    expect(problemsOf(dir, 'fishing-boat')).toEqual([
      expect.stringMatching(/^agency\.json boat\.number: "512345-6261801" looks like a resident number .*"exceptions": \{ "notResidentNumbers": \["boat\.number"\] \} \(for 13 people: citizen, /),
      expect.stringMatching(/^agency\.json boat\.builtAt: 19380101 is before the holder's birth \(\d{8}\): .*"exceptions": \{ "notTheHoldersDates": \["boat\.builtAt"\] \}/),
    ]);
    edit(agency, (facts) => {
      facts.exceptions = { notResidentNumbers: ['boat.number'], notTheHoldersDates: ['boat'] };
    });
    expect(problemsOf(dir, 'fishing-boat')).toEqual([]);
  });
});

describe('cert:check and the agency’s facts (agency.json)', () => {
  /** A new certificate whose document shows facts no agency held before: the pet's. */
  function petCertificate() {
    const dir = copyCatalogue();
    scaffoldCertificate(dir, 'pet-registration', { name: '동물등록증명서', issuer: '농림축산식품부' });
    const folder = path.join(dir, 'pet-registration');
    edit(path.join(folder, 'document.json'), (layout) => {
      layout.sections.splice(1, 0, {
        type: 'fields',
        heading: '등록동물',
        rows: [
          { label: '동물등록번호', value: '{record.pet.registrationNumber}' },
          { label: '이름', value: '{record.pet.name}' },
          { label: '품종', value: '{record.pet.breed}' },
        ],
      });
    });
    const problems = () => checkCatalogue(dir, options).problems.filter((p) => p.slug === 'pet-registration').map((p) => `${p.file}${p.field ? ` ${p.field}` : ''}: ${p.message}`);
    return { folder, problems };
  }

  it('a fact no agency holds is named, with the file to add it to', () => {
    const { problems } = petCertificate();
    expect(problems()).toEqual(
      ['registrationNumber', 'name', 'breed'].map((fact) =>
        expect.stringMatching(new RegExp(`^document\\.json: "record\\.pet\\.${fact}": no agency holds this fact .*add the fact to certificates/pet-registration/agency\\.json`)),
      ),
    );
  });

  it('the facts in the folder’s agency.json, for everyone ("*"), satisfy it', () => {
    const { folder, problems } = petCertificate();
    edit(path.join(folder, 'agency.json'), (file) => {
      file.records['*'].pet = { registrationNumber: { $pattern: '410############' }, name: { $pick: ['초코', '보리'] }, breed: '진돗개' };
    });
    expect(problems()).toEqual([]);
  });

  it('a persona without demo values for a fact the document shows is named', () => {
    const { folder, problems } = petCertificate();
    fs.writeFileSync(
      path.join(folder, 'agency.json'),
      JSON.stringify({ records: { citizen: { registration: { number: '1', registeredAt: '20200101' }, pet: { registrationNumber: '410123456789012', name: '보리', breed: '진돗개' } } } }),
    );
    const found = problems();
    expect(found).toHaveLength(5);
    expect(found.find((p) => p.includes('record.registration.number'))).toMatch(/^document\.json: "record\.registration\.number": no demo value for "receiver", "newcomer", .*"unregistered": add it to certificates\/pet-registration\/agency\.json under records\."receiver" \(or records\."\*"\)\. A persona this certificate does not concern/);
    expect(found.join('\n')).not.toContain('"citizen"');
  });

  it('agency.json is checked against schemas/agency-facts.schema.json, as JSON, and for definitions it uses', () => {
    const { folder, problems } = petCertificate();
    const agency = path.join(folder, 'agency.json');
    fs.writeFileSync(agency, JSON.stringify({ records: { '*': { pet: { name: { $random: ['초코'] } } } } }));
    expect(problems()).toEqual([expect.stringMatching(/^agency\.json \/records\/\*\/pet\/name.*: does not match schemas\/agency-facts\.schema\.json/)]);
    fs.writeFileSync(agency, '{ "records": ');
    expect(problems()).toEqual([expect.stringMatching(/^agency\.json: not valid JSON/)]);
    fs.writeFileSync(agency, JSON.stringify({ records: { '*': { registration: { $use: 'register' }, pet: {} } } }));
    expect(problems()).toEqual([expect.stringContaining('agency.json: pet-registration: registration: no definition "register"')]);
  });
});

describe('cert:new', () => {
  it('scaffolds a folder that cert:check accepts as it is, its agency’s facts beside its document, in good Korean', () => {
    const dir = copyCatalogue();
    const { manifest } = scaffoldCertificate(dir, 'pet-registration', { name: '동물등록증명서', issuer: '농림축산식품부' });
    expect(manifest).toMatchObject({ path: '동물등록증명서', name: '동물등록증명서', issuer: '농림축산식품부', applicationType: 'NORMAL' });
    expect(manifest.guide).toMatch(/^동물등록증명서를 전자증명서 지갑으로 발급받아요\./);
    const folder = path.join(dir, 'pet-registration');
    expect(fs.readdirSync(folder).sort()).toEqual(['agency.json', 'certificate.json', 'document.json', 'sample.json', 'schema.json', 'ui.json']);
    expect(fs.readFileSync(path.join(folder, 'document.json'), 'utf8')).toContain('위와 같이 동물등록증명서를 발급합니다.');
    expect(fs.readFileSync(path.join(folder, 'document.json'), 'utf8')).toContain('{record.registration.number}');
    expect(checkCatalogue(dir, options).problems).toEqual([]);
  });

  it('scaffolds a sixth court certificate (EXTERNAL_CHANNELING) that cert:check accepts as it is', () => {
    const dir = copyCatalogue();
    const { manifest } = scaffoldCertificate(dir, 'removal-record', { name: '제적등본', issuer: '대법원', applicationType: 'EXTERNAL_CHANNELING' });
    expect(manifest).toMatchObject({ path: '제적등본', applicationType: 'EXTERNAL_CHANNELING' });
    expect(manifest.guide).toMatch(/^제적등본을 전자증명서 지갑으로/);
    expect(checkCatalogue(dir, options).problems).toEqual([]);
  });

  it('hands out a popularity order no folder and no test fixture holds', () => {
    const dir = copyCatalogue();
    const { manifest } = scaffoldCertificate(dir, 'pet-license', { name: '반려동물 면허증' });
    const held = [...listCertificateSlugs(dir).filter((slug) => slug !== 'pet-license').map((slug) => path.join(dir, slug)), ...listCertificateSlugs(path.join(REPO_ROOT, 'tests/fixtures/certificates')).map((slug) => path.join(REPO_ROOT, 'tests/fixtures/certificates', slug))].map(
      (folder) => (JSON.parse(fs.readFileSync(path.join(folder, 'certificate.json'), 'utf8')) as { popularityOrder: number }).popularityOrder,
    );
    expect(held).not.toContain(manifest.popularityOrder);
    for (const fixture of listCertificateSlugs(path.join(REPO_ROOT, 'tests/fixtures/certificates'))) {
      fs.cpSync(path.join(REPO_ROOT, 'tests/fixtures/certificates', fixture), path.join(dir, fixture), { recursive: true });
    }
    expect(checkCatalogue(dir, options).problems).toEqual([]);
  });

  it('refuses a bad slug, an existing folder and a taken path', () => {
    const dir = copyCatalogue();
    expect(() => scaffoldCertificate(dir, 'Pet Registration')).toThrow(/kebab-case/);
    expect(() => scaffoldCertificate(dir, 'disability')).toThrow(/already exists/);
    expect(() => scaffoldCertificate(dir, 'twin', { path: '납세증명서' })).toThrow(/already used/);
  });
});

describe('cert:diff reads git read-only', () => {
  it('refuses an unknown ref', () => {
    expect(() => readGitRef(REPO_ROOT, 'no-such-ref-xyz')).toThrow(/unknown git ref/);
  });
  it('reads the certificates committed at HEAD', () => {
    expect(readGitRef(REPO_ROOT, 'HEAD')).toBeInstanceOf(Map);
  });
});

describe('cert:diff between a commit and the working tree', () => {
  it('reports what a maintainer changed in a committed certificate', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-diff-'));
    temps.push(repo);
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: repo, stdio: 'pipe' });
    fs.mkdirSync(path.join(repo, 'certificates'));
    fs.cpSync(path.join(CATALOGUE_DIR, 'university-graduation'), path.join(repo, 'certificates/university-graduation'), { recursive: true });
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'catalogue');
    edit(path.join(repo, 'certificates/university-graduation/schema.json'), (s) => {
      s.properties['생년월일'].title = '생년월일(8자리)';
      s.allOf[0].then.properties['학번'].maxLength = 20;
      s.required = s.required.filter((k: string) => k !== '언어');
    });
    const md = renderCatalogueDiff(readGitRef(repo, 'HEAD'), readWorkingTree(path.join(repo, 'certificates')), 'HEAD', 'working tree');
    expect(md).toContain('### 졸업증명서(대학) (`university-graduation` · `/issue/대학졸업증명서`)');
    expect(md).toContain('- ✏️ Label of `생년월일`: "생년월일" → "생년월일(8자리)"');
    expect(md).toContain('- 📏 Validation of **학번** (`학번`): max length `30` → `20`');
    expect(md).toContain('- ❗ **발급 언어** (`언어`) is now optional (was required)');
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: repo, encoding: 'utf8' })).toBe(' M certificates/university-graduation/schema.json\n');
  });
});
