import type { Migration } from 'kysely';
import * as identity from './20261121_0900_identity.js';

export const migrations: Record<string, Migration> = {
  '20261121_0900_identity': identity,
};
