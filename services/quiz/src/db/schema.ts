// The one Postgres schema the quiz service owns: its tables, its outbox and its migrations' record live there.
export const SCHEMA = 'quiz';
