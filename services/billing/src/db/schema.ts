// The one Postgres schema the billing service owns: its tables, its outbox and its migrations' record live there.
export const SCHEMA = 'billing';
