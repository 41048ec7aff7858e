/** Spec 000 §5 and §9: the school search. */
export const SCHOOL_KEYWORD_MIN = 2;
export const SCHOOL_SEARCH_DEBOUNCE_MS = 800;

export const schoolMessages = {
  officeFirst: '교육청을 먼저 선택해 주세요.',
  keywordTooShort: '두 글자 이상 입력해 주세요.',
  applyWithNewName: '변경된 학교명으로 신청해 주세요.',
  closed: '폐교',
  noResult: '검색 결과가 없어요.',
  loadFailed: '학교 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;
