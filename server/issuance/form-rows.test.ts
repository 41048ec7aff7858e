import { describe, expect, it } from 'vitest';
import { agencyAnswer, agencyDelayMs, DEMO_FAIL_VALUE, DEMO_LONG_LEAD_VALUE, LONG_LEAD_MS } from '../sim/agency.ts';
import { formRows } from './form-rows.ts';
import { issuanceTexts } from '../messages.ts';

const schema = {
  type: 'object',
  properties: {
    대학: { type: 'string', title: '대학' },
    대학코드: { type: 'string', title: '대학 코드' },
    언어: { type: 'string', title: '언어', oneOf: [{ const: '국문', title: '국문 증명서' }, { const: '영문', title: '영문 증명서' }] },
    세부: { type: 'array', title: '세부 항목', items: { type: 'string', oneOf: [{ const: 'a', title: '가' }, { const: 'b', title: '나' }] } },
    주소공개: { type: 'boolean', title: '주소 표시' },
  },
  allOf: [{ if: { properties: { 언어: { const: '영문' } }, required: ['언어'] }, then: { properties: { 영문성명: { type: 'string', title: '영문 성명' } } } }],
};
const uiSchema = { 'ui:order': ['대학', '대학코드', '언어', '영문성명', '세부', '주소공개'], 대학코드: { 'ui:widget': 'hidden' } };

describe('formRows: the form values as a certificate shows them', () => {
  it('labels by the Korean titles (conditional fields too), choices by their titles, in form order, hidden companions left out', () => {
    const rows = formRows(schema, uiSchema, { 주소공개: false, 세부: ['b', 'a'], 언어: '영문', 영문성명: 'KIM MINJUN', 대학코드: '0000001', 대학: '서울대학교' });
    expect(rows).toEqual([
      { label: '대학', value: '서울대학교' },
      { label: '언어', value: '영문 증명서' },
      { label: '영문 성명', value: 'KIM MINJUN' },
      { label: '세부 항목', value: '나, 가' },
      { label: '주소 표시', value: '아니요' },
    ]);
  });
});

describe('the simulated agency’s demo rules', () => {
  it(`'${DEMO_FAIL_VALUE}' fails, '${DEMO_LONG_LEAD_VALUE}' takes the long lead, anything else the configured latency`, () => {
    expect(agencyAnswer({ 사용용도: DEMO_FAIL_VALUE })).toMatchObject({ ok: false, message: issuanceTexts.agencyFailed });
    expect(agencyAnswer({ 사용용도: '회사 제출용' })).toEqual({ ok: true });
    expect(agencyDelayMs({ 사용용도: DEMO_LONG_LEAD_VALUE }, 50)).toBe(LONG_LEAD_MS);
    expect(agencyDelayMs({ 목록: [{ 메모: DEMO_LONG_LEAD_VALUE }] }, 50)).toBe(LONG_LEAD_MS);
    expect(agencyDelayMs({ 사용용도: '회사 제출용' }, 50)).toBe(50);
  });
});
