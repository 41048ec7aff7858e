import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDefaultFormState, orderProperties, retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import rjsfValidator from '@rjsf/validator-ajv8';
import { afterAll, describe, expect, it } from 'vitest';
import { certificateCases } from '../test/certificate-cases.ts';
import { CatalogueError, DEFAULT_CATALOGUE_DIR, loadCatalogue, readCertificateFolder, validateManifest } from './index.ts';
import type { JsonSchema } from './types.ts';

const catalogue = loadCatalogue();
const slugs = certificateCases().map(({ slug }) => slug);
const FIXTURES = fileURLToPath(new URL('../../tests/fixtures/certificates/', import.meta.url));
const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function tempCatalogue(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jigap-catalogue-'));
  tempDirs.push(dir);
  fs.cpSync(DEFAULT_CATALOGUE_DIR, dir, { recursive: true });
  return dir;
}

const entryOf = (slug: string) => {
  const entry = catalogue.entries.find((e) => e.slug === slug);
  if (!entry) throw new Error(`${slug} not loaded`);
  return entry;
};
const firstRequired = (schema: JsonSchema, order: string[]) => {
  const required = (schema.required as string[] | undefined) ?? [];
  return order.find((k) => required.includes(k)) ?? required[0];
};

describe('every certificate folder', () => {
  it('is loaded: one entry per folder, no list anywhere', () => {
    expect(slugs).not.toEqual([]);
    expect(catalogue.entries.map((e) => e.slug).sort()).toEqual(slugs);
  });

  describe.each(slugs)('%s', (slug) => {
    const raw = readCertificateFolder(DEFAULT_CATALOGUE_DIR, slug);

    it('has a manifest valid against the meta-schema', () => {
      expect(raw.problems).toEqual([]);
      expect(validateManifest(raw.files.manifest, slug)).toEqual([]);
    });

    it('has a schema that compiles and a sample that validates', () => {
      const entry = entryOf(slug);
      expect(typeof entry.validate).toBe('function');
      expect(catalogue.validateFormData(entry.manifest.path, entry.sample)).toBeNull();
    });

    it('refuses a missing required field, naming it by its Korean title', () => {
      const entry = entryOf(slug);
      const key = firstRequired(entry.schema, entry.uiSchema['ui:order'] as string[]);
      expect(key).toBeDefined();
      const data = { ...entry.sample };
      delete data[key!];
      const error = catalogue.validateFormData(entry.manifest.path, data);
      const title = (entry.schema.properties as Record<string, JsonSchema>)[key!]!.title as string;
      expect(error).toMatchObject({ field: key, keyword: 'required', title });
      expect(error!.message).toContain(title);
    });

    it('refuses a value of the wrong type, naming the field', () => {
      const entry = entryOf(slug);
      const key = firstRequired(entry.schema, entry.uiSchema['ui:order'] as string[])!;
      const error = catalogue.validateFormData(entry.manifest.path, { ...entry.sample, [key]: { wrong: true } });
      expect(error?.field).toBe(key);
      expect(error?.message).toMatch(/^[^:]*[가-힣][^:]*: /);
    });

    it('is understood by RJSF: the sample validates, its conditional fields resolve, ui:order fits', () => {
      const entry = entryOf(slug);
      const schema = entry.schema as RJSFSchema;
      expect(rjsfValidator.validateFormData(entry.sample, schema).errors).toEqual([]);
      const resolved = retrieveSchema(rjsfValidator, schema, schema, entry.sample);
      const shown = Object.keys(resolved.properties ?? {});
      expect(Object.keys(entry.sample).filter((k) => !shown.includes(k))).toEqual([]);
      expect(() => orderProperties(shown, entry.uiSchema['ui:order'] as string[])).not.toThrow();
      expect(() => getDefaultFormState(rjsfValidator, schema, {}, schema)).not.toThrow();
    });

    it('refuses an unknown property', () => {
      const entry = entryOf(slug);
      const error = catalogue.validateFormData(entry.manifest.path, { ...entry.sample, 알수없는항목: 'x' });
      expect(error).toMatchObject({ field: '알수없는항목', keyword: 'additionalProperties' });
    });
  });
});

describe('the catalogue', () => {
  it('lists certificates most popular first', () => {
    const orders = catalogue.entries.map((e) => e.manifest.popularityOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it.each(['가족관계증명서', '기본증명서', '혼인관계증명서', '입양관계증명서', '친양자입양관계증명서'])('%s is applied for on the court’s family-register site (spec 000 §5), as its manifest says', (edoc) => {
    expect(catalogue.get(edoc)?.manifest).toMatchObject({ applicationType: 'EXTERNAL_CHANNELING', site: { name: '대법원 전자가족관계등록시스템' } });
  });

  it.each(['졸업', '재학', '성적', '학위수여', '졸업예정'])('the university certificate of kind %s (spec 000 §9) opens the chosen university\'s portal', (kind) => {
    const own = catalogue.entries.filter((e) => e.manifest.portal?.type === 'institution' && e.manifest.portal.certificateKind === kind);
    expect(own.length).toBeGreaterThan(0);
    for (const entry of own) {
      expect(entry.manifest.applicationType).toBe('CHANNELING');
      expect(entry.knownKeys.has(entry.manifest.portal?.type === 'institution' ? entry.manifest.portal.institutionField : '')).toBe(true);
    }
  });

  it('finds a certificate by its edoc path', () => {
    expect(catalogue.get('가족관계증명서')?.manifest.applicationType).toBe('EXTERNAL_CHANNELING');
    expect(catalogue.get('없는증명서')).toBeUndefined();
  });

  it('accepts 문서종류 beside the form values only when it names the same certificate', () => {
    const entry = catalogue.get('납세증명서')!;
    expect(catalogue.validateFormData('납세증명서', { ...entry.sample, 문서종류: '납세증명서' })).toBeNull();
    expect(catalogue.validateFormData('납세증명서', { ...entry.sample, 문서종류: '건축물대장' })?.field).toBe('문서종류');
    expect(catalogue.validateFormData('없는증명서', {})?.field).toBe('문서종류');
  });

  it('refuses a body that is not an object', () => {
    expect(catalogue.validateFormData('납세증명서', ['x'])?.pointer).toBe('');
    expect(catalogue.validateFormData('납세증명서', null)?.pointer).toBe('');
  });
});

describe('validation rules of spec section 5', () => {
  const uni = catalogue.get('대학졸업증명서')!;
  const withoutStudentId = { ...uni.sample };
  delete withoutStudentId['학번'];

  it('requires a studentId only when the chosen university has 학번필요 set', () => {
    expect(catalogue.validateFormData(uni.manifest.path, { ...withoutStudentId, 학번필요: true })).toMatchObject({ field: '학번', keyword: 'required' });
    expect(catalogue.validateFormData(uni.manifest.path, { ...withoutStudentId, 학번필요: false })).toBeNull();
  });

  it('student ID: letters, digits and hyphen only, at most 30', () => {
    expect(catalogue.validateFormData(uni.manifest.path, { ...uni.sample, 학번: '2017 12345' })?.detail).toBe('숫자와 영문만 입력 가능합니다.');
    expect(catalogue.validateFormData(uni.manifest.path, { ...uni.sample, 학번: 'A'.repeat(31) })?.keyword).toBe('maxLength');
    expect(catalogue.validateFormData(uni.manifest.path, { ...uni.sample, 학번: 'AB-1234' })).toBeNull();
  });

  it('birth date: 8 digits as year, month, day', () => {
    for (const bad of ['1999011', '19991301', '1999-01-01']) {
      expect(catalogue.validateFormData(uni.manifest.path, { ...uni.sample, 생년월일: bad })?.detail).toBe('연월일의 형태로 입력해주세요.');
    }
  });

  it('English name: letters, hyphen, period and space only', () => {
    const degree = catalogue.get('대학학위수여증명서')!;
    const data = { ...degree.sample, 언어: '영문', 영문성명: '홍길동' };
    expect(catalogue.validateFormData(degree.manifest.path, data)?.detail).toBe('영문 외 다른 문자는 입력할 수 없습니다.');
    expect(catalogue.validateFormData(degree.manifest.path, { ...data, 영문성명: 'HONG Gil-dong Jr.' })).toBeNull();
    expect(catalogue.validateFormData(degree.manifest.path, { ...degree.sample, 언어: '영문' })?.field).toBe('영문성명');
  });

  it('workplace multi-select requires at least one', () => {
    const pension = catalogue.get('국민연금가입자가입증명')!;
    expect(catalogue.validateFormData(pension.manifest.path, { ...pension.sample, 사업장: [] })?.detail).toBe('사업장을 선택해 주세요.');
    expect(catalogue.validateFormData(pension.manifest.path, { ...pension.sample, 발급범위: '전체', 사업장: undefined })).toBeNull();
  });

  it.each([
    ['518민주유공자유족확인원', '85-123456', '11-123456'],
    ['보훈보상대상자유족확인원', '96-12345678', '84-123456'],
    ['독립유공자유족확인원', '43-1234567', '58-1234567'],
    ['특수임무유공자유족확인원', '80-123456', '71-123456'],
  ])('patriot number of %s: accepted prefix group only', (edoc, good, wrongGroup) => {
    const entry = catalogue.get(edoc)!;
    expect(catalogue.validateFormData(edoc, { ...entry.sample, 보훈번호: good })).toBeNull();
    expect(catalogue.validateFormData(edoc, { ...entry.sample, 보훈번호: wrongGroup })?.field).toBe('보훈번호');
    expect(catalogue.validateFormData(edoc, { ...entry.sample, 보훈번호: '85-12345' })?.keyword).toBe('pattern');
    expect(catalogue.validateFormData(edoc, { ...entry.sample, 보훈번호: '85-123456789' })?.field).toBe('보훈번호');
  });

  it('residence copy: the 선택발급 options exist only with 선택발급, and 직접입력 asks for the period', () => {
    const copy = catalogue.get('주민등록표등본')!;
    expect(catalogue.validateFormData(copy.manifest.path, { 시도: '서울특별시', 시군구: '종로구', 발급형태: '기본발급' })).toBeNull();
    const selected = { ...copy.sample };
    delete selected['주소변동기간'];
    expect(catalogue.validateFormData(copy.manifest.path, selected)?.field).toBe('주소변동기간');
    expect(catalogue.validateFormData(copy.manifest.path, { ...copy.sample, 주민등록번호뒷자리: ['본인', '본인'] })?.keyword).toBe('uniqueItems');
  });
});

describe('a certificate added as a folder', () => {
  it('is loaded, listed in popularity order and validated with no code change', () => {
    const dir = tempCatalogue();
    fs.cpSync(path.join(FIXTURES, 'pet-registration'), path.join(dir, 'pet-registration'), { recursive: true });
    const extended = loadCatalogue(dir);
    expect(extended.entries).toHaveLength(catalogue.entries.length + 1);
    const entry = extended.get('동물등록증명서')!;
    const ahead = catalogue.entries.filter((e) => e.manifest.popularityOrder < entry.manifest.popularityOrder);
    expect(extended.entries.indexOf(entry)).toBe(ahead.length);
    expect(extended.validateFormData('동물등록증명서', entry.sample)).toBeNull();
    expect(extended.validateFormData('동물등록증명서', { ...entry.sample, 동물등록번호: '12' })?.message).toBe('동물등록번호: 동물등록번호 15자리를 입력해 주세요.');
  });

  it('stops the load with every problem named by file and field when it is broken', () => {
    const dir = tempCatalogue();
    const broken = path.join(dir, 'broken');
    fs.cpSync(path.join(FIXTURES, 'pet-registration'), broken, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(broken, 'certificate.json'), 'utf8'));
    fs.writeFileSync(path.join(broken, 'certificate.json'), JSON.stringify({ ...manifest, path: '주민등록표등본', applicationType: 'FAX' }));
    fs.writeFileSync(path.join(broken, 'schema.json'), JSON.stringify({ type: 'object', properties: { a: { type: 'strin' } } }));
    fs.rmSync(path.join(broken, 'sample.json'));
    let caught: unknown;
    try {
      loadCatalogue(dir);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CatalogueError);
    const problems = (caught as CatalogueError).problems.map((p) => `${p.file} ${p.field ?? ''}`);
    expect(problems).toEqual(expect.arrayContaining(['certificate.json applicationType', 'schema.json ', 'sample.json ']));
  });

  it('cannot take the edoc path of another certificate', () => {
    const dir = tempCatalogue();
    const twin = path.join(dir, 'twin');
    fs.cpSync(path.join(dir, 'national-tax-paid'), twin, { recursive: true });
    expect(() => loadCatalogue(dir)).toThrow(/twin\/certificate\.json path: "납세증명서" is also the path of national-tax-paid/);
  });
});
