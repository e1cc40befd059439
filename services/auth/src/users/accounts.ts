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
import { loginBudgets } from '../domain/login-throttle.js';
import type { RegistrationPolicy } from '../domain/registration-budget.js';
import { outdateTokens } from '../tokens/token-versions.repository.js';
import type { KnownDevice } from './device-cookie.js';
import { clearFailures, refundAttempt, reserveAttempt } from './login-throttle.repository.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { reserveRegistration } from './registration-budget.repository.js';
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

export interface LoginClient {
  /** The client's address as the gateway saw it. */
  address: string;
  /** The accounts this browser has logged in to before, from its verified device cookie. */
  knownDevices: KnownDevice[];
}

/**
 * Checks the password, each attempt charged to the failure counters `loginBudgets` names: a browser that logged
 * in to this account before to its own; any other to the account and to its address. Unknown names are
 * throttled too, and a wrong name answers like a wrong password, after the same amount of hashing work.
 */
export async function logIn(
  db: Kysely<AuthTables>,
  request: LoginRequest,
  client: LoginClient,
  log: FastifyBaseLogger,
): Promise<User> {
  const user = await findByLogin(db, request.username);
  const knownDevice = user && client.knownDevices.find((device) => device.userId === user.id);
  const budgets = loginBudgets({
    login: request.username,
    userId: user?.id,
    address: client.address,
    knownDeviceNonce: knownDevice?.nonce,
  });
  const now = new Date();
  const reservations = await Promise.all(
    budgets.map((budget) => reserveAttempt(db, budget.key, budget.policy, now)),
  );
  const wait = Math.max(...reservations.map((reservation) => reservation.lockedSeconds));
  if (wait > 0) {
    // Refused without checking the password: the counters that were not locked get their count back.
    await Promise.all(
      budgets.flatMap((budget, index) =>
        reservations[index]?.lockedSeconds === 0 ? [refundAttempt(db, budget.key)] : [],
      ),
    );
    throw locked(wait);
  }

  const storedHash = user ? await passwordHashOf(db, user.id) : undefined;
  if (user && (await passwordMatches(storedHash, request.password))) {
    await Promise.all(
      budgets.map((budget) =>
        budget.onSuccess === 'clear' ? clearFailures(db, budget.key) : refundAttempt(db, budget.key),
      ),
    );
    return user;
  }
  if (!user) await passwordMatches(undefined, request.password);

  log.warn(
    {
      login: request.username,
      address: client.address,
      knownDevice: knownDevice !== undefined,
      failures: Object.fromEntries(
        budgets.map((budget, index) => [budget.kind, reservations[index]?.failures]),
      ),
    },
    'failed login',
  );
  throw new BadCredentials();
}

/** Creates a free account, within the budget of registrations the client's address has (registrationPolicy). */
export async function register(
  db: Kysely<AuthTables>,
  request: RegisterRequest,
  client: { address: string; policy: RegistrationPolicy },
): Promise<User> {
  const { retryAfterSeconds } = await reserveRegistration(db, client.address, client.policy);
  if (retryAfterSeconds > 0) {
    throw AppError.tooManyRequests(
      `Too many accounts were registered from this address. Try again in ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    );
  }
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

/**
 * A new username outdates the user's tokens (their `sub` names the old one, which someone else may now take); the
 * other fields are not in the token.
 */
export async function updateProfile(
  db: Kysely<AuthTables>,
  userId: string,
  request: UpdateMeRequest,
): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const before = await findById(trx, userId, { forUpdate: true });
    if (!before) throw AppError.unauthorized('This account no longer exists');
    const updated = await updateUser(trx, userId, {
      username: request.username,
      email: request.email,
      first_name: request.firstName.trim(),
      last_name: request.lastName.trim(),
    });
    if (!updated) throw AppError.unauthorized('This account no longer exists');
    const user = updated.username === before.username ? updated : await outdateTokens(trx, userId);
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
