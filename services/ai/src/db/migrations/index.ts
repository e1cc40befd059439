import type { Migration } from 'kysely';
import * as ai from './20261121_1200_ai.js';

export const migrations: Record<string, Migration> = {
  '20261121_1200_ai': ai,
};
