import { errorTexts, nonMemberButton, nonMemberText } from '../../shared/error-texts';

/** Korean text of the shared error handling: the codes' own words (shared/error-texts.ts, 000 §8.4 verbatim). */
export const errorMessages = {
  defaultPopup: errorTexts.ERROR.message,
  documentNotFound: errorTexts.DOCUMENT_NOT_FOUND.message,
  documentExpired: errorTexts.DOCUMENT_EXPIRED.message,
  hashTitle: nonMemberText.title,
  hashMessage: nonMemberText.message,
  hashApply: nonMemberButton,
  cancel: '취소',
} as const;
