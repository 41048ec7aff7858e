import { describe, expect, it } from 'vitest';
import { confirmedData, fieldHtml, siteFields } from './site-fields.ts';

// A form with one field of each kind an outside site may ask to confirm, one of them conditional.
const schema = {
  type: 'object',
  properties: {
    증명서종류: { type: 'string', title: '증명서 종류', default: '일반', oneOf: [{ const: '일반', title: '일반증명서' }, { const: '상세', title: '상세증명서' }] },
    표시항목: { type: 'array', title: '표시 항목', uniqueItems: true, items: { type: 'string', oneOf: [{ const: '본적', title: '본적' }, { const: '전호주', title: '전 호주' }] } },
    영문병기: { type: 'boolean', title: '영문 병기' },
    부수: { type: 'integer', title: '발급 부수', minimum: 1 },
    선박명: { type: 'string', title: '선박 이름', maxLength: 30 },
  },
  allOf: [{ if: { properties: { 영문병기: { const: true } }, required: ['영문병기'] }, then: { properties: { 영문성명: { type: 'string', title: '영문 성명', maxLength: 100 } } } }],
};
const confirms = ['증명서종류', '표시항목', '영문병기', '부수', '선박명', '영문성명'];

describe('the fields an outside site confirms (a manifest’s site.confirms)', () => {
  const fields = siteFields(confirms, schema);

  it('are the listed fields of any kind, conditional ones included, in the order listed; a name the form lacks is left out', () => {
    expect(fields.map((f) => [f.key, f.kind])).toEqual([
      ['증명서종류', 'choice'],
      ['표시항목', 'choices'],
      ['영문병기', 'yesNo'],
      ['부수', 'number'],
      ['선박명', 'text'],
      ['영문성명', 'text'],
    ]);
    expect(siteFields(['없는항목', '선박명'], schema).map((f) => f.key)).toEqual(['선박명']);
  });

  it('are drawn holding the wallet’s values, each under its Korean title', () => {
    const html = fields.map((f) => fieldHtml(f, { 증명서종류: '상세', 표시항목: ['전호주'], 영문병기: false, 부수: 2, 선박명: '<바다호>' }[f.key])).join('\n');
    expect(html).toMatch(/<input type="radio" name="증명서종류" value="상세" checked> 상세증명서/);
    expect(html).toMatch(/<input type="checkbox" name="표시항목:전호주" value="on" checked> 전 호주/);
    expect(html).toMatch(/<input type="checkbox" name="표시항목:본적" value="on"> 본적/);
    expect(html).toMatch(/<input type="radio" name="영문병기" value="false" checked> 아니요/);
    expect(html).toContain('발급 부수 <input type="number" name="부수" value="2">');
    expect(html).toContain('value="&lt;바다호&gt;"');
    expect(html).toContain('<legend>표시 항목</legend>');
  });

  it('read back from the post as typed form data; a field the post leaves out keeps the wallet’s value', () => {
    const wallet = { 증명서종류: '일반', 표시항목: ['본적'], 부수: 1, 선박명: '바다호', 사용용도: '제출용' };
    const posted = { 증명서종류: '상세', '표시항목:': '', '표시항목:전호주': 'on', 영문병기: 'true', 부수: '3', 영문성명: 'HONG GILDONG' };
    expect(confirmedData(fields, wallet, posted)).toEqual({ 증명서종류: '상세', 표시항목: ['전호주'], 영문병기: true, 부수: 3, 선박명: '바다호', 영문성명: 'HONG GILDONG', 사용용도: '제출용' });
    expect(confirmedData(fields, wallet, { '표시항목:': '', 선박명: '' })).toEqual({ 증명서종류: '일반', 표시항목: [], 부수: 1, 사용용도: '제출용' });
    expect(confirmedData(fields, {}, undefined)).toEqual({ 증명서종류: '일반' });
  });

  it('keeps a value that is not a number as it came, for the form’s schema to refuse', () => {
    expect(confirmedData(fields, {}, { 부수: 'abc' })).toMatchObject({ 부수: 'abc' });
  });
});
