// A stand-in for auth's answers to `users.people.names` and `users.people.profiles` (issue 44), for a service tested
// without auth running: everyone the stand-in for auth's keys signed a token for or was told of, as auth would answer.
import { connect, type Msg } from '@nats-io/transport-node';
import {
  type PeopleNamesReply,
  type PeopleNamesRequest,
  type PeopleProfilesReply,
  Requests,
  requestSubject,
} from '@quizdrill/contracts';
import { defaultNatsUrl } from '../nats.js';
import type { FakeAuthKeys, FakePerson } from './auth-keys.js';

export interface FakePeople {
  close(): Promise<void>;
}

const nameOf = ({ userId, username, firstName, lastName }: FakePerson) => ({
  userId,
  username,
  firstName,
  lastName,
});
const profileOf = ({ userId, username, role, isPremium }: FakePerson) => ({
  userId,
  username,
  role: role ?? 'ROLE_USER',
  isPremium: isPremium ?? false,
});

export async function serveFakePeople(
  keys: Pick<FakeAuthKeys, 'people'>,
  namespace: string,
  url = defaultNatsUrl(),
): Promise<FakePeople> {
  const nats = await connect({ servers: url });
  /** Those of the asked the stand-in knows, an unknown id left out, as auth answers. */
  const known = (message: Msg) =>
    message.json<PeopleNamesRequest>().userIds.flatMap((userId) => {
      const person = keys.people.get(userId);
      return person ? [person] : [];
    });
  nats.subscribe(requestSubject(Requests.peopleNames, namespace), {
    callback: (error, message) => {
      if (error) return;
      const reply: PeopleNamesReply = { people: known(message).map(nameOf) };
      message.respond(JSON.stringify(reply));
    },
  });
  nats.subscribe(requestSubject(Requests.peopleProfiles, namespace), {
    callback: (error, message) => {
      if (error) return;
      const reply: PeopleProfilesReply = { people: known(message).map(profileOf) };
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
