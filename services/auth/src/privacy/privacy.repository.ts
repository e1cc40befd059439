// Every statement about one user's personal data in auth (issue 44): their rows for an export, their erasure, and
// the erasure records that outlive them.
import { ERASING_SERVICES, type ErasureRecord, type KeptRecord } from '@quizdrill/contracts';
import type { Db } from '@quizdrill/service-kit';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { AuthTables } from '../db/tables.js';

export async function userRows(db: Db<AuthTables>, userId: string): Promise<Record<string, unknown[]>> {
  const [users, credentials, oauthIdentities, groupsOwned, memberships, joinGuesses] = await Promise.all([
    db
      .selectFrom('users')
      .select([
        'id',
        'username',
        'email',
        'first_name',
        'last_name',
        'role',
        'user_group',
        'stripe_customer_id',
        'stripe_subscription_id',
        'is_premium',
        'created_at',
        'updated_at',
      ])
      .where('id', '=', userId)
      .execute(),
    // That a password is set and when; the hash itself is a secret, not data about the user.
    db.selectFrom('credentials').select(['updated_at']).where('user_id', '=', userId).execute(),
    db.selectFrom('oauth_identities').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('groups').select(['id', 'name', 'created_at']).where('owner_id', '=', userId).execute(),
    db
      .selectFrom('group_members')
      .innerJoin('groups', 'groups.id', 'group_members.group_id')
      .select(['group_members.group_id', 'groups.name as group_name', 'group_members.added_at'])
      .where('group_members.user_id', '=', userId)
      .execute(),
    db.selectFrom('join_guesses').selectAll().where('user_id', '=', userId).execute(),
  ]);
  return {
    users,
    credentials,
    oauth_identities: oauthIdentities,
    groups: groupsOwned,
    group_members: memberships,
    join_guesses: joinGuesses,
  };
}

export function groupsOwnedBy(db: Db<AuthTables>, userId: string): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('groups').select(['id', 'name']).where('owner_id', '=', userId).execute();
}

/** Whether `teacherId` owns a team `pupilId` is a member of. */
export async function teachesPupil(db: Db<AuthTables>, teacherId: string, pupilId: string): Promise<boolean> {
  const row = await db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .select('groups.id')
    .where('groups.owner_id', '=', teacherId)
    .where('group_members.user_id', '=', pupilId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The user row goes, and with it (the foreign keys cascade) their password, Google link, teams they own, their
 * memberships, sign-in codes and join guesses; then their login counters and the published events about them.
 */
export async function deleteUserRows(trx: Transaction<AuthTables>, user: { id: string; username: string }) {
  await trx.deleteFrom('sign_in_codes').where('created_by', '=', user.id).execute();
  await trx.deleteFrom('users').where('id', '=', user.id).execute();
  await trx
    .deleteFrom('login_throttle')
    .where('key', 'in', [`account:${user.id}`, `unknown-login:${user.username.toLowerCase()}`])
    .execute();
}

export async function insertErasure(
  trx: Transaction<AuthTables>,
  erasureId: string,
  requestedBy: 'self' | 'admin',
): Promise<void> {
  await trx
    .insertInto('erasures')
    .values({ id: erasureId, requested_by: requestedBy, completed_at: null })
    .execute();
  await trx
    .insertInto('erasure_confirmations')
    .values(ERASING_SERVICES.map((service) => ({ erasure_id: erasureId, service, confirmed_at: null })))
    .execute();
}

/**
 * Records a service's confirmation (a repeated one changes nothing but what it kept) and completes the erasure when
 * it was the last. Answers whether the erasure is known.
 */
export async function confirmErasure(
  db: Kysely<AuthTables>,
  erasureId: string,
  service: string,
  kept: KeptRecord[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Confirmations of one erasure one at a time: two at once would each still see the other's row unconfirmed,
    // and neither would complete it.
    const erasure = await trx
      .selectFrom('erasures')
      .select('id')
      .where('id', '=', erasureId)
      .forUpdate()
      .executeTakeFirst();
    if (!erasure) return false;
    const updated = await trx
      .updateTable('erasure_confirmations')
      .set((eb) => ({
        confirmed_at: eb.fn.coalesce('confirmed_at', sql<Date>`now()`),
        kept: JSON.stringify(kept),
      }))
      .where('erasure_id', '=', erasureId)
      .where('service', '=', service)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('erasures')
      .set({ completed_at: sql<Date>`now()` })
      .where('id', '=', erasureId)
      .where('completed_at', 'is', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('erasure_confirmations')
              .select('service')
              .where('erasure_id', '=', erasureId)
              .where('confirmed_at', 'is', null),
          ),
        ),
      )
      .execute();
    return true;
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type ErasureRow = {
  id: string;
  requested_by: 'self' | 'admin';
  requested_at: Date;
  completed_at: Date | null;
};

async function withConfirmations(db: Db<AuthTables>, erasures: ErasureRow[]): Promise<ErasureRecord[]> {
  if (erasures.length === 0) return [];
  const confirmations = await db
    .selectFrom('erasure_confirmations')
    .selectAll()
    .where(
      'erasure_id',
      'in',
      erasures.map((erasure) => erasure.id),
    )
    .execute();
  return erasures.map((erasure) => ({
    id: erasure.id,
    requestedAt: erasure.requested_at.toISOString(),
    requestedBy: erasure.requested_by,
    completedAt: iso(erasure.completed_at),
    services: ERASING_SERVICES.map((service) => {
      const row = confirmations.find((c) => c.erasure_id === erasure.id && c.service === service);
      return {
        service,
        confirmedAt: iso(row?.confirmed_at ?? null),
        kept: (row?.kept ?? []) as KeptRecord[],
      };
    }),
  }));
}

/** Unfinished erasures first, then the newest: what an admin watches. */
export async function listErasures(db: Db<AuthTables>, limit: number): Promise<ErasureRecord[]> {
  const erasures = await db
    .selectFrom('erasures')
    .selectAll()
    .orderBy(sql`completed_at is null`, 'desc')
    .orderBy('requested_at', 'desc')
    .limit(limit)
    .execute();
  return withConfirmations(db, erasures);
}

export async function findErasure(db: Db<AuthTables>, erasureId: string): Promise<ErasureRecord | undefined> {
  const erasures = await db.selectFrom('erasures').selectAll().where('id', '=', erasureId).execute();
  return (await withConfirmations(db, erasures))[0];
}
