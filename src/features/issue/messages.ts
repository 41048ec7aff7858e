/** Korean text of the issue pages (spec 000 §2.1–2.3, §5). */
export const WALLET_NAME = '전자증명서 지갑';

export const issueMessages = {
  pageTitle: (name: string) => `${name} | ${WALLET_NAME}`,
  back: '뒤로 가기',
  submit: '신청하기',
  checked: '신청 정보를 확인했습니다.',
  issuer: '발급기관',
  guideTitle: '증명서 안내',
  formLabel: '신청 정보',
  loadError: '신청서를 불러올 수 없습니다.',
  loadErrorHint: '잠시 후 다시 시도해 주세요.',
  applicationType: {
    NORMAL: '전자증명서',
    CHANNELING: '정부24 연계 발급',
    EXTERNAL_CHANNELING: '대법원 전자가족관계등록시스템 발급',
  } as Record<string, string>,
  external: {
    title: '대법원 사이트에서 신청하기',
    intro: '이 증명서는 대법원 전자가족관계등록시스템에서 신청합니다.',
    instruction: "신청 화면의 수령 방법에서 '전자문서지갑'을 선택해 주세요.",
    after: '발급이 끝나면 전자증명서 지갑으로 돌아와 증명서를 확인할 수 있습니다.',
    imageAlt: "대법원 사이트 신청 화면 예시: 수령 방법에서 '전자문서지갑'을 선택한 모습",
    confirm: '확인',
    close: '닫기',
  },
} as const;

/**
 * The object particle the word takes: 을 after a final consonant (학번을), 를 after a vowel
 * (보훈번호를); words not ending in Hangul keep the neutral 을(를).
 */
export function objectParticle(word: string): string {
  const last = word.trim().at(-1) ?? '';
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return '을(를)';
  return code % 28 === 0 ? '를' : '을';
}

const object = (title: string) => `${title}${objectParticle(title)}`;

/** Generic Korean validation messages per ajv keyword (spec 000 §5); `errorMessage` annotations win. */
export const validationMessages = {
  required: (title: string) => `${object(title)} 입력해 주세요.`,
  requiredChoice: (title: string) => `${object(title)} 선택해 주세요.`,
  maxLength: (n: number) => `${n}자 이하로 입력해 주세요.`,
  minLength: (n: number) => `${n}자 이상 입력해 주세요.`,
  pattern: (title: string) => `${title}의 형식이 올바르지 않습니다.`,
  format: (title: string) => `${title}의 형식이 올바르지 않습니다.`,
  minimum: (n: number) => `${n} 이상으로 입력해 주세요.`,
  maximum: (n: number) => `${n} 이하로 입력해 주세요.`,
  choice: (title: string) => `${object(title)} 다시 선택해 주세요.`,
  minItems: (title: string, n: number) => (n <= 1 ? `${object(title)} 하나 이상 선택해 주세요.` : `${object(title)} ${n}개 이상 선택해 주세요.`),
  maxItems: (n: number) => `${n}개까지 선택할 수 있습니다.`,
  uniqueItems: '같은 항목을 두 번 선택할 수 없습니다.',
  type: (title: string) => `${title}의 값이 올바르지 않습니다.`,
  fallback: (title: string) => `${object(title)} 확인해 주세요.`,
} as const;

/** The five names the external-channeling guide accepts (spec 000 §5). */
export const EXTERNAL_CHANNELING_EDOCS = ['가족관계증명서', '기본증명서', '혼인관계증명서', '입양관계증명서', '친양자입양관계증명서'] as const;
