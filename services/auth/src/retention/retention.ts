// How long auth keeps its login records (issue 44): failed-login counters, wrong team-code guesses and expired
// sign-in codes, as rules for the daily sweep. The address budgets prune themselves (a full bucket is no row).
import { type Db, olderThanDays, type RetentionRule, rowsBefore } from '@quizdrill/service-kit';
import type { AuthConfig } from '../config.js';
import type { AuthTables } from '../db/tables.js';
import { removeThrottlesBefore } from '../users/login-throttle.repository.js';

export function authRetentionRules(db: Db<AuthTables>, config: AuthConfig): RetentionRule[] {
  const cutoff = olderThanDays(config.LOGIN_RECORD_RETENTION_DAYS);
  return [
    {
      name: 'failed-login counters',
      cutoff,
      remove: (before, limit) => removeThrottlesBefore(db, before, limit),
    },
    { name: 'team code guesses', cutoff, remove: rowsBefore(db, 'join_guesses', 'window_started_at') },
    { name: 'expired sign-in codes', cutoff, remove: rowsBefore(db, 'sign_in_codes', 'expires_at') },
  ];
}
