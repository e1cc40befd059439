// The classroom's own view of auth's teams (issue 18): kept by auth's events (consumers/teams.consumer.ts) and,
// for a team whose events never came (made before classroom followed them, like the seeded "Klass 9A"), loaded
// once from auth's snapshot over NATS request/reply. No service reads another's tables. The people it names (members,
// live players, teachers) are kept in the same view, asked from auth when it has not heard of them (issue 44).
import type { NatsConnection } from '@nats-io/transport-node';
import { PEOPLE_NAMES_MAX, Requests } from '@quizdrill/contracts';
import { askFor } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import type { ClassroomTables } from '../db/tables.js';
import type { TeamStudent } from '../domain/assignment-progress.js';
import { snapshotTime } from '../domain/snapshot-time.js';
import {
  findTeam,
  isMember,
  knowsPerson,
  loadSnapshot,
  named,
  namesOf,
  type TeamRow,
} from './teams.repository.js';

export class Teams {
  constructor(
    private readonly db: Kysely<ClassroomTables>,
    private readonly nats: NatsConnection,
    private readonly namespace: string,
    private readonly timeoutMs: number,
  ) {}

  /** The team, loaded from auth when the view has never heard of it; undefined when it does not exist (any more). */
  async find(groupId: string): Promise<TeamRow | undefined> {
    const known = await findTeam(this.db, groupId);
    if (known) return known.deleted ? undefined : known;
    const askedAt = Date.now();
    const reply = await this.snapshot(groupId);
    if (!reply.group) return undefined;
    await loadSnapshot(this.db, reply.group, snapshotTime(askedAt));
    const loaded = await findTeam(this.db, groupId);
    return loaded && !loaded.deleted ? loaded : undefined;
  }

  /**
   * Whether the user is in the team now, by the view (a team game's team was loaded when it was created); nobody is
   * in a deleted team.
   */
  isMember(groupId: string, userId: string): Promise<boolean> {
    return isMember(this.db, groupId, userId);
  }

  /**
   * People's names by user id: the view's, and auth's for those it has not heard of (kept from then on, and asked
   * again on auth's profile events, refreshNames). Someone auth does not know (erased) is left out.
   */
  async namesOf(userIds: readonly string[]): Promise<Map<string, TeamStudent>> {
    const known = await namesOf(this.db, userIds);
    const missing = [...new Set(userIds)].filter((userId) => !known.has(userId));
    for (let start = 0; start < missing.length; start += PEOPLE_NAMES_MAX) {
      const askedAt = Date.now();
      const people = await this.askNames(missing.slice(start, start + PEOPLE_NAMES_MAX));
      await named(this.db, people, snapshotTime(askedAt));
      for (const person of people) known.set(person.userId, person);
    }
    return known;
  }

  /**
   * A person's names asked of auth again after their `users.user.updated` (which says what changed, not to what),
   * if the view keeps them at all; auth no longer knowing them (erased), the erasure event removes them.
   */
  async refreshNames(userId: string): Promise<void> {
    if (!(await knowsPerson(this.db, userId))) return;
    const askedAt = new Date();
    await named(this.db, await this.askNames([userId]), askedAt);
  }

  private async askNames(userIds: string[]): Promise<TeamStudent[]> {
    const reply = await askFor(
      this.nats,
      Requests.peopleNames,
      { userIds },
      {
        namespace: this.namespace,
        timeoutMs: this.timeoutMs,
        unavailableMessage: 'Names cannot be loaded right now; try again shortly',
      },
    );
    return reply.people;
  }

  private snapshot(groupId: string) {
    return askFor(
      this.nats,
      Requests.groupSnapshot,
      { groupId },
      {
        namespace: this.namespace,
        timeoutMs: this.timeoutMs,
        unavailableMessage: 'Teams cannot be loaded right now; try again shortly',
      },
    );
  }
}
