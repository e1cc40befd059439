// The one Postgres schema the auth service owns: its tables, its outbox and its migrations' record live there.
export const SCHEMA = 'auth';
