import fs from 'node:fs';
import path from 'node:path';
import { validationMessages } from './messages';
import { describe, expect, it } from 'vitest';
import { certificates, loadCertificate } from './catalogue';
import { createTransformErrors } from './transform-errors';

async function messagesFor(slug: string, data: Record<string, unknown>) {
  const cert = await loadCertificate(certificates.find((entry) => entry.slug === slug)!);
  const { errors } = cert.validator.validateFormData(data, cert.schema, undefined, undefined, cert.uiSchema);
  return createTransformErrors(cert.schema)(errors, cert.uiSchema);
}

const sample = (slug: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../certificates', slug, 'sample.json'), 'utf8')) as Record<string, unknown>;

const byField = (errors: { property?: string; message?: string }[], field: string) =>
  errors.filter((error) => (error.property ?? '').replace(/^\./, '') === field).map((error) => error.message);

const graduation = { 대학: '서울대학교', 대학코드: '0000001', 학번필요: true, 학위과정: '학사', 생년월일: '19990101', 언어: '국문', 학번: '2017-12345' };

describe('Korean validation messages (spec 000 §5)', () => {
  it("student ID: '숫자와 영문만 입력 가능합니다.'", async () => {
    const errors = await messagesFor('university-graduation', { ...graduation, 학번: '2017_학번' });
    expect(byField(errors, '학번')).toEqual(['숫자와 영문만 입력 가능합니다.']);
  });

  it("birth date: '연월일의 형태로 입력해주세요.'", async () => {
    const errors = await messagesFor('university-graduation', { ...graduation, 생년월일: '19991340' });
    expect(byField(errors, '생년월일')).toEqual(['연월일의 형태로 입력해주세요.']);
  });

  it("English name: '영문 외 다른 문자는 입력할 수 없습니다.'", async () => {
    const errors = await messagesFor('immigration-fact', { ...sample('immigration-fact'), 영문성명: '홍길동' });
    expect(byField(errors, '영문성명')).toEqual(['영문 외 다른 문자는 입력할 수 없습니다.']);
  });

  it('a student ID is required only when the university needs one', async () => {
    const { 학번: _omit, ...without } = graduation;
    expect(byField(await messagesFor('university-graduation', without), '학번')).toEqual(['학번을 입력해 주세요.']);
    expect(await messagesFor('university-graduation', { ...without, 학번필요: false })).toEqual([]);
  });

  it('required: 입력 for typed fields, 선택 for choices and pickers', async () => {
    const errors = await messagesFor('business-registration', {});
    expect(byField(errors, '사업자등록번호')).toEqual(['사업자등록번호를 입력해 주세요.']);
    expect(byField(errors, '사용용도')).toEqual(['사용 용도를 선택해 주세요.']);
  });

  it("maxLength: '{n}자 이하로 입력해 주세요.'", async () => {
    const errors = await messagesFor('university-graduation', { ...graduation, 학번: 'A'.repeat(31) });
    expect(byField(errors, '학번')).toEqual(['30자 이하로 입력해 주세요.']);
  });

  it('the errorMessage annotation of a multi-select wins (at least one)', async () => {
    const errors = await messagesFor('basic-livelihood-recipient', { 급여종류: [] });
    expect(byField(errors, '급여종류')).toEqual(['급여 종류를 하나 이상 선택해 주세요.']);
  });

  it('no English ajv message reaches the citizen', async () => {
    for (const entry of certificates) {
      const errors = await messagesFor(entry.slug, { 주민등록번호표기: 'x' });
      for (const error of errors) expect(error.message).not.toMatch(/must|should/);
    }
  });
});

describe('Korean object particle', () => {
  it.each([
    ['학번', '학번을 입력해 주세요.'],
    ['보훈번호', '보훈번호를 입력해 주세요.'],
    ['시/도', '시/도를 입력해 주세요.'],
    ['ID', 'ID을(를) 입력해 주세요.'],
  ])('%s takes its particle in the required message', (word, message) => {
    expect(validationMessages.required(word)).toBe(message);
  });
});
