/** `#` is a digit; every other character of the mask is a literal the widget types itself. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

export const maskDigits = (mask: string): number => mask.split('').filter((c) => c === '#').length;

/** Formats digits with the mask: `formatMasked('1234567890', '###-##-#####')` → `123-45-67890`. */
export function formatMasked(value: string, mask: string): string {
  const digits = digitsOf(value).slice(0, maskDigits(mask));
  let out = '';
  let i = 0;
  for (const char of mask) {
    if (i >= digits.length) break;
    if (char === '#') {
      out += digits[i];
      i += 1;
    } else {
      out += char;
    }
  }
  return out;
}
