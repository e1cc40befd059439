// Request and response shapes of the auth service's public API (SPEC.md §3 and §7).
import { type Static, Type } from '@sinclair/typebox';
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

export const Username = Type.String({
  minLength: USERNAME_LENGTH.min,
  maxLength: USERNAME_LENGTH.max,
  pattern: USERNAME_PATTERN,
  description: `${USERNAME_LENGTH.min}–${USERNAME_LENGTH.max} letters, digits, dots, dashes or underscores`,
});
export const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH });
export const PersonName = Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH, pattern: '\\S' });
export const Password = Type.String({ minLength: PASSWORD_LENGTH.min, maxLength: PASSWORD_LENGTH.max });

export const LoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: LOGIN_NAME_MAX_LENGTH }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_LENGTH.max }),
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
  { username: Username, email: Email, firstName: PersonName, lastName: PersonName, password: Password },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const UpdateMeRequest = Type.Object(
  { username: Username, email: Email, firstName: PersonName, lastName: PersonName },
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
  memberCount: Type.Integer(),
  isOwner: Type.Boolean(),
});
export type GroupSummary = Static<typeof GroupSummary>;

export const GroupDetails = Type.Object({
  id: Type.String(),
  name: Type.String(),
  ownerUsername: Type.String(),
  members: Type.Array(TeamMember),
});
export type GroupDetails = Static<typeof GroupDetails>;

export const CreateGroupRequest = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: TEAM_NAME_MAX_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false },
);
export const AddMemberRequest = Type.Object(
  // A login name's bound: usernames made from a Google profile may be longer than the registration rule allows.
  { username: Type.String({ minLength: 1, maxLength: LOGIN_NAME_MAX_LENGTH }) },
  { additionalProperties: false },
);
export const SelectGroupRequest = Type.Object(
  { groupId: Type.String({ format: 'uuid' }) },
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
    username: Type.String({ minLength: 1, maxLength: LOGIN_NAME_MAX_LENGTH }),
    code: Type.String({ maxLength: SIGN_IN_CODE_MAX_LENGTH, pattern: SIGN_IN_CODE_PATTERN }),
  },
  { additionalProperties: false },
);
export type SignInCodeRequest = Static<typeof SignInCodeRequest>;

/** Codes the auth API answers with beyond the generic ones; `error.*` keys are translated by the web app. */
export const AuthErrorCode = {
  badCredentials: 'bad_credentials',
  /** Too many failed logins on the account from browsers it does not know: a sign-in code gets past it (429). */
  accountLocked: 'account_locked',
  signInCodeInvalid: 'sign_in_code_invalid',
  usernameTaken: 'error.usernameTaken',
  emailTaken: 'error.emailTaken',
} as const;
