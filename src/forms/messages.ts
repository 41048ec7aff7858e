import { particle } from '../../shared/hangul';

/** Korean text of the certificate form engine (spec 000 §2.1, §5), shared by the issue page and the dev catalogue. */
export const formMessages = {
  /** The form's accessible name. */
  formLabel: '신청 정보',
  submit: '신청하기',
} as const;

/** The field's title with its object particle (학번을, 보훈번호를; ID을(를)). */
const object = (title: string) => `${title}${particle(title, '을/를')}`;

/** Generic Korean validation messages per ajv keyword (spec 000 §5); `errorMessage` annotations win. */
export const validationMessages = {
  required: (title: string) => `${object(title)} 입력해 주세요.`,
  requiredChoice: (title: string) => `${object(title)} 선택해 주세요.`,
  maxLength: (n: number) => `${n}자 이하로 입력해 주세요.`,
  minLength: (n: number) => `${n}자 이상 입력해 주세요.`,
  pattern: (title: string) => `${title}의 형식이 올바르지 않아요. 다시 확인해 주세요.`,
  format: (title: string) => `${title}의 형식이 올바르지 않아요. 다시 확인해 주세요.`,
  minimum: (n: number) => `${n} 이상으로 입력해 주세요.`,
  maximum: (n: number) => `${n} 이하로 입력해 주세요.`,
  choice: (title: string) => `${object(title)} 다시 선택해 주세요.`,
  minItems: (title: string, n: number) => (n <= 1 ? `${object(title)} 하나 이상 선택해 주세요.` : `${object(title)} ${n}개 이상 선택해 주세요.`),
  maxItems: (n: number) => `${n}개까지 선택할 수 있어요.`,
  uniqueItems: '같은 항목을 두 번 선택할 수 없어요. 하나만 남겨 주세요.',
  type: (title: string) => `${object(title)} 다시 확인해 주세요.`,
  fallback: (title: string) => `${object(title)} 확인해 주세요.`,
} as const;
