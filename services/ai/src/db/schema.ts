// The one Postgres schema the ai service owns: its tables, its outbox and its migrations' record live there.
export const SCHEMA = 'ai';
