// "Today" for the daily limit of new questions: the user's day, in their time zone (the browser's).

/** Whether `timeZone` is one the runtime knows (IANA names: `Europe/Stockholm`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The instant the day after the one containing `now` begins in `timeZone` (days of 23 and 25 hours too). */
export function endOfDay(now: Date, timeZone: string): Date {
  return startOfDay(new Date(startOfDay(now, timeZone).getTime() + 36 * 3600 * 1000), timeZone);
}

/** The instant the day containing `now` began in `timeZone`. */
export function startOfDay(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month') - 1, part('day')];
  const wall = Date.UTC(year, month, day, part('hour'), part('minute'), part('second'));
  // The zone's offset at `now` (whole seconds: formatToParts drops the milliseconds).
  const offset = wall - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(year, month, day) - offset);
}
