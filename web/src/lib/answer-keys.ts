// Answering from the keyboard: 1–9 choose an option by its place, A–Z by its label (the quiz and live games).

/** The label of the option `key` chooses, or null when the key chooses none of these options. */
export function optionLabelForKey(key: string, options: readonly { optionLabel: string }[]): string | null {
  if (/^[1-9]$/.test(key)) return options[Number(key) - 1]?.optionLabel ?? null;
  if (/^[a-z]$/i.test(key)) {
    const label = key.toUpperCase();
    return options.find((option) => option.optionLabel.toUpperCase() === label)?.optionLabel ?? null;
  }
  return null;
}
