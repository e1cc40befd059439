// What a repository queries through: the service's database or a transaction opened on it, so that one function
// serves both a single statement and a step of a larger write.
import type { Kysely, Transaction } from 'kysely';

export type Db<Tables> = Kysely<Tables> | Transaction<Tables>;
