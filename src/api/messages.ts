import { documentExpiredText, documentNotFoundText, nonMemberButton, nonMemberText, unexpectedErrorText } from '../../shared/popup-error-texts.ts';

/** Korean text of the shared error handling: the codes' own words (shared/popup-error-texts.ts, 000 §8.4 verbatim). */
export const errorMessages = {
  defaultPopup: unexpectedErrorText.message,
  documentNotFound: documentNotFoundText.message,
  documentExpired: documentExpiredText.message,
  hashTitle: nonMemberText.title,
  hashMessage: nonMemberText.message,
  hashApply: nonMemberButton,
  cancel: '취소',
} as const;
