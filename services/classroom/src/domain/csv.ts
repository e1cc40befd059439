// CSV as Swedish Excel opens it: UTF-8 with a byte-order mark (so å, ä and ö survive), `;` between cells, CRLF
// between rows. Shared by every download the classroom offers.

export type CsvCell = string | number | null;

/**
 * A cell that starts like a formula (=, +, -, @, or a tab/CR that Excel skips first) would run when opened: a
 * nickname is the player's own text, so such text is led by an apostrophe. Numbers are written as they are.
 */
function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
