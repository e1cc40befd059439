// What a subscription starting or ending does to a user's role (SPEC.md §4 "Membership").
import type { Role } from '@quizdrill/contracts';

/**
 * Premium follows the subscription; educators and admins keep their role (they already have more than premium)
 * but their isPremium flag still follows what they pay for.
 */
export function membershipAfter(role: Role, subscriptionActive: boolean): { role: Role; isPremium: boolean } {
  if (subscriptionActive) return { role: role === 'ROLE_USER' ? 'ROLE_PREMIUM' : role, isPremium: true };
  return { role: role === 'ROLE_PREMIUM' ? 'ROLE_USER' : role, isPremium: false };
}
