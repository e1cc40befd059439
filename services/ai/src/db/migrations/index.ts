import type { Migration } from 'kysely';
import * as ai from './20261121_1200_ai.js';
import * as retention from './20261228_0900_retention.js';
import * as usageById from './20261231_1000_usage_by_id.js';

export const migrations: Record<string, Migration> = {
  '20261121_1200_ai': ai,
  '20261228_0900_retention': retention,
  '20261231_1000_usage_by_id': usageById,
};
