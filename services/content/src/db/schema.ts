// The one Postgres schema the content service owns: its tables, its outbox and its migrations' record live there.
export const SCHEMA = 'content';
