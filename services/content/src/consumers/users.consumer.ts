// content.users, the replica of auth's users that owners' usernames and the SQL console's `users` come from. The user
// events carry ids only (issue 44): on each, the replica asks auth what it may keep of the user (username, role,
// premium: no e-mail address, no names) and stores that. Erased on the erasure event.
import { consumerName, type DomainEvent, Requests } from '@quizdrill/contracts';
import { applyOnce, askFor, type Db, type Infrastructure } from '@quizdrill/service-kit';
import type { ContentTables } from '../db/tables.js';
import { deleteUser, upsertUser } from '../users/users.repository.js';

export const USERS_CONSUMER = consumerName('content', 'users');

const USER_EVENT_TYPES = ['users.user.registered', 'users.user.updated', 'users.role.changed'] as const;
type UserEventType = (typeof USER_EVENT_TYPES)[number];
/** One of the three, its data narrowed by its type. */
export type UserEvent = { [T in UserEventType]: DomainEvent<T> }[UserEventType];

/** How long auth has to answer; unanswered, the event comes again. */
const PROFILE_TIMEOUT_MS = 5_000;

type Nats = Infrastructure<ContentTables>['nats'];

/** The user as auth has them now; undefined for someone it no longer knows (erased). */
async function profileOf(nats: Nats, namespace: string, userId: string) {
  const { people } = await askFor(
    nats,
    Requests.peopleProfiles,
    { userIds: [userId] },
    {
      namespace,
      timeoutMs: PROFILE_TIMEOUT_MS,
      unavailableMessage: 'Auth cannot answer for users right now',
    },
  );
  return people.find((person) => person.userId === userId);
}

/**
 * Applies the event unless this consumer has applied it before; returns whether it did. The user is asked for first,
 * outside the transaction, and stored with the time they were asked for: a later answer is never older, and an event
 * redelivered behind a newer one stores what is current anyway. Someone auth no longer knows is not stored; their
 * erasure event, later in the same stream, deletes any row.
 */
export async function applyUserEvent(
  db: Db<ContentTables>,
  nats: Nats,
  namespace: string,
  event: UserEvent,
): Promise<boolean> {
  const { userId } = event.data;
  const askedAt = new Date();
  const profile = await profileOf(nats, namespace, userId);
  return applyOnce(db, USERS_CONSUMER, event.id, async (trx) => {
    if (!profile) return;
    const { username, role, isPremium } = profile;
    await upsertUser(trx, { id: userId, username, role, is_premium: isPremium }, askedAt);
  });
}

export function startUsersConsumer(infrastructure: Infrastructure<ContentTables>, namespace: string) {
  return infrastructure.startConsumer({
    durableName: USERS_CONSUMER,
    // The erasure too, in the same order: an update read before it can then never bring the erased user back.
    eventTypes: [...USER_EVENT_TYPES, 'users.user.erased'],
    // One at a time, in the stream's order: a user's events then apply in the order auth published them.
    concurrency: 1,
    // The consumer has checked the data against its type's schema, so type and data belong together.
    handler: async (event) => {
      if (event.type === 'users.user.erased') {
        const { userId } = event.data as DomainEvent<'users.user.erased'>['data'];
        await applyOnce(infrastructure.db, USERS_CONSUMER, event.id, (trx) => deleteUser(trx, userId));
        return;
      }
      await applyUserEvent(infrastructure.db, infrastructure.nats, namespace, event as UserEvent);
    },
  });
}
