// A class joins its team by code (issue 41): a signed-in student presents the code (typed, or from the team's link
// or QR code) and becomes a member, once; the team's teacher or an admin makes a new code or switches it off. Wrong
// codes are counted per user, so codes cannot be guessed (domain/join-code.ts).

import {
  AuthErrorCode,
  isWellFormedJoinCode,
  JOIN_GUESS_WINDOW_SECONDS,
  JOIN_GUESSES_PER_WINDOW,
  type JoinTeamResponse,
  normalizeJoinCode,
  type TeamJoinCode,
} from '@quizdrill/contracts';
import { AppError, type Caller, type Db } from '@quizdrill/service-kit';
import type { AuthTables } from '../db/tables.js';
import { isStudent } from '../domain/group-rules.js';
import { currentUser } from '../users/accounts.js';
import * as groups from './groups.repository.js';
import { refundJoinGuess, takeJoinGuess } from './join-guesses.repository.js';
import { joinCodeOf, managedGroup, membershipChanged, ownerNameOf, withFreshJoinCode } from './teams.js';

const GUESSES = { perWindow: JOIN_GUESSES_PER_WINDOW, windowSeconds: JOIN_GUESS_WINDOW_SECONDS };

export function notAStudent(): AppError {
  return new AppError(
    403,
    AuthErrorCode.notAStudent,
    'Only students join a team; its teacher manages it, and admins see every team.',
  );
}

export async function joinByCode(
  db: Db<AuthTables>,
  caller: Caller,
  input: string,
): Promise<JoinTeamResponse> {
  if (!isStudent(caller)) throw notAStudent();
  const code = normalizeJoinCode(input);
  if (!isWellFormedJoinCode(code)) {
    throw AppError.badRequest(
      'A join code is 8 letters and digits, such as ABCD-2345.',
      AuthErrorCode.joinCodeMalformed,
    );
  }
  const { retryAfterSeconds } = await takeJoinGuess(db, caller.userId, GUESSES);
  if (retryAfterSeconds > 0) {
    throw new AppError(
      429,
      AuthErrorCode.tooManyJoinAttempts,
      `Too many wrong codes. Please wait ${retryAfterSeconds} seconds and try again.`,
      { retryAfterSeconds },
    );
  }
  const group = await groups.findGroupByJoinCode(db, code);
  if (!group) {
    throw new AppError(
      404,
      AuthErrorCode.joinCodeUnknown,
      'No team has this code. Check it, or ask your teacher: they may have made a new one.',
    );
  }
  await refundJoinGuess(db, caller.userId);
  if (!group.joinCodeEnabled) {
    throw new AppError(
      403,
      AuthErrorCode.joinCodeDisabled,
      'This team’s code is switched off. Ask your teacher to switch it on or to add you.',
    );
  }
  const member = await currentUser(db, caller.userId);
  const joined = await db.transaction().execute(async (trx) => {
    if (!(await groups.addMember(trx, group.id, member.id))) return false;
    await membershipChanged(trx, 'users.membership.added', group.id, member.id);
    return true;
  });
  return {
    group: {
      id: group.id,
      name: group.name,
      ownerUsername: group.ownerUsername,
      ownerName: ownerNameOf(group),
      memberCount: group.memberCount + (joined ? 1 : 0),
      isOwner: false,
    },
    joined,
  };
}

export async function teamJoinCode(
  db: Db<AuthTables>,
  caller: Caller,
  groupId: string,
  publicUrl: string,
): Promise<TeamJoinCode> {
  return joinCodeOf(await managedGroup(db, caller, groupId), publicUrl);
}

/** A new code, switched on: the old one joins no one from now on (a code that got out, a new school year). */
export async function rotateJoinCode(
  db: Db<AuthTables>,
  caller: Caller,
  groupId: string,
  publicUrl: string,
): Promise<TeamJoinCode> {
  const group = await managedGroup(db, caller, groupId);
  const joinCode = await withFreshJoinCode(async (code) =>
    (await groups.replaceJoinCode(db, group.id, code)) ? code : undefined,
  );
  return joinCodeOf({ joinCode, joinCodeEnabled: true }, publicUrl);
}

/** Switched off, the code joins no one; switched on again, the same code (and link, and printed QR code) works. */
export async function setJoinCodeEnabled(
  db: Db<AuthTables>,
  caller: Caller,
  groupId: string,
  enabled: boolean,
  publicUrl: string,
): Promise<TeamJoinCode> {
  const group = await managedGroup(db, caller, groupId);
  await groups.setJoinCodeEnabled(db, group.id, enabled);
  return joinCodeOf({ joinCode: group.joinCode, joinCodeEnabled: enabled }, publicUrl);
}
