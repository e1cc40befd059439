// Data access for users and their credentials.

import { AuthErrorCode } from '@quizdrill/contracts';
import { AppError, type Db } from '@quizdrill/service-kit';
import { sql } from 'kysely';
import type { AuthTables, NewUser, User, UserUpdate } from '../db/tables.js';

/** Postgres reports a broken unique index by name; these are the refusals users can act on. */
function conflictFrom(error: unknown): AppError | undefined {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint === 'users_username_unique') {
    return AppError.conflict('Username is already taken', AuthErrorCode.usernameTaken);
  }
  if (constraint === 'users_email_unique')
    return AppError.conflict('Email is already registered', AuthErrorCode.emailTaken);
  return undefined;
}

async function refusingDuplicates<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    throw conflictFrom(error) ?? error;
  }
}

/** A login name is a username, or an email address for those who remember that instead. */
export function findByLogin(db: Db<AuthTables>, login: string): Promise<User | undefined> {
  const column = login.includes('@') ? 'email' : 'username';
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(${sql.ref(column)})`, '=', login.toLowerCase())
    .executeTakeFirst();
}

export function findByUsername(db: Db<AuthTables>, username: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findByEmail(db: Db<AuthTables>, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** `forUpdate` locks the row for the rest of the transaction: a change that compares before and after. */
export function findById(
  db: Db<AuthTables>,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<User | undefined> {
  const query = db.selectFrom('users').selectAll().where('id', '=', id);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function insertUser(db: Db<AuthTables>, user: NewUser): Promise<User> {
  return refusingDuplicates(db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow());
}

export function updateUser(db: Db<AuthTables>, id: string, changes: UserUpdate): Promise<User | undefined> {
  return refusingDuplicates(
    db
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  );
}

export async function passwordHashOf(db: Db<AuthTables>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('credentials')
    .select('password_hash')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function setPasswordHash(
  db: Db<AuthTables>,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .insertInto('credentials')
    .values({ user_id: userId, password_hash: passwordHash })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ password_hash: passwordHash, updated_at: new Date() }),
    )
    .execute();
}

/** The usernames (in lower case) that start with `base`, case-insensitively: what a new name must not be. */
export async function usernamesStartingWith(db: Db<AuthTables>, base: string): Promise<string[]> {
  const pattern = `${base.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`lower(username)`.as('username'))
    .where(sql`lower(username)`, 'like', pattern)
    .execute();
  return rows.map((row) => row.username);
}

/** What a service may keep of these accounts besides names (`users.people.profiles`); unknown ids are left out. */
export function profilesOf(db: Db<AuthTables>, userIds: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['id as userId', 'username', 'role', 'is_premium as isPremium'])
    .where('id', '=', sql<string>`any(${sql.val([...new Set(userIds)])}::uuid[])`)
    .execute();
}
