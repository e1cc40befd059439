// Request and response shapes of the auth service's public API (SPEC.md §3 and §7).
import { type Static, Type } from '@sinclair/typebox';
import { Role } from '../event-catalog.js';

export const Username = Type.String({
  minLength: 3,
  maxLength: 32,
  pattern: '^[A-Za-z0-9._-]+$',
  description: '3–32 letters, digits, dots, dashes or underscores',
});
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const PersonName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
export const Password = Type.String({ minLength: 8, maxLength: 128 });

export const LoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

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

export const AuthConfigResponse = Type.Object({ googleEnabled: Type.Boolean() });

export const GroupSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  ownerUsername: Type.String(),
  memberCount: Type.Integer(),
  isOwner: Type.Boolean(),
});
export type GroupSummary = Static<typeof GroupSummary>;

export const GroupMember = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
});

export const GroupDetails = Type.Object({
  id: Type.String(),
  name: Type.String(),
  ownerUsername: Type.String(),
  members: Type.Array(GroupMember),
});
export type GroupDetails = Static<typeof GroupDetails>;

export const CreateGroupRequest = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }) },
  { additionalProperties: false },
);
export const AddMemberRequest = Type.Object(
  { username: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);
export const SelectGroupRequest = Type.Object(
  { groupId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);

/** Codes the auth API answers with beyond the generic ones; `error.*` keys are translated by the web app. */
export const AuthErrorCode = {
  badCredentials: 'bad_credentials',
  usernameTaken: 'error.usernameTaken',
  emailTaken: 'error.emailTaken',
} as const;
