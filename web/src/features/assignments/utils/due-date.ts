// A due date as the teacher types it (a `datetime-local` input: the browser's local time, no zone) and as the
// service keeps it (an ISO instant).

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-27T15:00:00.000Z` → `2026-11-27T16:00` in Stockholm: the value a `datetime-local` input shows. */
export function toLocalInputValue(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The instant a `datetime-local` value means in the browser's zone, as ISO: null for an empty field (no due date),
 * undefined for anything that is not a date and time.
 */
export function fromLocalInputValue(value: string): string | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!parts) return undefined;
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // 2026-02-30 rolls over into March: not a date the teacher meant.
  if (Number.isNaN(date.getTime()) || date.getMonth() !== month - 1 || date.getDate() !== day)
    return undefined;
  return date.toISOString();
}

/**
 * A date and time the way the reader's language writes them: "27 nov. 2026 16:00" / "Nov 27, 2026, 4:00 PM", or
 * in a table's narrow column "2026-11-27 16:00" / "11/27/26, 4:00 PM".
 */
export function formatDateTime(
  iso: string,
  language: string | undefined,
  dateStyle: 'medium' | 'short' = 'medium',
): string {
  return new Intl.DateTimeFormat(language, { dateStyle, timeStyle: 'short' }).format(new Date(iso));
}

/** Today's date, `YYYY-MM-DD` in the browser's zone: for file names. */
export function localDateStamp(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
