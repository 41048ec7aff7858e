import type { PensionWorkplace } from '../kit/lookup-api';

/** 000 §9: a 상실일 of 99991231 means the membership has not been lost. */
export const NO_LOSS_DATE = '99991231';
export const WORKPLACE_REQUIRED = '사업장을 선택해 주세요.';

const dotted = (date: string) => (/^\d{8}$/.test(date) ? `${date.slice(0, 4)}.${date.slice(4, 6)}.${date.slice(6)}` : date);

/** `2021.03.01 ~ 현재` */
export function periodOf(workplace: Pick<PensionWorkplace, '취득일' | '상실일'>): string {
  const end = workplace.상실일 === NO_LOSS_DATE || !workplace.상실일 ? '현재' : dotted(workplace.상실일);
  return `${dotted(workplace.취득일)} ~ ${end}`;
}

/** One workplace membership: the same payer number can return after a loss, so the date is part of it. */
export const workplaceKey = (workplace: Pick<PensionWorkplace, '납부자번호' | '취득일'>) => `${workplace.납부자번호}/${workplace.취득일}`;

/** Exactly the properties of the schema's item (`additionalProperties: false`). */
export function toValue(workplace: PensionWorkplace): PensionWorkplace {
  const { 가입자구분, 사업장명, 취득일, 상실일, 납부자번호 } = workplace;
  return { 가입자구분, 사업장명, 취득일, 상실일, 납부자번호 };
}

export function isWorkplaceList(value: unknown): value is PensionWorkplace[] {
  return Array.isArray(value) && value.every((item) => item && typeof item === 'object' && '사업장명' in item);
}
