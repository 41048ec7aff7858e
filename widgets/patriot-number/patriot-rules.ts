/**
 * 보훈번호 (001 §5): two digits, a hyphen (optional in the value), then 6 to 8 digits; at most 11
 * characters with the hyphen, 10 without. The two-digit prefix must belong to the certificate's
 * group (`ui:options.group`).
 */
export type PatriotGroup = 'national-merit' | '5.18' | 'special-mission' | 'independence' | 'reward';

export const PATRIOT_MAX_LENGTH = 11;
export const PATRIOT_MAX_DIGITS = 10;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/**
 * Accepted prefixes per group (001 §5). The national-merit prefixes are not shown in the spec:
 * that group accepts any other two-digit prefix (`null` = no prefix rule), as its schema does.
 */
export const PATRIOT_PREFIXES: Record<PatriotGroup, readonly string[] | null> = {
  '5.18': range(84, 88),
  reward: ['58', '59', '60', '96', '97', '98'],
  independence: [...range(11, 19), ...range(43, 48)],
  'special-mission': ['70', '77', '78', '79', '80'],
  'national-merit': null,
};

/** The names in the messages, as the certificates' schemas write them. */
export const PATRIOT_GROUP_NAMES: Record<PatriotGroup, string> = {
  'national-merit': '국가유공자',
  '5.18': '5·18민주유공자',
  'special-mission': '특수임무유공자',
  independence: '독립유공자',
  reward: '보훈보상대상자',
};

export const patriotMessages = {
  required: '보훈번호를 입력해 주세요.',
  front: '앞자리는 2자리 숫자로 입력해 주세요.',
  back: '뒷자리는 6~8자리 숫자로 입력해 주세요.',
  tooLong: '보훈번호는 하이픈(-)을 포함해 11자까지 입력할 수 있어요.',
  group: (group: PatriotGroup) => `${PATRIOT_GROUP_NAMES[group]}의 보훈번호가 아니에요. 보훈번호 앞 2자리를 확인해 주세요.`,
} as const;

export function isPatriotGroup(value: unknown): value is PatriotGroup {
  return typeof value === 'string' && value in PATRIOT_PREFIXES;
}

/**
 * What the input shows while typing: digits only, at most 10, with the hyphen inserted after the
 * first two (`12345678` → `12-345678`).
 */
export function formatPatriotInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, PATRIOT_MAX_DIGITS);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

/** The first problem of `value` for `group`, or null when it is a valid number of the group. */
export function validatePatriotNumber(value: string, group: PatriotGroup | undefined): string | null {
  const text = value.trim();
  if (!text) return patriotMessages.required;
  if (text.length > PATRIOT_MAX_LENGTH || text.replace('-', '').length > PATRIOT_MAX_DIGITS) return patriotMessages.tooLong;
  const hyphenAt = text.indexOf('-');
  const hyphen = hyphenAt >= 0;
  const front = hyphen ? text.slice(0, hyphenAt) : text;
  const back = hyphen ? text.slice(hyphenAt + 1) : '';
  // Without a hyphen the first two digits are the prefix.
  const prefix = hyphen ? front : front.slice(0, 2);
  const rest = hyphen ? back : `${front.slice(2)}${back}`;
  if (!/^\d{2}$/.test(prefix)) return patriotMessages.front;
  if (!/^\d{6,8}$/.test(rest)) return patriotMessages.back;
  const prefixes = group ? PATRIOT_PREFIXES[group] : null;
  if (group && prefixes && !prefixes.includes(prefix)) return patriotMessages.group(group);
  return null;
}

/** The stored form: `NN-NNNNNN…` (the hyphen always written). */
export function normalizePatriotNumber(value: string): string {
  return formatPatriotInput(value);
}
