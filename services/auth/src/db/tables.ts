// The auth schema's tables as kysely sees them.
import type { Role } from '@quizdrill/contracts';
import type { ServiceKitTables } from '@quizdrill/service-kit';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  user_group: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  is_premium: boolean;
  /** The `ver` every token issued now carries; tokens with a lower one are outdated. */
  token_version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CredentialsTable {
  user_id: string;
  password_hash: string;
  updated_at: Generated<Date>;
}

export interface OAuthIdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  email: string;
  created_at: Generated<Date>;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  locked_until: Date | null;
  last_failure_at: Date;
}

/** A token bucket per address: registration_budget (accounts), browser_budget (new browsers' login cookies). */
export interface AddressBudgetTable {
  address: string;
  tokens: number;
  refilled_at: Date;
}

/** The one live sign-in code of a user (issue 39), stored as its SHA-256 only. */
export interface SignInCodesTable {
  user_id: string;
  code_hash: string;
  /** The teacher or admin who made it. */
  created_by: string;
  expires_at: Date;
}

/** A user's wrong join codes in the current window (domain/join-code.ts). */
export interface JoinGuessesTable {
  user_id: string;
  wrong: number;
  window_started_at: Date;
}

export interface SigningKeysTable {
  kid: string;
  private_jwk: unknown;
  created_at: Generated<Date>;
  retired_at: Date | null;
}

export interface GroupsTable {
  id: Generated<string>;
  name: string;
  owner_id: string;
  /** Who presents it joins the team as a student, while it is enabled (issue 41). */
  join_code: string;
  join_code_enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface GroupMembersTable {
  group_id: string;
  user_id: string;
  added_at: Generated<Date>;
}

/** An erasure (issue 44), kept until every service confirmed it; it names no one. */
export interface ErasuresTable {
  id: string;
  requested_by: 'self' | 'admin';
  requested_at: Generated<Date>;
  completed_at: Date | null;
}

export interface ErasureConfirmationsTable {
  erasure_id: string;
  service: string;
  confirmed_at: Date | null;
  /** What the service kept and why (KeptRecord[]). */
  kept: Generated<unknown>;
}

export interface AuthTables extends ServiceKitTables {
  erasures: ErasuresTable;
  erasure_confirmations: ErasureConfirmationsTable;
  users: UsersTable;
  credentials: CredentialsTable;
  oauth_identities: OAuthIdentitiesTable;
  login_throttle: LoginThrottleTable;
  registration_budget: AddressBudgetTable;
  browser_budget: AddressBudgetTable;
  sign_in_codes: SignInCodesTable;
  signing_keys: SigningKeysTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  join_guesses: JoinGuessesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
