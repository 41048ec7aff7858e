/** Korean texts of the lookup calls, as spec 000 §5 words them. */
export const lookupMessages = {
  keywordTooShort: '두 글자 이상 입력해 주세요.',
} as const;
