/**
 * The error texts the app's shell shows itself — the error router's popups (000 §8.4, verbatim) —
 * apart from the table of every code's words (error-texts.ts, which reads them from here): the first
 * script a phone loads carries these few, and the table comes with the pages that show it.
 */
export interface ErrorText {
  title: string;
  message: string;
}

/** 000 §8.4's default text of the ERROR and DISTRIBUTION_ERROR popups, verbatim. */
export const UNEXPECTED = '예상하지 못한 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

export const unexpectedErrorText: ErrorText = { title: '서비스 오류', message: UNEXPECTED };
export const documentNotFoundText: ErrorText = { title: '증명서를 찾을 수 없어요', message: '삭제된 증명서입니다.' };
export const documentExpiredText: ErrorText = { title: '열람 기간이 지났어요', message: '열람할 수 없는 문서입니다.' };

/** The {hash} popup of 000 §8.4 (a CHANNELING certificate for a non-member of the portal), verbatim. */
export const nonMemberText: ErrorText = {
  title: '정부24 회원이 아니거나, 정부24에 본인 검증이 필요합니다.',
  message: '간편 인증을 통해 정부24 비회원으로 전자증명서를 신청해 주세요.',
};

/** Its button: apply as a non-member. */
export const nonMemberButton = '비회원으로 신청하기';
