// How long bookkeeping records must be kept (Bokföringslagen 7 kap. 2 §): until the end of the seventh year after
// the end of the calendar year they belong to (the financial year is the calendar year), in Swedish time.

const STOCKHOLM_NEW_YEAR_OFFSET_MS = 3600 * 1000;

/**
 * The records that may go at `now`: those from before the start of the year `years` years before this one. In 2035
 * with seven years, that is everything from 2027 and earlier (kept until the end of 2034), and nothing of 2028. The
 * year turns at midnight in Stockholm, an hour before it does in UTC (winter time).
 */
export function bookkeepingCutoff(years: number): (now: Date) => Date {
  return (now) => {
    const stockholmYear = new Date(now.getTime() + STOCKHOLM_NEW_YEAR_OFFSET_MS).getUTCFullYear();
    return new Date(Date.UTC(stockholmYear - years, 0, 1) - STOCKHOLM_NEW_YEAR_OFFSET_MS);
  };
}
