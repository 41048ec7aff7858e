import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './term-content';

describe('the term content under its sheet title (the detail does not repeat its title)', () => {
  it('leaves out a leading heading that says the title shown above it', () => {
    expect(withoutRepeatedTitle('<h2>전자증명서 지갑 이용약관</h2>\n<h3>제1조</h3><p>본문</p>', '전자증명서 지갑 이용약관')).toBe('<h3>제1조</h3><p>본문</p>');
    expect(withoutRepeatedTitle('<h2 class="t"> 개인정보  수집·이용 동의 </h2><p>본문</p>', '개인정보 수집·이용 동의')).toBe('<p>본문</p>');
    expect(withoutRepeatedTitle('<h2>전자증명서 지갑 이용약관</h2><p>본문</p>', '전자증명서 지갑 이용약관 (2026년 12월 1일 개정)')).toBe('<p>본문</p>');
  });

  it('keeps a heading that says something else, a heading further down, and everything without a title', () => {
    expect(withoutRepeatedTitle('<h2>제3자 제공 동의</h2><p>본문</p>', '약관 상세')).toBe('<h2>제3자 제공 동의</h2><p>본문</p>');
    expect(withoutRepeatedTitle('<p>머리말</p><h2>약관</h2>', '약관')).toBe('<p>머리말</p><h2>약관</h2>');
    expect(withoutRepeatedTitle('<h2>약관</h2><p>본문</p>', '약관 상세')).toBe('<h2>약관</h2><p>본문</p>');
    expect(withoutRepeatedTitle('<h2>약관</h2>', undefined)).toBe('<h2>약관</h2>');
  });
});
