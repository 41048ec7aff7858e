import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR, readCertificateFolder } from '../../catalogue/index.ts';
import { projectRoot } from '../../schemas.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { pdfText, squash } from '../../test/pdf-text.ts';
import { pdfsig } from '../../test/pdfsig.ts';
import { shownStrings } from './shown-strings.ts';
import { waitForState } from '../test-kit.ts';
import { verifyIssuedPdf } from '../verify.ts';
import { readValidity } from '../validity.ts';
import { findPersona } from '../../personas.ts';
import { certificateCases, certificatePersonaCases } from '../../test/certificate-cases.ts';
import { agencyRecordOf } from '../../sim/agency-records/index.ts';
import { documentModel, renderDocumentPdf } from './render.ts';
import type { DocumentModel } from './resolve.ts';
import { documentProblems, sampleDocumentInput } from '../../sim/sample-document.ts';

const readJson = (...parts: string[]): unknown => JSON.parse(fs.readFileSync(path.join(...parts), 'utf8'));
const slugs = certificateCases().map(({ slug }) => slug);
const HOLDER = '김민준';
const HOLDER_RRN = '980315-1234567';

let t: TestApp;
const issuedText = new Map<string, string>();
const issuedBytes = new Map<string, Uint8Array>();
const issuedModel = new Map<string, DocumentModel>();

/** Issues a certificate's sample through the real issuer (rendered, signed, stored) for the citizen. */
async function issue(slug: string, overrides: Record<string, unknown> = {}) {
  const input = sampleDocumentInput(slug);
  const formData = { ...input.form, ...overrides };
  const id = `doc-test-${slug}-${Object.keys(overrides).length ? Buffer.from(JSON.stringify(overrides)).toString('hex').slice(0, 24) : 'sample'}`;
  const document = {
    id,
    ownerUserId: 'citizen',
    applicationId: null,
    edocPath: (readJson(DEFAULT_CATALOGUE_DIR, slug, 'certificate.json') as { path: string }).path,
    name: input.issue.name,
    issuerName: input.issue.issuerName,
    holderName: HOLDER,
    documentNumber: `JG-2026-${createHash('sha256').update(id).digest('hex').slice(0, 8).toUpperCase()}`,
    formData,
    issuedAt: '2026-11-02T01:30:00.000Z',
    expiresAt: '2027-01-31T01:30:00.000Z',
    validity: readValidity((readJson(DEFAULT_CATALOGUE_DIR, slug, 'certificate.json') as { validity?: unknown }).validity),
  };
  const file = await t.app.issuance.issuer.render(document);
  const bytes = file.pdf;
  const model = documentModel({ ...sampleDocumentInput(slug, { formData, issuedAt: document.issuedAt, documentNumber: document.documentNumber }) });
  return { bytes, text: await pdfText(bytes), model, document };
}

beforeAll(async () => {
  t = await buildTestApp();
  // Two at a time: rendering is CPU work and the machine is shared.
  const queue = [...slugs];
  await Promise.all(
    [0, 1].map(async () => {
      for (let slug = queue.shift(); slug; slug = queue.shift()) {
        const { text, model, bytes } = await issue(slug);
        issuedText.set(slug, text);
        issuedBytes.set(slug, bytes);
        issuedModel.set(slug, model);
      }
    }),
  );
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('every certificate folder has a document layout', () => {
  it.each(slugs)('%s: its layout validates against the meta-schema and names only real form fields and facts every persona’s agencies hold', (slug) => {
    expect(documentProblems(readCertificateFolder(DEFAULT_CATALOGUE_DIR, slug))).toEqual([]);
  });

  it.each(slugs)('%s: its PDF carries the issuer’s signature over the whole file, as pdfsig (poppler) reads it', (slug) => {
    const report = pdfsig(issuedBytes.get(slug)!);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
  });

  it.each(slugs)('%s: its sample issues a signed PDF with the title, the holder and every value the layout resolved from the records', (slug) => {
    const text = issuedText.get(slug)!;
    const model = issuedModel.get(slug)!;
    expect(text).toContain(squash(model.title));
    // Public registers (건축물대장, 토지대장) answer for an address and do not name who asked.
    const namesHolder = fs.readFileSync(path.join(DEFAULT_CATALOGUE_DIR, slug, 'document.json'), 'utf8').includes('record.person.');
    // The holder as the document names them: an English one by birth date, a register not at all.
    const holder = model.english ? HOLDER_RRN.slice(0, 6) : namesHolder ? HOLDER : undefined;
    expect(holder === undefined ? text.includes(HOLDER) : text.includes(holder), `${slug} names ${holder ?? 'no one'}`).toBe(holder !== undefined);
    for (const shown of shownStrings(model)) expect(text, `${slug}: "${shown}"`).toContain(squash(shown));
    expect(model.blocks.some((b) => b.kind === 'seal')).toBe(true);
  });
});

describe('the documents honour the forms’ options', () => {
  const without = (text: string, ...names: string[]) => names.forEach((name) => expect(text).not.toContain(name));

  it('a 선택발급 등본 without 세대원 names shows none of them; 기본발급 shows every member with full resident numbers', async () => {
    const selected = await issue('resident-registration-copy', { 세대원정보: ['세대주와의관계'], 주민등록번호뒷자리: [] });
    expect(selected.text).toContain(HOLDER);
    without(selected.text, '이정희', '김하준', '1234567', '2234567', '3234567');
    const basic = await issue('resident-registration-copy', { 발급형태: '기본발급' });
    for (const shown of ['이정희', '김하준', '680911-2234567', '240510-3234567', '창경궁로254']) expect(basic.text).toContain(shown);
  });

  it('뒷자리표기안함 masks the resident number’s back digits; 주소 표시 off hides the address', async () => {
    const masked = await issue('national-tax-paid', { 주민등록번호표기: '뒷자리표기안함', 주소공개: false });
    expect(masked.text).toContain('980315-*******');
    without(masked.text, HOLDER_RRN, '율곡로190');
  });

  it('가족관계증명서: 특정 shows the parents only, 상세 adds the notes a 일반 certificate leaves out', async () => {
    const general = issuedText.get('family-relation')!;
    expect(general).toContain('김하준');
    expect(general).not.toContain('사망2020년');
    const specific = await issue('family-relation', { 증명서종류: '특정' });
    expect(specific.text).toContain('특정');
    without(specific.text, '김하준');
    const detailed = await issue('family-relation', { 증명서종류: '상세' });
    expect(detailed.text).toContain('사망2020년');
    const marriage = await issue('marriage-relation', { 증명서종류: '상세' });
    expect(marriage.text).toContain('협의이혼');
    expect(issuedText.get('marriage-relation')).not.toContain('협의이혼');
  });

  it('periods and recent-years counts choose the rows: tax years, premium months, driving record', async () => {
    const oneYear = await issue('income-amount', { 과세시작연도: 2024, 과세종료연도: 2024 });
    expect(oneYear.text).toContain('2024근로소득');
    expect(oneYear.text).not.toContain('2023근로소득');
    const noAmounts = await issue('income-amount', { 금액공개: false });
    expect(noAmounts.text).not.toContain('소득금액(원)');
    const quarter = await issue('health-insurance-premium-paid', { 시작월: 1, 종료월: 3 });
    expect(quarter.text).toContain('2025년03월');
    expect(quarter.text).not.toContain('2025년04월');
    expect(issuedText.get('driving-career')).not.toContain('물적피해사고');
    const everything = await issue('driving-career', { 조회기간: '전체' });
    expect(everything.text).toContain('물적피해사고');
  });

  it('an English version reads in English', async () => {
    const english = await issue('pension-subscription', { 언어: '영문' });
    expect(english.text).toContain('CertificateofNationalPensionCoverage');
    expect(english.text).toContain('KIMMINJUN');
    for (const shown of ['November2,202610:30', 'HanbitSoftwareCo.,Ltd.', 'Workplace-basedinsured', 'Forsubmissiontoafinancialinstitution', 'President,NationalPensionService', 'NATIONALPENSIONSERVICE']) {
      expect(english.text).toContain(shown);
    }
  });

  it('가족관계증명서 (일반) shows the holder’s number as the form’s option says, and only the front of the parents’ and children’s', async () => {
    // The form's one display option (전체표기 by default, or 뒷자리표기안함) is about the holder's
    // number, as on every form; it offers no choice to show relatives' back digits, so they stay
    // hidden, as a 등본's members' do unless 세대원 is chosen.
    const general = issuedText.get('family-relation')!;
    expect(general).toContain(HOLDER_RRN);
    for (const [front, back] of [['660204', '1234567'], ['680911', '2234567'], ['240510', '3234567']]) {
      expect(general).toContain(`${front}-*******`);
      expect(general).not.toContain(`${front}-${back}`);
    }
    const masked = await issue('family-relation', { 주민등록번호표기: '뒷자리표기안함' });
    expect(masked.text).toContain('980315-*******');
    expect(masked.text).not.toContain(HOLDER_RRN);
    // The other family-register certificates name relatives the same way.
    for (const slug of ['family-relation', 'marriage-relation', 'adoption-relation', 'full-adoption-relation']) {
      const { sections } = readJson(DEFAULT_CATALOGUE_DIR, slug, 'document.json') as { sections: { source?: string; columns?: { value: unknown }[] }[] };
      const relatives = sections.find((section) => section.source === 'record.family.members')!;
      const numbers = relatives.columns!.map((c) => JSON.stringify(c.value)).filter((v) => v.includes('item.rrn'));
      expect(numbers, slug).toEqual(['"{item.rrn|rrnMasked}"']);
    }
  });

  it('the seeded 등본 is what the form offers: 선택발급 with the holder’s back digits only (기본발급 shows every member’s)', async () => {
    const seeded = (await t.app.issuance.documents.findById('seed-citizen-resident-copy'))!;
    expect(seeded.formData).toMatchObject({ 발급형태: '선택발급', 주민등록번호뒷자리: ['본인'] });
    expect(t.app.catalogue.validateFormData('주민등록표등본', seeded.formData)).toBeNull();
    const text = await pdfText(await t.app.issuance.issuer.bytes(seeded));
    for (const shown of [HOLDER_RRN, '이정희', '680911-*******', '김하준', '240510-*******']) expect(text).toContain(shown);
    for (const hidden of ['680911-2234567', '240510-3234567']) expect(text).not.toContain(hidden);
  });
});

describe('a document certifies only what the agency holds about its holder', () => {
  const statementOf = (slug: string, persona: string, formData?: Record<string, unknown>) => {
    const input = sampleDocumentInput(slug, { persona, ...(formData ? { formData: { ...sampleDocumentInput(slug).form, ...formData } } : {}) });
    const seal = documentModel(input).blocks.find((b) => b.kind === 'seal');
    return seal?.kind === 'seal' ? (seal.statement ?? '') : '';
  };

  it.each([
    ['basic-livelihood-recipient', 'restricted', 'citizen', '수급자로 확인되지 않습니다'],
    ['near-poverty', 'invalid', 'citizen', '차상위계층으로 확인되지 않습니다'],
    ['single-parent-family', 'renewal', 'citizen', '보호대상자로 확인되지 않습니다'],
    ['farm-business', 'unregistered', 'citizen', '등록되어 있지 않습니다'],
    ['disability', 'restricted', 'receiver', '장애인으로 확인되지 않습니다'],
    ['veteran-family', 'citizen', 'guest', '보훈보상대상자(유족)으로 등록되어 있지 않습니다'],
    ['national-merit', 'guest', 'citizen', '국가유공자(유족)으로 등록되어 있지 않습니다'],
    ['driving-career', 'citizen', 'minor', '운전면허를 받은 기록이 없습니다'],
    ['pension-benefit', 'restricted', 'citizen', '수급권자가 아닙니다'],
  ])('%s: certified for %s, not for %s', (slug, holder, other, refusal) => {
    expect(statementOf(slug, holder)).not.toContain(refusal);
    expect(statementOf(slug, other)).toContain(refusal);
  });

  it('the minor’s 등본, 초본 and 건강보험증 are of his father’s household', () => {
    const copy = documentModel(sampleDocumentInput('resident-registration-copy', { persona: 'minor', formData: { 시도: '서울특별시', 시군구: '노원구', 발급형태: '기본발급' } }));
    const shown = shownStrings(copy);
    expect(shown).toContain('윤정호 (尹正浩)');
    expect(shown).not.toContain('윤서준 (尹瑞俊)');
    const abstract = documentModel(sampleDocumentInput('resident-registration-abstract', { persona: 'minor', formData: { 시도: '서울특별시', 시군구: '노원구', 발급형태: '기본발급' } }));
    expect(shownStrings(abstract).filter((s) => s.startsWith('윤정호'))).toEqual(['윤정호 (자)', '윤정호 (자)']);
    const card = shownStrings(documentModel(sampleDocumentInput('health-insurance-card', { persona: 'minor' })));
    for (const shown of ['피부양자', '윤정호', '840412-1234567', '130418-3234567']) expect(card).toContain(shown);
  });

  it('a university certifies from its own record: graduated, enrolled, or no record at all', () => {
    expect(statementOf('university-graduation', 'citizen')).toContain('졸업하였음을 증명합니다');
    expect(statementOf('university-enrollment', 'citizen')).toContain('재학 중이 아닙니다 (학적 상태: 졸업)');
    // 오민서 went back to study at 건국대학교 and is in her last semester.
    const konkuk = { 대학: '건국대학교', 대학코드: '0000012', 학번: '2021-40217' };
    expect(statementOf('university-enrollment', 'invalid', konkuk)).toContain('재학 중임을 증명합니다');
    expect(statementOf('university-expected-graduation', 'invalid', konkuk)).toContain('졸업할 예정임을 증명합니다');
    expect(statementOf('university-graduation', 'invalid', konkuk)).toContain('졸업하지 않았습니다 (학적 상태: 재학)');
    expect(statementOf('university-graduation', 'minor')).toContain('학적이 없습니다');
  });
});

/** Hangul (syllables and jamo) and Han characters (Hanja). */
const KOREAN = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af\u3400-\u9fff]/;
const isEnglish = (slug: string) => 'english' in (readJson(DEFAULT_CATALOGUE_DIR, slug, 'document.json') as object);
const englishSlugs = slugs.filter(isEnglish);

describe('an English document reads in English', () => {
  /** The sample in English for a persona: the form asks the holder's English name for an English certificate. */
  const englishInput = (slug: string, persona: string) => {
    const holder = { userId: persona, holderName: findPersona(persona)!.name, form: {} };
    const form = { ...sampleDocumentInput(slug).form, 언어: '영문', 영문성명: (agencyRecordOf(holder) as { person: { english: string } }).person.english };
    return sampleDocumentInput(slug, { persona, formData: form, issuedAt: '2026-11-02T01:30:00.000Z' });
  };

  it('some layouts declare an English version: the cases below are theirs', () => {
    expect(englishSlugs.length).toBeGreaterThan(0);
  });

  // No exception: every value an English version shows has its English form in the agency's
  // record (names, workplaces, universities, colleges, departments, courses, ports, countries)
  // or in the layout (labels, choices, the authority and its seal); the holder's name is their
  // English name. Only the Korean name could remain, and it is allowed.
  it.each(certificatePersonaCases().filter((c) => isEnglish(c.slug)).map((c) => [c.slug, c.persona, c.personaName] as const))('%s for %s: no Korean in any value', (slug, persona, name) => {
    const model = documentModel(englishInput(slug, persona));
    expect(model.english).toBe(true);
    const korean = shownStrings(model)
      .concat(model.blocks.flatMap((b) => (b.kind === 'seal' ? [b.sealText] : [])))
      .map((shown) => shown.replaceAll(name, ''))
      .filter((shown) => KOREAN.test(shown));
    expect(korean).toEqual([]);
  });

  it.each(englishSlugs)('%s: the drawn PDF has no Korean (dates, seal, footer included)', async (slug) => {
    const text = await pdfText(await renderDocumentPdf(englishInput(slug, 'citizen')));
    expect(text.replaceAll(HOLDER, '').match(new RegExp(KOREAN, 'g')) ?? []).toEqual([]);
    expect(squash(text)).toContain('November2,2026');
    expect(squash(text)).toContain('KIMMINJUN');
  });
});

describe('a new certificate needs only its folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-layouts-'));
    fs.cpSync(DEFAULT_CATALOGUE_DIR, dir, { recursive: true });
    fs.cpSync(path.join(projectRoot, 'tests/fixtures/certificates/pet-registration'), path.join(dir, 'pet-registration'), { recursive: true });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('the fixture certificate is issued with its own layout, signed, and verifies, with no code change', async () => {
    const app = await buildTestApp({ catalogueDir: dir, simLatencyMs: 20 });
    try {
      const cookies = await app.login('citizen');
      const created = await app.call('POST', '/api/v2/application', cookies, {
        data: { 문서종류: '동물등록증명서', ...(readJson(dir, 'pet-registration', 'sample.json') as object) },
        returnUrl: '/issue/back',
        noCallback: true,
      });
      expect(created.statusCode).toBe(200);
      const { id: petId, url } = created.json().result as { id: string; url: string };
      const signed = await app.app.inject({ method: 'POST', url, cookies, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=sign' });
      expect(signed.statusCode).toBe(302);
      await app.call('POST', `/api/v2/application/${petId}`, cookies);
      const done = await waitForState(app, cookies, petId, 'COMPLETE');
      const viewer = await app.call('GET', `/api/v2/inbox/${String(done.documentId)}/viewer`, cookies);
      const bytes = (await app.call('GET', viewer.json().result.url, cookies)).rawPayload;
      const text = await pdfText(bytes);
      for (const shown of ['동물등록증명서', '동물보호법', '410123456789012', HOLDER, HOLDER_RRN, '종로구청장']) expect(text).toContain(shown);
      expect(await verifyIssuedPdf(app.app.issuance.documents, bytes)).toMatchObject({ valid: true, issuerName: '농림축산식품부' });
    } finally {
      await app.close();
    }
  });
});
