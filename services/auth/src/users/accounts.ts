// The account use cases: log in, register, change the profile, and premium following the subscription.
import {
  AuthErrorCode,
  type EventData,
  type LoginRequest,
  type RegisterRequest,
  type UpdateMeRequest,
} from '@quizdrill/contracts';
import { AppError, enqueueEvent } from '@quizdrill/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthTables, User } from '../db/tables.js';
import { ACCOUNT_POLICY, ADDRESS_POLICY } from '../domain/login-throttle.js';
import { clearFailures, refundAttempt, reserveAttempt } from './login-throttle.repository.js';
import { hashPassword, passwordMatches } from './passwords.js';
import {
  findById,
  findByLogin,
  insertUser,
  passwordHashOf,
  setPasswordHash,
  updateUser,
} from './users.repository.js';

export class BadCredentials extends AppError {
  constructor() {
    // The exact text the web app maps to invalidCredentials (SPEC.md §8).
    super(401, AuthErrorCode.badCredentials, 'Bad credentials');
  }
}

function locked(seconds: number): AppError {
  return AppError.tooManyRequests(`Too many failed logins. Try again in ${seconds} seconds.`, seconds);
}

/**
 * Checks the password, counting failures per account (by the name typed, so unknown names are throttled too)
 * and per address. Wrong name and wrong password answer the same, after the same amount of hashing work.
 */
export async function logIn(
  db: Kysely<AuthTables>,
  request: LoginRequest,
  address: string,
  log: FastifyBaseLogger,
): Promise<User> {
  const accountKey = `account:${request.username.toLowerCase()}`;
  const addressKey = `address:${address}`;
  const now = new Date();
  const [account, addressState] = await Promise.all([
    reserveAttempt(db, accountKey, ACCOUNT_POLICY, now),
    reserveAttempt(db, addressKey, ADDRESS_POLICY, now),
  ]);
  const wait = Math.max(account.lockedSeconds, addressState.lockedSeconds);
  if (wait > 0) {
    // Refused without checking the password: the key that was not locked gets its count back.
    if (account.lockedSeconds === 0) await refundAttempt(db, accountKey);
    if (addressState.lockedSeconds === 0) await refundAttempt(db, addressKey);
    throw locked(wait);
  }

  const user = await findByLogin(db, request.username);
  const storedHash = user ? await passwordHashOf(db, user.id) : undefined;
  if (user && (await passwordMatches(storedHash, request.password))) {
    await Promise.all([clearFailures(db, accountKey), refundAttempt(db, addressKey)]);
    return user;
  }
  if (!user) await passwordMatches(undefined, request.password);

  log.warn(
    {
      login: request.username,
      address,
      accountFailures: account.failures,
      addressFailures: addressState.failures,
    },
    'failed login',
  );
  throw new BadCredentials();
}

export async function register(db: Kysely<AuthTables>, request: RegisterRequest): Promise<User> {
  const passwordHash = await hashPassword(request.password);
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      username: request.username,
      email: request.email,
      first_name: request.firstName.trim(),
      last_name: request.lastName.trim(),
      role: 'ROLE_USER',
      is_premium: false,
    });
    await setPasswordHash(trx, user.id, passwordHash);
    await enqueueEvent(trx, 'users.user.registered', registeredData(user));
    return user;
  });
}

export const registeredData = (user: User): EventData<'users.user.registered'> => ({
  userId: user.id,
  username: user.username,
  email: user.email,
  role: user.role,
  isPremium: user.is_premium,
});

export async function updateProfile(
  db: Kysely<AuthTables>,
  userId: string,
  request: UpdateMeRequest,
): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const user = await updateUser(trx, userId, {
      username: request.username,
      email: request.email,
      first_name: request.firstName.trim(),
      last_name: request.lastName.trim(),
    });
    if (!user) throw AppError.unauthorized('This account no longer exists');
    await enqueueEvent(trx, 'users.user.updated', {
      userId: user.id,
      username: user.username,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
    });
    return user;
  });
}

export async function currentUser(db: Kysely<AuthTables>, userId: string): Promise<User> {
  const user = await findById(db, userId);
  if (!user) throw AppError.unauthorized('This account no longer exists');
  return user;
}
