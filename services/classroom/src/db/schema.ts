// The one Postgres schema the classroom service owns: its tables, its outbox and its migrations' record live there.
export const SCHEMA = 'classroom';
