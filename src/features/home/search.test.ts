import { describe, expect, it } from 'vitest';
import { searchEntries } from './search';

const entries = [
  { name: '주민등록표 등본', keywords: ['등본', '주민등록', '정부24'] },
  { name: '주민등록표 초본', keywords: ['초본'] },
  { name: '건강보험 자격득실 확인서', keywords: ['건강보험', '4대보험'] },
  { name: 'TOEIC 성적표', keywords: ['Toeic', '어학'] },
  { name: '가족관계증명서', keywords: ['가족', '등본'] },
];
const names = (query: string) => searchEntries(entries, query).map((entry) => entry.name);

describe('certificate search (spec 000 §2.2 search-edoc)', () => {
  it('matches a substring of the name', () => {
    expect(names('초본')).toEqual(['주민등록표 초본']);
    expect(names('자격득실')).toEqual(['건강보험 자격득실 확인서']);
  });

  it('is case-normalised and NFC-normalised', () => {
    expect(names('toeic')).toEqual(['TOEIC 성적표']);
    expect(names('ToEiC')).toEqual(['TOEIC 성적표']);
    // The same word in decomposed jamo (NFD), as some keyboards send it.
    expect(names('초본'.normalize('NFD'))).toEqual(['주민등록표 초본']);
  });

  it('ignores spaces in the query and the name', () => {
    expect(names('주민등록표등본')).toEqual(['주민등록표 등본']);
    expect(names('건강 보험')).toEqual(['건강보험 자격득실 확인서']);
  });

  it('finds certificates by keyword, name matches first', () => {
    expect(names('등본')).toEqual(['주민등록표 등본', '가족관계증명서']);
    expect(names('4대')).toEqual(['건강보험 자격득실 확인서']);
  });

  it('finds certificates by Korean initial consonants (초성)', () => {
    expect(names('ㅈㅁㄷㄹ')).toEqual(['주민등록표 등본', '주민등록표 초본']);
    expect(names('ㅈㅁ')).toEqual(['주민등록표 등본', '주민등록표 초본', '가족관계증명서']); // 증명
    expect(names('ㄱㅈㄱㄱ')).toEqual(['가족관계증명서']);
    expect(names('ㄷㅂ')).toEqual(['주민등록표 등본', '건강보험 자격득실 확인서', '가족관계증명서']); // 4대보험, a keyword
  });

  it('mixes syllables and initial consonants', () => {
    expect(names('주민ㄷㄹㅍㅊ')).toEqual(['주민등록표 초본']);
  });

  it('an empty or blank query finds nothing; an unknown word finds nothing', () => {
    expect(names('')).toEqual([]);
    expect(names('   ')).toEqual([]);
    expect(names('여권')).toEqual([]);
  });
});
