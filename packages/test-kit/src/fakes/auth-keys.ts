// A stand-in for the auth service as other services see it: its public keys (JWKS) and tokens signed like auth
// signs them, so a service under test verifies real tokens without auth running. It remembers whom it signed for,
// so the stand-in for auth's people requests (people.ts) knows them.
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { type FakeServer, sendJson, startFakeServer } from '../fake-server.js';

export interface TokenSubject {
  id: string;
  username: string;
  role: 'ROLE_USER' | 'ROLE_PREMIUM' | 'ROLE_EDUCATOR' | 'ROLE_ADMIN';
  /** The token's `ver` claim; none (version 0) unless given. */
  tokenVersion?: number;
  /** The account's names; the username as first name and no last name unless given. */
  firstName?: string;
  lastName?: string;
}

/** A person as auth's people requests answer them (names; the role and premium, ROLE_USER and none unless given). */
export interface FakePerson {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  role?: TokenSubject['role'];
  isPremium?: boolean;
}

export interface FakeAuthKeys {
  /** The JWKS address, for the service's AUTH_JWKS_URL. */
  url: string;
  sign(subject: TokenSubject): Promise<string>;
  /** Everyone a token was signed for or who was made known, by user id. */
  people: ReadonlyMap<string, FakePerson>;
  /** Makes someone known without signing for them (a member a test publishes an event about), or known anew. */
  know(person: FakePerson): void;
  /** Forgets someone, as auth forgets an erased user. */
  forget(userId: string): void;
  close(): Promise<void>;
}

export async function startFakeAuthKeys(): Promise<FakeAuthKeys> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'EdDSA', use: 'sig' };
  const server: FakeServer = await startFakeServer((_request, response) =>
    sendJson(response, 200, { keys: [jwk] }),
  );
  const people = new Map<string, FakePerson>();
  return {
    url: `${server.url}/jwks.json`,
    people,
    know: (person) => people.set(person.userId, person),
    forget: (userId) => people.delete(userId),
    sign: (subject) => {
      people.set(subject.id, {
        userId: subject.id,
        username: subject.username,
        firstName: subject.firstName ?? subject.username,
        lastName: subject.lastName ?? '',
        role: subject.role,
        isPremium: subject.role === 'ROLE_PREMIUM',
      });
      return new SignJWT({
        uid: subject.id,
        role: subject.role,
        roles: [subject.role],
        isPremium: subject.role === 'ROLE_PREMIUM',
        ...(subject.tokenVersion === undefined ? {} : { ver: subject.tokenVersion }),
      })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'test-key' })
        .setSubject(subject.username)
        .setExpirationTime('1h')
        .sign(privateKey);
    },
    close: () => server.close(),
  };
}
