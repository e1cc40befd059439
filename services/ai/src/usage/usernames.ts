// Usernames for the admins' usage report, asked of auth when it is read (issue 44): ai keeps users by id only, and
// the report is read seldom enough that a replica of names, refreshed and erased, would be more than it needs.
import { PEOPLE_NAMES_MAX, Requests } from '@quizdrill/contracts';
import { askFor } from '@quizdrill/service-kit';

/** Usernames by user id as auth has them now; an id auth no longer knows (erased) is left out. No ids, no request. */
export type UsernamesOf = (userIds: readonly string[]) => Promise<Map<string, string>>;

/** The connection askFor asks on (ai's infrastructure's). */
type Nats = Parameters<typeof askFor>[0];

export function askUsernames(nats: Nats, namespace: string, timeoutMs: number): UsernamesOf {
  return async (userIds) => {
    const usernames = new Map<string, string>();
    for (let start = 0; start < userIds.length; start += PEOPLE_NAMES_MAX) {
      const { people } = await askFor(
        nats,
        Requests.peopleNames,
        { userIds: userIds.slice(start, start + PEOPLE_NAMES_MAX) },
        {
          namespace,
          timeoutMs,
          unavailableMessage: 'Usernames cannot be loaded right now; try again shortly',
        },
      );
      for (const person of people) usernames.set(person.userId, person.username);
    }
    return usernames;
  };
}
