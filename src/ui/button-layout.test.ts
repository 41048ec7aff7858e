import { describe, expect, it } from 'vitest';
import { buttonsVertical } from './button-layout';

describe('buttonsVertical (spec 000 §8.4)', () => {
  it('keeps buttons side by side when every label is 8 characters or fewer', () => {
    expect(buttonsVertical(['취소', '확인'])).toBe(false);
    expect(buttonsVertical(['12345678', '확인'])).toBe(false);
    expect(buttonsVertical(['가나다라마바사아'])).toBe(false);
  });

  it('stacks them when any label has 9 or more characters', () => {
    expect(buttonsVertical(['123456789', '확인'])).toBe(true);
    expect(buttonsVertical(['취소', '정부24 비회원 신청'])).toBe(true);
    expect(buttonsVertical(['가나다라마바사아자'])).toBe(true);
  });

  it('is horizontal with no buttons', () => {
    expect(buttonsVertical([])).toBe(false);
  });
});
