// Reads the JWT payload in the browser for display and menu decisions only; the server verifies the signature.

export const Role = {
  user: 'ROLE_USER',
  premium: 'ROLE_PREMIUM',
  educator: 'ROLE_EDUCATOR',
  admin: 'ROLE_ADMIN',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** Translation key of each role's name. */
export const roleLabelKey = {
  [Role.user]: 'role.user',
  [Role.premium]: 'role.premium',
  [Role.educator]: 'role.educator',
  [Role.admin]: 'role.admin',
} as const satisfies Record<Role, string>;

/** The user as the app sees it: token claims, enriched by GET /api/v2/users/me when that answers. */
export type AppUser = {
  /** The `uid` claim, or the `id` of /users/me. */
  id?: string;
  username: string;
  role: Role;
  isPremium: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  userGroup?: string;
};

// Highest privilege first, so a token carrying several roles gets the strongest one.
const rolePrecedence: readonly Role[] = [Role.admin, Role.educator, Role.premium, Role.user];

/** Accepts both `ROLE_ADMIN` and `ADMIN` spellings (SPEC §3); anything unknown is `undefined`. */
export function normalizeRole(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  const withPrefix = upper.startsWith('ROLE_') ? upper : `ROLE_${upper}`;
  return rolePrecedence.find((role) => role === withPrefix);
}

function strongestRole(values: readonly unknown[]): Role | undefined {
  const roles = new Set(
    values.map((value) =>
      normalizeRole(typeof value === 'object' && value !== null ? Reflect.get(value, 'authority') : value),
    ),
  );
  return rolePrecedence.find((role) => roles.has(role));
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const payloadSegment = token.split('.')[1];
  if (!payloadSegment) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(payloadSegment));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The user a token describes, or null when the token is malformed, has no subject or is expired
 * (an expired token means logged out).
 */
export function userFromToken(token: string | null, nowMs: number = Date.now()): AppUser | null {
  if (!token) return null;
  const claims = decodeTokenPayload(token);
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') return null;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs) return null;

  // `roles` comes as an array of names or `{authority}` objects, or as one space/comma separated string.
  const roleClaims = Array.isArray(claims.roles)
    ? claims.roles
    : typeof claims.roles === 'string'
      ? claims.roles.split(/[\s,]+/)
      : [];
  const role = strongestRole([claims.role, ...roleClaims]) ?? Role.user;
  const isPremium =
    isTrue(claims.isPremium) ||
    isTrue(claims.IS_PREMIUM) ||
    isTrue(claims.is_premium) ||
    role === Role.premium;
  const user: AppUser = { username: claims.sub, role, isPremium };
  if (typeof claims.uid === 'string' && claims.uid !== '') user.id = claims.uid;
  return user;
}

/** When the token stops working (its `exp`), in epoch milliseconds; null when it carries no expiry. */
export function tokenExpiresAtMs(token: string): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** True when the token is well formed but past its expiry: the session ran out rather than never existed. */
export function isExpiredToken(token: string, nowMs: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAtMs(token);
  return expiresAt !== null && expiresAt <= nowMs;
}

/** Overlays the fields GET /api/v2/users/me returned; the answer's shape is checked field by field. */
export function mergeProfile(user: AppUser, profile: unknown): AppUser {
  if (typeof profile !== 'object' || profile === null) return user;
  const field = (name: string): string | undefined => {
    const value: unknown = Reflect.get(profile, name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const role = normalizeRole(Reflect.get(profile, 'role')) ?? user.role;
  const premiumFlag: unknown = Reflect.get(profile, 'isPremium');
  return {
    id: field('id') ?? user.id,
    username: field('username') ?? user.username,
    role,
    isPremium: typeof premiumFlag === 'boolean' ? premiumFlag || role === Role.premium : user.isPremium,
    firstName: field('firstName') ?? user.firstName,
    lastName: field('lastName') ?? user.lastName,
    email: field('email') ?? user.email,
    userGroup: field('userGroup') ?? user.userGroup,
  };
}

/**
 * The account's immutable id, for what the browser keeps per account: a username can change and then belong to
 * someone else. A token without `uid` (auth always sends one) falls back to its username.
 */
export function accountIdOf(user: AppUser): string {
  return user.id ?? user.username;
}

export function isAdmin(user: AppUser): boolean {
  return user.role === Role.admin;
}

/**
 * Who creates content: the manage-content menu, "create own quiz" and the authoring pages; everyone else is sent to
 * the paywall. SPEC §2's menu rule names only admin and educator, but SPEC §1 lets premium members create content
 * and a paying member sent to the paywall is a bug (issue 4), so premium members are let in too. The content
 * service enforces the same rule.
 */
export function canManageContent(user: AppUser): boolean {
  return user.role === Role.admin || user.role === Role.educator || user.isPremium;
}

/**
 * The AI features: explanations, text to quiz with regeneration, photo to quiz. Premium members, educators and admins
 * (SPEC §1 names educators among those who generate from text and photos); the premium-required page and the
 * paywall link are for free users only. The ai service's rule, `canUseAi` there.
 */
export function canUseAi(user: AppUser): boolean {
  return user.role === Role.admin || user.role === Role.educator || user.isPremium;
}

/** Editing and deleting a course or question: its owner or an admin (the content service's rule). */
export function canEditContent(user: AppUser, ownerId: string): boolean {
  return isAdmin(user) || (user.id !== undefined && user.id === ownerId);
}

/** Educators create teams and manage their members; admins manage every team. */
export function canManageTeams(user: AppUser): boolean {
  return user.role === Role.admin || user.role === Role.educator;
}

/** The auth service's rule for one team: an admin manages every team, an educator the teams they own. */
export function canManageTeam(user: AppUser, team: { ownerUsername: string }): boolean {
  return isAdmin(user) || (user.role === Role.educator && team.ownerUsername === user.username);
}

/** The status badge of the profile (SPEC §6): the role, except that any paying member counts as premium. */
export type MembershipStatus = 'admin' | 'educator' | 'premium' | 'free';

export function membershipStatus(user: AppUser): MembershipStatus {
  if (user.role === Role.admin) return 'admin';
  if (user.role === Role.educator) return 'educator';
  return user.isPremium ? 'premium' : 'free';
}
