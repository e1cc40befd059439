import type { UserResponse } from '@quizdrill/contracts';
import type { User } from '../db/tables.js';

/** The user as the API shows it (SPEC.md §3): no hashes, camelCase. */
export function toUserResponse(user: User): UserResponse {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    role: user.role,
    userGroup: user.user_group,
    stripeCustomerId: user.stripe_customer_id,
    stripeSubscriptionId: user.stripe_subscription_id,
    isPremium: user.is_premium,
  };
}
