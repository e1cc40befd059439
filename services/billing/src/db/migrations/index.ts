import type { Migration } from 'kysely';
import * as billing from './20261121_1300_billing.js';

export const migrations: Record<string, Migration> = {
  '20261121_1300_billing': billing,
};
