/** Spec 000 §2.3 and §8.4: a label of 9 or more characters stacks the buttons vertically. */
export const VERTICAL_LABEL_LENGTH = 9;

export function buttonsVertical(labels: string[]): boolean {
  return labels.some((label) => Array.from(label).length >= VERTICAL_LABEL_LENGTH);
}
