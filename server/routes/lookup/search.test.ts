import { describe, expect, it } from 'vitest';
import type { EducationOffice, School } from '../../../contracts/generated/api.ts';
import { normalizeName as normalise } from '../../../shared/hangul.ts';
import { pageOf, SchoolIndex } from './search.ts';

const office: EducationOffice = { code: 'B10', name: '서울특별시교육청', sidoCode: '11', sidoName: '서울특별시' };
const school = (학교명: string, 변경된학교명: string | null = null): School => ({
  학교코드: '7019999', 학교명, 변경된학교명, 과정구분: '04', 과정구분명: '고등학교', 자료보유조직코드: '7019999', 교육청코드: 'B10', 행정구역코드: '11110', 폐교여부: false,
});

describe('lookup search', () => {
  it('uses case-normalised substring matching', () => {
    const index = new SchoolIndex([office], [school('서울IT고등학교'), school('Global선진학교', 'GLOBAL미래학교')]);
    expect(index.search('B10', normalise('it고')).map((s) => s.학교명)).toEqual(['서울IT고등학교']);
    expect(index.search('B10', normalise('GLOBAL')).map((s) => s.학교명)).toEqual(['Global선진학교']);
    expect(index.search('B10', normalise('global미래')).map((s) => s.변경된학교명)).toEqual(['GLOBAL미래학교']);
  });

  it('matches the initial consonants (초성) of a name, as the client does', () => {
    const index = new SchoolIndex([office], [school('서울IT고등학교'), school('Global선진학교', 'GLOBAL미래학교')]);
    expect(index.search('B10', normalise('ㄱㄷㅎㄱ')).map((s) => s.학교명)).toEqual(['서울IT고등학교']);
    expect(index.search('B10', normalise('ㅁㄹ')).map((s) => s.학교명)).toEqual(['Global선진학교']);
  });

  it('pages from 1 and counts every match', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ result: [3, 4], totalCount: 5 });
    expect(pageOf([1, 2, 3], 2, 20)).toEqual({ result: [], totalCount: 3 });
  });

  it('knows an office by its code or its name', () => {
    const index = new SchoolIndex([office], []);
    expect(index.office('B10')).toBe('B10');
    expect(index.office('서울특별시교육청')).toBe('B10');
    expect(index.office('Z99')).toBeUndefined();
  });
});
