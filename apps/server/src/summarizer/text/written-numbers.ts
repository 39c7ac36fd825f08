/**
 * Numbers as digests and models write them in the five languages: 1,300 · 1.300 · 1 300 · 24.8K ·
 * 24,8K · 24,8 K · 1.5M · 30 · 2.0. Each is read as the value it stands for and the rounding its
 * way of writing allows ("24.8K" is anything from 24,750 to 24,850).
 */

/** Source of a pattern with two groups: the digits, and a K or M suffix when there is one. */
export const NUMBER_SOURCE = String.raw`(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?![.,]?\d)|\d+(?:[.,]\d+)?)(?:[\u00a0\u202f ]?([KkMm])(?![\p{L}]))?`;

export interface WrittenNumber {
  text: string;
  value: number;
  tolerance: number;
}

/** The value a written number stands for, and the rounding its way of writing allows. */
export function readNumber(digits: string, suffix?: string): { value: number; tolerance: number } {
  const scale = suffix === undefined ? 1 : /m/iu.test(suffix) ? 1e6 : 1e3;
  if (suffix === undefined && /^\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+$/u.test(digits))
    return { value: Number(digits.replace(/[^\d]/gu, '')), tolerance: 0 };
  const decimal = digits.replace(',', '.');
  const decimals = decimal.includes('.') ? decimal.split('.')[1]!.length : 0;
  return {
    value: Number(decimal) * scale,
    tolerance: scale === 1 ? 0 : (0.5 * scale) / 10 ** decimals,
  };
}

/** Every number written in a text, in order. */
export function writtenNumbers(text: string): WrittenNumber[] {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${NUMBER_SOURCE}`, 'gu');
  return [...text.matchAll(pattern)].map((m) => ({ text: m[0], ...readNumber(m[1]!, m[2]) }));
}

/** Whether two written numbers can stand for the same value, given how each was rounded. */
export function sameNumber(a: WrittenNumber, b: WrittenNumber): boolean {
  return Math.abs(a.value - b.value) <= Math.max(a.tolerance, b.tolerance);
}
