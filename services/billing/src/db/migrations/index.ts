import type { Migration } from 'kysely';
import * as billing from './20261121_1300_billing.js';
import * as simulatedSubscriptions from './20261220_1000_simulated_subscriptions.js';

export const migrations: Record<string, Migration> = {
  '20261121_1300_billing': billing,
  '20261220_1000_simulated_subscriptions': simulatedSubscriptions,
};
