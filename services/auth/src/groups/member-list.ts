// A teacher adds a class at once (issue 41): a pasted list of usernames and e-mail addresses, each entry reported on
// its own line (added, already a member, not found, not a student, …). One transaction: every student added has
// their users.membership.added event in it.

import {
  type AddMembersReport,
  AuthErrorCode,
  EMAIL_PATTERN,
  MEMBER_LIST_MAX_ENTRIES,
  MEMBER_LIST_OUTCOMES,
  type MemberListOutcome,
  splitMemberList,
  type TeamMember,
} from '@quizdrill/contracts';
import { AppError, type Caller, type Db } from '@quizdrill/service-kit';
import type { AuthTables } from '../db/tables.js';
import { isStudent } from '../domain/group-rules.js';
import * as groups from './groups.repository.js';
import { detailsOf, managedGroup, membershipChanged } from './teams.js';

const EMAIL = new RegExp(EMAIL_PATTERN, 'i');
/** What a login name can be: no spaces, no separators (Google-made usernames are longer than registered ones). */
const LOGIN_NAME = /^[^\s@]{1,254}$/;

type Entry = AddMembersReport['entries'][number];

export async function addMembersFromList(
  db: Db<AuthTables>,
  caller: Caller,
  groupId: string,
  list: string,
  publicUrl: string,
): Promise<AddMembersReport> {
  const group = await managedGroup(db, caller, groupId);
  const lines = splitMemberList(list);
  if (lines.length > MEMBER_LIST_MAX_ENTRIES) {
    throw AppError.badRequest(
      `A list may name at most ${MEMBER_LIST_MAX_ENTRIES} people; this one names ${lines.length}.`,
      AuthErrorCode.memberListTooLong,
    );
  }
  const valid = (text: string) => EMAIL.test(text) || LOGIN_NAME.test(text);
  const accounts = await groups.accountsNamed(
    db,
    lines.filter((line) => valid(line.text)).map((line) => line.text),
  );
  const byLogin = new Map<string, groups.NamedAccount>();
  for (const account of accounts) {
    byLogin.set(account.username.toLowerCase(), account);
    byLogin.set(account.email.toLowerCase(), account);
  }

  const entries = await db.transaction().execute(async (trx) => {
    const seen = new Set<string>();
    const report: Entry[] = [];
    for (const { line, text } of lines) {
      const entry = (outcome: MemberListOutcome, member: TeamMember | null = null) =>
        report.push({ line, entry: text, outcome, member });
      if (!valid(text)) {
        entry('invalid');
        continue;
      }
      const account = byLogin.get(text.toLowerCase());
      if (!account) {
        entry('not_found');
        continue;
      }
      const member: TeamMember = {
        userId: account.userId,
        username: account.username,
        firstName: account.firstName,
        lastName: account.lastName,
      };
      if (seen.has(account.userId)) entry('duplicate', member);
      else if (!isStudent(account)) entry('not_a_student', member);
      else if (!(await groups.addMember(trx, group.id, account.userId))) entry('already_member', member);
      else {
        await membershipChanged(trx, 'users.membership.added', group.id, member.userId);
        entry('added', member);
      }
      seen.add(account.userId);
    }
    return report;
  });

  const counts = Object.fromEntries(MEMBER_LIST_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    MemberListOutcome,
    number
  >;
  for (const { outcome } of entries) counts[outcome] += 1;
  return { entries, counts, group: await detailsOf(db, group, publicUrl) };
}
