// The account use cases: log in, register, change the profile, and premium following the subscription.
import {
  AuthErrorCode,
  type EventData,
  type LoginRequest,
  type ProfileField,
  type RegisterRequest,
  type SignInCodeRequest,
  type UpdateMeRequest,
} from '@quizdrill/contracts';
import { AppError, type Db, enqueueEvent } from '@quizdrill/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthTables, User } from '../db/tables.js';
import type { AddressBudgetPolicy } from '../domain/address-budget.js';
import {
  type LoginBudget,
  loginBudgets,
  ownBudgets,
  SLOWED_TURN_SECONDS,
  takesTurn,
} from '../domain/login-throttle.js';
import { signInCodeDigest } from '../domain/sign-in-codes.js';
import { outdateTokens } from '../tokens/token-versions.repository.js';
import { takeAddressBudget } from './address-budget.repository.js';
import type { KnownDevice } from './device-cookie.js';
import { clearFailures, refundAttempt, reserveAttempt, takeTurn } from './login-throttle.repository.js';
import { hashPassword, passwordMatches } from './passwords.js';
import { useSignInCode } from './sign-in-codes.repository.js';
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

/** The account is locked for browsers it does not know: a teacher's sign-in code makes this one known. */
function accountLocked(seconds: number): AppError {
  return new AppError(
    429,
    AuthErrorCode.accountLocked,
    `Too many failed logins. Try again in ${seconds} seconds.`,
    { retryAfterSeconds: seconds },
  );
}

export interface LoginClient {
  /** The client's address as the gateway saw it. */
  address: string;
  /** The browser's anonymous id, from the login page's cookie, when it has one. */
  browser: string | undefined;
  /** The accounts this browser has logged in to before, from its verified device cookie. */
  knownDevices: KnownDevice[];
}

/**
 * Counts an attempt against `budgets` before its work is done, so that parallel attempts cannot all slip past a
 * lock. Answers the refusal when the attempt may not be made, having given back what it should not cost: refused by
 * the one trying's own lock (or a slowed address's turn), nothing stays counted; refused by the account's lock
 * alone, the one trying keeps the count, so guessing at a locked account still slows the guesser (issue 39).
 */
async function reserve(db: Db<AuthTables>, budgets: LoginBudget[], now: Date): Promise<AppError | undefined> {
  const reservations = await Promise.all(
    budgets.map((budget) => reserveAttempt(db, budget.key, budget.policy, now)),
  );
  const failuresOf = (kind: LoginBudget['kind']) =>
    reservations[budgets.findIndex((budget) => budget.kind === kind)]?.failures ?? 0;
  const giveBack = (keep: (budget: LoginBudget) => boolean) =>
    Promise.all(
      budgets.flatMap((budget, index) =>
        reservations[index]?.lockedSeconds === 0 && !keep(budget) ? [refundAttempt(db, budget.key)] : [],
      ),
    );
  const lockedBy = budgets.filter((_, index) => (reservations[index]?.lockedSeconds ?? 0) > 0);
  const wait = Math.max(0, ...reservations.map((reservation) => reservation.lockedSeconds));
  if (lockedBy.length > 0 && lockedBy.every((budget) => budget.kind === 'account')) {
    await giveBack((budget) => budget.kind !== 'account');
    return accountLocked(wait);
  }
  if (lockedBy.length > 0) {
    await giveBack(() => false);
    return locked(wait);
  }
  const school = budgets.find((budget) => budget.kind === 'school');
  if (school && takesTurn(failuresOf('browser'), failuresOf('school'))) {
    const turn = await takeTurn(db, `turn:${school.key}`, SLOWED_TURN_SECONDS, now);
    if (turn > 0) {
      await giveBack(() => false);
      return locked(turn);
    }
  }
  return undefined;
}

/** A successful attempt: the owner's counts start over, shared ones get this attempt back. */
async function succeeded(db: Db<AuthTables>, budgets: LoginBudget[]): Promise<void> {
  await Promise.all(
    budgets.map((budget) =>
      budget.onSuccess === 'clear' ? clearFailures(db, budget.key) : refundAttempt(db, budget.key),
    ),
  );
}

/**
 * Checks the password, each attempt charged to the failure counters `loginBudgets` names: a browser that logged
 * in to this account before to its own; any other to the account and to the one trying (their browser, and their
 * school's address slowed past its budget; without a browser cookie, their address's cookieless clients). Unknown
 * names are throttled too, and a wrong name answers like a wrong password, after the same amount of hashing work.
 */
export async function logIn(
  db: Db<AuthTables>,
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
    browser: client.browser,
  });
  const refused = await reserve(db, budgets, new Date());
  if (refused) throw refused;

  const storedHash = user ? await passwordHashOf(db, user.id) : undefined;
  if (user && (await passwordMatches(storedHash, request.password))) {
    await succeeded(db, budgets);
    return user;
  }
  if (!user) await passwordMatches(undefined, request.password);

  log.warn(
    {
      login: request.username,
      address: client.address,
      knownDevice: knownDevice !== undefined,
      browser: client.browser !== undefined,
    },
    'failed login',
  );
  throw new BadCredentials();
}

/**
 * A teacher's sign-in code (issue 39): when it is `username`'s, unexpired and unused, the browser becomes one the
 * account knows (the caller sets its device cookie) and the code is used up. A wrong code counts against the one
 * trying, as a wrong password does, but not against the account: guessing codes never locks the pupil out further.
 */
export async function redeemSignInCode(
  db: Db<AuthTables>,
  request: SignInCodeRequest,
  client: Pick<LoginClient, 'address' | 'browser'>,
): Promise<User> {
  const budgets = ownBudgets(client);
  const refused = await reserve(db, budgets, new Date());
  if (refused) throw refused;
  const user = await findByLogin(db, request.username);
  if (user && (await useSignInCode(db, user.id, signInCodeDigest(request.code)))) {
    await succeeded(db, budgets);
    return user;
  }
  throw new AppError(401, AuthErrorCode.signInCodeInvalid, 'The sign-in code is wrong, used or expired');
}

/** Creates a free account, within the budget of registrations the client's address has. */
export async function register(
  db: Kysely<AuthTables>,
  request: RegisterRequest,
  client: { address: string; policy: AddressBudgetPolicy },
): Promise<User> {
  const { retryAfterSeconds } = await takeAddressBudget(
    db,
    'registration_budget',
    client.address,
    client.policy,
  );
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

/** Ids and the role only (issue 44): a service that keeps the username asks for it (`users.people.profiles`). */
export const registeredData = (user: User): EventData<'users.user.registered'> => ({
  userId: user.id,
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
    const changed = changedFields(before, user);
    // What changed, not to what (issue 44): a service that shows the new names asks auth for them.
    if (changed.length > 0) await enqueueEvent(trx, 'users.user.updated', { userId: user.id, changed });
    return user;
  });
}

/** The profile's fields that differ between the two versions of a user, as `users.user.updated` names them. */
export function changedFields(before: User, after: User): ProfileField[] {
  const changed: ProfileField[] = [];
  if (before.username !== after.username) changed.push('username');
  if (before.email !== after.email) changed.push('email');
  if (before.first_name !== after.first_name || before.last_name !== after.last_name) changed.push('name');
  return changed;
}

export async function currentUser(db: Db<AuthTables>, userId: string): Promise<User> {
  const user = await findById(db, userId);
  if (!user) throw AppError.unauthorized('This account no longer exists');
  return user;
}

/** A new browser's login cookie, within the budget of new browsers the client's address has (429 past it). */
export async function newBrowser(
  db: Kysely<AuthTables>,
  client: { address: string; policy: AddressBudgetPolicy },
): Promise<void> {
  const { retryAfterSeconds } = await takeAddressBudget(db, 'browser_budget', client.address, client.policy);
  if (retryAfterSeconds > 0) {
    throw AppError.tooManyRequests(
      `Too many new browsers from this address. Try again in ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    );
  }
}
