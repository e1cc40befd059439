// SPEC §9: the error rate is shown with two decimals, written the way the reader's language writes numbers.

/** `12.5` → `12,50 %` in Swedish, `12.50 %` in English; the space before `%` does not break. */
export function formatErrorRate(percentage: number, language: string): string {
  const value = Number.isFinite(percentage) ? percentage : 0;
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  return `${number}\u00a0%`;
}
