// A stand-in for auth's answer to `users.people.names` (issue 44), for a service tested without auth running: the
// names of everyone the stand-in for auth's keys signed a token for, as auth would give them.
import { connect } from '@nats-io/transport-node';
import {
  type PeopleNamesReply,
  type PeopleNamesRequest,
  Requests,
  requestSubject,
} from '@quizdrill/contracts';
import { defaultNatsUrl } from '../nats.js';
import type { FakeAuthKeys } from './auth-keys.js';

export interface FakePeopleNames {
  close(): Promise<void>;
}

export async function serveFakePeopleNames(
  keys: Pick<FakeAuthKeys, 'people'>,
  namespace: string,
  url = defaultNatsUrl(),
): Promise<FakePeopleNames> {
  const nats = await connect({ servers: url });
  nats.subscribe(requestSubject(Requests.peopleNames, namespace), {
    callback: (error, message) => {
      if (error) return;
      const { userIds } = message.json<PeopleNamesRequest>();
      const reply: PeopleNamesReply = {
        people: userIds.flatMap((userId) => {
          const person = keys.people.get(userId);
          return person ? [person] : [];
        }),
      };
      message.respond(JSON.stringify(reply));
    },
  });
  await nats.flush();
  return {
    close: async () => {
      if (!nats.isClosed()) await nats.close();
    },
  };
}
