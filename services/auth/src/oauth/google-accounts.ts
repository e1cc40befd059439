// The account a verified Google identity signs in to: the one linked before, else the one with that email
// (linked now), else a new free account.
import { enqueueEvent } from '@quizdrill/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { AuthTables, User } from '../db/tables.js';
import { registeredData } from '../users/accounts.js';
import {
  findByEmail,
  findById,
  insertUser,
  passwordHashOf,
  usernamesStartingWith,
} from '../users/users.repository.js';
import { firstFreeUsername, type GoogleProfile, personNames, usernameBase } from './google-profile.js';
import { insertIdentity, linkedUserId } from './oauth-identities.repository.js';

export const GOOGLE_PROVIDER = 'google';
// Two first sign-ins racing for one username or email: the loser runs again and finds the winner's row.
const ATTEMPTS = 3;

type Trx = Transaction<AuthTables>;

async function linkedUser(trx: Trx, subject: string): Promise<User | undefined> {
  const userId = await linkedUserId(trx, GOOGLE_PROVIDER, subject);
  return userId === undefined ? undefined : findById(trx, userId);
}

async function link(trx: Trx, user: User, profile: GoogleProfile): Promise<void> {
  await insertIdentity(trx, {
    provider: GOOGLE_PROVIDER,
    subject: profile.subject,
    user_id: user.id,
    email: profile.email,
  });
}

async function freeUsername(trx: Trx, base: string): Promise<string> {
  return firstFreeUsername(base, new Set(await usernamesStartingWith(trx, base)));
}

async function createAccount(trx: Trx, profile: GoogleProfile): Promise<User> {
  const username = await freeUsername(trx, usernameBase(profile));
  const { firstName, lastName } = personNames(profile, username);
  const user = await insertUser(trx, {
    username,
    email: profile.email,
    first_name: firstName,
    last_name: lastName,
    role: 'ROLE_USER',
    is_premium: false,
  });
  await enqueueEvent(trx, 'users.user.registered', registeredData(user));
  return user;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { status?: number }).status === 409;

/**
 * An account with this email already has a password. Linking Google to it would let whoever registered that email
 * (no one proved owning it) share the account with its real owner, so the person logs in with the password instead.
 */
export class EmailHasPasswordAccount extends Error {
  constructor() {
    super('An account with this email already signs in with a password');
    this.name = 'EmailHasPasswordAccount';
  }
}

export async function userForGoogleProfile(db: Kysely<AuthTables>, profile: GoogleProfile): Promise<User> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const linked = await linkedUser(trx, profile.subject);
        if (linked) return linked;
        const existing = await findByEmail(trx, profile.email);
        if (existing && (await passwordHashOf(trx, existing.id))) throw new EmailHasPasswordAccount();
        const user = existing ?? (await createAccount(trx, profile));
        await link(trx, user, profile);
        return user;
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}
