// content.users, the replica of auth's users that owners' names and the SQL console's `users` come from.
import { consumerName, type DomainEvent } from '@quizdrill/contracts';
import { applyOnce, type Db, type Infrastructure } from '@quizdrill/service-kit';
import type { Insertable } from 'kysely';
import type { ContentTables, UsersTable } from '../db/tables.js';
import { deleteUser, upsertUserFields } from '../users/users.repository.js';

export const USERS_CONSUMER = consumerName('content', 'users');

const USER_EVENT_TYPES = ['users.user.registered', 'users.user.updated', 'users.role.changed'] as const;
type UserEventType = (typeof USER_EVENT_TYPES)[number];
/** One of the three, its data narrowed by its type. */
export type UserEvent = { [T in UserEventType]: DomainEvent<T> }[UserEventType];

/** The row an event would insert (but its time), and which of its columns it may update on a known user. */
function replicaChange(event: UserEvent): {
  row: Omit<Insertable<UsersTable>, 'updated_at'>;
  columns: (keyof UsersTable)[];
} {
  const known = { id: event.data.userId, username: event.data.username };
  switch (event.type) {
    case 'users.user.registered': {
      const { email, role, isPremium } = event.data;
      return {
        row: { ...known, email, role, is_premium: isPremium },
        columns: ['username', 'email', 'role', 'is_premium'],
      };
    }
    case 'users.user.updated': {
      const { email, firstName, lastName } = event.data;
      return {
        // Until the registration arrives, the role every account starts with.
        row: { ...known, email, first_name: firstName, last_name: lastName, role: 'ROLE_USER' },
        columns: ['username', 'email', 'first_name', 'last_name'],
      };
    }
    case 'users.role.changed': {
      const { role, isPremium } = event.data;
      return {
        row: { ...known, email: '', role, is_premium: isPremium },
        columns: ['username', 'role', 'is_premium'],
      };
    }
  }
}

/**
 * Each event carries only some of a user's fields: it inserts the user when unknown (the fields it lacks keep
 * placeholders until an event that has them arrives) and otherwise updates its own fields. A row remembers the
 * time of the event that last wrote it (updated_at), and an older event (one redelivered after a failure, behind
 * a newer one) changes nothing.
 */
async function upsertUser(db: Db<ContentTables>, event: UserEvent): Promise<void> {
  const { row, columns } = replicaChange(event);
  await upsertUserFields(db, row, columns, new Date(event.occurredAt));
}

/** Applies the event unless this consumer has applied it before; returns whether it did. */
export function applyUserEvent(db: Db<ContentTables>, event: UserEvent): Promise<boolean> {
  return applyOnce(db, USERS_CONSUMER, event.id, (trx) => upsertUser(trx, event));
}

export function startUsersConsumer(infrastructure: Infrastructure<ContentTables>) {
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
      await applyUserEvent(infrastructure.db, event as UserEvent);
    },
  });
}
