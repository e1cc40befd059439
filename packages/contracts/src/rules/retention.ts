// How long each kind of data is kept (issue 44, GDPR art. 5(1)(e)): the defaults every service's settings start
// from and the privacy page states, written once so the page and the services cannot disagree.

export const RETENTION_DEFAULTS = {
  /** quiz: answers, quiz sessions and the spaced-repetition review log; classroom's copy of the answers too. */
  answerHistoryDays: 365,
  /** classroom: a finished live game with its players, questions and answers, from the day it ended. */
  finishedLiveGameDays: 365,
  /**
   * classroom: a live game that never ended (its host left it and its live state was lost, or it ran on for days),
   * from the day it was made: one still running is ended and kept as a finished game, one without live state goes.
   */
  unendedLiveGameDays: 7,
  /**
   * classroom: a team deleted in auth (which deletes it and its join code at once) stays as a tombstone with its
   * memberships, so that its results keep their members; this long after the deletion it goes, with its
   * assignments.
   */
  deletedTeamDays: 90,
  /** classroom: an assignment closed because its team or course was deleted, with its results, from its closing. */
  closedAssignmentDays: 365,
  /** ai: the audit of AI jobs and each user's AI usage. */
  aiAuditDays: 90,
  /** auth: failed-login counters and wrong team-code guesses, from the last failure (they matter a day at most). */
  loginRecordDays: 7,
  /**
   * billing: subscriptions, invoices and checkouts, for the years Bokföringslagen (7 kap. 2 §) asks after the end
   * of the calendar year they belong to.
   */
  billingRecordYears: 7,
  /** billing: an educator's request to be contacted (name, school, e-mail), from the day it came. */
  educatorLeadDays: 365,
  /** Every domain event stream in NATS JetStream: an event is deleted this long after it was published. */
  eventStreamDays: 30,
  /** content: the admin SQL console's audit (who ran which statement, and its outcome), from when it ran. */
  sqlAuditDays: 365,
  /** An event a service has published leaves its outbox table this long after it was sent. */
  publishedOutboxDays: 7,
  /** An event no consumer could handle waits this long on the dead-letter stream for an operator. */
  deadLetterDays: 14,
} as const;

export type RetentionDefaults = typeof RETENTION_DEFAULTS;

/**
 * The shortest a setting may be. Login records decide locks for a day (the longest failure memory), the users stream
 * carries token revocations a verifier reads back over a token's lifetime (a day), the admins' AI usage report looks
 * back 30 days, the outbox's sent rows serve no one once sent, and a dead letter waits over a weekend for an
 * operator; answers and games are kept at least a month so a class's results outlive a holiday. A game left running
 * is ended no sooner than two days after it was made (a host is taken to have left after hours, not days). A deleted
 * team's tombstone must outlive every event about it still on the stream (classroom's config checks it against
 * EVENT_STREAM_MAX_AGE_DAYS too), and the SQL console's audit covers a quarter, long enough for an incident to be
 * noticed and looked into.
 */
export const RETENTION_MINIMUMS = {
  answerHistoryDays: 30,
  finishedLiveGameDays: 30,
  unendedLiveGameDays: 2,
  deletedTeamDays: 31,
  closedAssignmentDays: 30,
  aiAuditDays: 30,
  loginRecordDays: 2,
  billingRecordYears: 7,
  educatorLeadDays: 30,
  sqlAuditDays: 90,
  eventStreamDays: 2,
  publishedOutboxDays: 1,
  deadLetterDays: 3,
} as const;
