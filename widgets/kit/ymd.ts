/** `20210301` → `2021.03.01`; 99991231 (not lost) → `현재`. */
export function formatYmd(value: string): string {
  if (value === '99991231') return '현재';
  return /^\d{8}$/.test(value) ? `${value.slice(0, 4)}.${value.slice(4, 6)}.${value.slice(6)}` : value;
}
