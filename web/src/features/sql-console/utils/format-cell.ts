// How a value of a SQL result shows in a table cell.

/** Null is told apart from text by the table (it shows NULL); everything else becomes text as the database meant it. */
export function formatCell(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}
