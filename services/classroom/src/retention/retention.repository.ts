// The statements of classroom's retention sweep (issue 44) whose rows need more than a time to go.
import type { Db } from '@quizdrill/service-kit';
import { sql } from 'kysely';
import type { ClassroomTables } from '../db/tables.js';

/** Up to `limit` games made before `cutoff` that never ended, oldest first. */
export async function unendedGamesBefore(
  db: Db<ClassroomTables>,
  cutoff: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where('ended_at', 'is', null)
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes these games unless one ended meanwhile (what is stored of a game goes with it: the keys cascade). */
export async function removeUnendedGames(
  db: Db<ClassroomTables>,
  gameIds: readonly string[],
): Promise<number> {
  if (gameIds.length === 0) return 0;
  const result = await db
    .deleteFrom('games')
    .where('id', 'in', gameIds)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Teams deleted before `cutoff`, up to `limit` of them, with their memberships and their assignments (closed when
 * the team was deleted; their results are counted over the memberships, so they cannot outlive them). One
 * statement, so a team never goes without what hangs on it.
 */
export async function removeDeletedTeamsBefore(
  db: Db<ClassroomTables>,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const { rows } = await sql<{ teams: string }>`
    with gone as (
      delete from teams
      where id in (select id from teams where deleted_at < ${cutoff} order by deleted_at limit ${limit})
      returning id
    ),
    members as (delete from team_members where group_id in (select id from gone)),
    assignments as (delete from assignments where group_id in (select id from gone))
    select count(*) as teams from gone`.execute(db);
  return Number(rows[0]?.teams ?? 0);
}

/**
 * People of the view named before `cutoff` whom no row refers to any more: a member of no team, the host of no
 * stored game and a player in none, the teacher of no assignment. One who is shown again is asked of auth again
 * (Teams.namesOf).
 */
export async function removeUnreferencedPeopleBefore(
  db: Db<ClassroomTables>,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const result = await sql`
    delete from team_people
    where user_id in (
      select person.user_id from team_people person
      where person.named_at < ${cutoff}
        and not exists (select from team_members where user_id = person.user_id and member)
        and not exists (select from games where host_id = person.user_id)
        and not exists (select from game_players where user_id = person.user_id)
        and not exists (select from assignments where created_by_id = person.user_id)
      limit ${limit}
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
