/** `0.667` → `67 %` / `67%`, the way the language writes a share. */
export function formatShare(share: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
