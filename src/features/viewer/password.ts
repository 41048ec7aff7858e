/** Spec 000 §5 and §9: the download password is exactly 6 digits, typed on a keypad. */
export const PASSWORD_LENGTH = 6;

export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'erase' | 'clear';

export function pressKey(value: string, key: KeypadKey): string {
  if (key === 'erase') return value.slice(0, -1);
  if (key === 'clear') return '';
  return value.length >= PASSWORD_LENGTH ? value : value + key;
}

/** Confirm is enabled only when all 6 digits are filled. */
export const isPasswordComplete = (value: string): boolean => new RegExp(`^\\d{${PASSWORD_LENGTH}}$`).test(value);
