// Request and response shapes of the auth service's public API (SPEC.md §3 and §7).
import { CloneType, type Static, Type } from '@sinclair/typebox';
import { Role, TeamMember } from '../event-catalog.js';
import {
  EMAIL_MAX_LENGTH,
  LOGIN_NAME_MAX_LENGTH,
  PASSWORD_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  SIGN_IN_CODE_MAX_LENGTH,
  SIGN_IN_CODE_PATTERN,
  TEAM_NAME_MAX_LENGTH,
  USERNAME_LENGTH,
  USERNAME_PATTERN,
} from '../rules/account.js';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, MEMBER_LIST_MAX_LENGTH } from '../rules/teams.js';

export const Username = Type.String({
  minLength: USERNAME_LENGTH.min,
  maxLength: USERNAME_LENGTH.max,
  pattern: USERNAME_PATTERN,
  description: `${USERNAME_LENGTH.min}–${USERNAME_LENGTH.max} letters, digits, dots, dashes or underscores`,
});
export const Email = Type.String({
  format: 'email',
  maxLength: EMAIL_MAX_LENGTH,
  description: "The user's e-mail address (one account per address).",
});
export const PersonName = Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH, pattern: '\\S' });
const FirstName = CloneType(PersonName, {
  description: "The user's first name, as teachers and classmates see it.",
});
const LastName = CloneType(PersonName, { description: "The user's last name." });
export const Password = Type.String({
  minLength: PASSWORD_LENGTH.min,
  maxLength: PASSWORD_LENGTH.max,
  description: `The new password: ${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} characters.`,
});

/** The account's present password, as the user types it to sign in or to confirm a change. */
const CurrentPassword = Type.String({
  minLength: 1,
  maxLength: PASSWORD_LENGTH.max,
  description: "The account's password.",
});

/** A login name as typed: usernames made from a Google profile may be longer than the registration rule allows. */
const LoginName = (description: string) =>
  Type.String({ minLength: 1, maxLength: LOGIN_NAME_MAX_LENGTH, description });

export const LoginRequest = Type.Object(
  {
    username: LoginName('The username to sign in as.'),
    password: CurrentPassword,
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

/**
 * The longest an access token may live (auth's JWT_TTL_SECONDS stays within it). A verifier that knows every
 * `users.token.revoked` of this long back knows every one that can still matter: older tokens have expired.
 */
export const TOKEN_LIFETIME_MAX_SECONDS = 86_400;

export const TokenResponse = Type.Object({ token: Type.String() });
export type TokenResponse = Static<typeof TokenResponse>;

export const RegisterRequest = Type.Object(
  { username: Username, email: Email, firstName: FirstName, lastName: LastName, password: Password },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const UpdateMeRequest = Type.Object(
  { username: Username, email: Email, firstName: FirstName, lastName: LastName },
  { additionalProperties: false },
);
export type UpdateMeRequest = Static<typeof UpdateMeRequest>;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const UserResponse = Type.Object({
  id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Role,
  userGroup: Nullable(Type.String()),
  stripeCustomerId: Nullable(Type.String()),
  stripeSubscriptionId: Nullable(Type.String()),
  isPremium: Type.Boolean(),
});
export type UserResponse = Static<typeof UserResponse>;

/**
 * PATCH /api/v2/users/me: the user (SPEC §7) and, an addition, a fresh token. A new username outdates the tokens
 * issued before it, so the client stores this one.
 */
export const UpdateMeResponse = Type.Object({ ...UserResponse.properties, token: Type.String() });
export type UpdateMeResponse = Static<typeof UpdateMeResponse>;

export const AuthConfigResponse = Type.Object({ googleEnabled: Type.Boolean() });
export type AuthConfigResponse = Static<typeof AuthConfigResponse>;

export const GroupSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  ownerUsername: Type.String(),
  /** The teacher's full name, which the pages show (issue 41: names, not usernames). */
  ownerName: Type.String(),
  memberCount: Type.Integer(),
  isOwner: Type.Boolean(),
});
export type GroupSummary = Static<typeof GroupSummary>;

/** A team's join code as its teacher (or an admin) sees it: the code, whether it joins now, and its link. */
export const TeamJoinCode = Type.Object({
  code: Type.String({
    pattern: `^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`,
    description: 'Shown as ABCD-2345 (displayJoinCode); typed in any case, with or without the dash.',
  }),
  enabled: Type.Boolean({ description: 'Switched off, the code joins no one until switched on again.' }),
  url: Type.String({
    description: 'The link to hand out (and to draw as a QR code): the app at PUBLIC_URL, `/join/<code>`.',
  }),
});
export type TeamJoinCode = Static<typeof TeamJoinCode>;

export const GroupDetails = Type.Object({
  id: Type.String(),
  name: Type.String(),
  ownerUsername: Type.String(),
  /** The teacher's full name, which the pages show (issue 41: names, not usernames). */
  ownerName: Type.String(),
  members: Type.Array(TeamMember),
  /** The join code for those who manage the team (its educator, an admin); null for everyone else. */
  joinCode: Type.Union([TeamJoinCode, Type.Null()]),
});
export type GroupDetails = Static<typeof GroupDetails>;

export const CreateGroupRequest = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: TEAM_NAME_MAX_LENGTH,
      pattern: '\\S',
      description: "The team's name, as its members see it (`Klass 7B`).",
    }),
  },
  { additionalProperties: false },
);
export const AddMemberRequest = Type.Object(
  { username: LoginName('The student to add, by username.') },
  { additionalProperties: false },
);
export const SelectGroupRequest = Type.Object(
  { groupId: Type.String({ format: 'uuid', description: 'The team to make the current one, by its id.' }) },
  { additionalProperties: false },
);

/**
 * A one-time sign-in code (issue 39): what a teacher of the pupil's team, or an admin, gives a pupil whose account
 * is locked for unknown browsers, to make the browser they are on one the account knows.
 */
export const SignInCodeResponse = Type.Object({
  /** As the teacher reads it out: `ABCD-EF23`. */
  code: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type SignInCodeResponse = Static<typeof SignInCodeResponse>;

export const SignInCodeRequest = Type.Object(
  {
    username: LoginName('The locked account, by username.'),
    code: Type.String({
      maxLength: SIGN_IN_CODE_MAX_LENGTH,
      pattern: SIGN_IN_CODE_PATTERN,
      description: 'The one-time code the teacher gave (`ABCD-EF23`; any case, dash optional).',
    }),
  },
  { additionalProperties: false },
);
export type SignInCodeRequest = Static<typeof SignInCodeRequest>;

/** `POST /api/v2/groups/join`: a signed-in student presents a team's code (as typed, or from the link). */
export const JoinTeamRequest = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: 32,
      description: "The team's join code as typed (`ABCD-2345`; any case, dash optional) or from the link.",
    }),
  },
  { additionalProperties: false },
);
export type JoinTeamRequest = Static<typeof JoinTeamRequest>;

export const JoinTeamResponse = Type.Object({
  group: GroupSummary,
  /** False when the student already was a member: joining again changes nothing. */
  joined: Type.Boolean(),
});
export type JoinTeamResponse = Static<typeof JoinTeamResponse>;

/** `PATCH /api/v2/groups/{id}/join-code`: switch the code off (no one joins by it) or on again (the same code). */
export const SetJoinCodeRequest = Type.Object(
  {
    enabled: Type.Boolean({
      description: 'False switches the code off; true switches the same code on again.',
    }),
  },
  { additionalProperties: false },
);
export type SetJoinCodeRequest = Static<typeof SetJoinCodeRequest>;

/** `POST /api/v2/groups/{id}/members/bulk`: a pasted list of usernames and e-mail addresses (splitMemberList). */
export const AddMembersRequest = Type.Object(
  {
    list: Type.String({
      minLength: 1,
      maxLength: MEMBER_LIST_MAX_LENGTH,
      description: 'Usernames and e-mail addresses, one per line (or separated by commas or semicolons).',
    }),
  },
  { additionalProperties: false },
);
export type AddMembersRequest = Static<typeof AddMembersRequest>;

export const MEMBER_LIST_OUTCOMES = [
  'added',
  'already_member',
  'not_found',
  'not_a_student',
  'duplicate',
  'invalid',
] as const;
export const MemberListOutcome = Type.Union(
  MEMBER_LIST_OUTCOMES.map((outcome) => Type.Literal(outcome)),
  {
    description:
      '`added`; `already_member`; `not_found` (no account has that username or e-mail); `not_a_student` (an ' +
      'educator or admin: they are not added as members); `duplicate` (the same account earlier in the list); ' +
      '`invalid` (neither a username nor an e-mail address).',
  },
);
export type MemberListOutcome = Static<typeof MemberListOutcome>;

/** The report of a pasted list: one row per entry, in the list's order, and the team as it is now. */
export const AddMembersReport = Type.Object({
  entries: Type.Array(
    Type.Object({
      line: Type.Integer({ minimum: 1 }),
      entry: Type.String(),
      outcome: MemberListOutcome,
      /** The account the entry named, when one was found. */
      member: Type.Union([TeamMember, Type.Null()]),
    }),
  ),
  /** How many entries had each outcome. */
  counts: Type.Object(
    Object.fromEntries(
      MEMBER_LIST_OUTCOMES.map((outcome) => [outcome, Type.Integer({ minimum: 0 })]),
    ) as Record<MemberListOutcome, ReturnType<typeof Type.Integer>>,
  ),
  group: GroupDetails,
});
export type AddMembersReport = Static<typeof AddMembersReport>;

/** Codes the auth API answers with beyond the generic ones; `error.*` keys are translated by the web app. */
export const AuthErrorCode = {
  badCredentials: 'bad_credentials',
  /** Too many failed logins on the account from browsers it does not know: a sign-in code gets past it (429). */
  accountLocked: 'account_locked',
  signInCodeInvalid: 'sign_in_code_invalid',
  usernameTaken: 'error.usernameTaken',
  emailTaken: 'error.emailTaken',
  /** 400: not 8 characters of the code alphabet (after dropping spaces and dashes). */
  joinCodeMalformed: 'join_code_malformed',
  /** 404: no team has this code (a typo, or the teacher made a new one). */
  joinCodeUnknown: 'join_code_unknown',
  /** 403: the team's teacher has switched its code off. */
  joinCodeDisabled: 'join_code_disabled',
  /** 403: only students join a team by its code, or are added from a list. */
  notAStudent: 'not_a_student',
  /** 429: too many wrong codes; `retryAfterSeconds` says when to try again. */
  tooManyJoinAttempts: 'too_many_join_attempts',
  /** 400: the pasted list has more than MEMBER_LIST_MAX_ENTRIES entries. */
  memberListTooLong: 'member_list_too_long',
} as const;
