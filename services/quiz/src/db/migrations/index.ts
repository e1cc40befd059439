import type { Migration } from 'kysely';
import * as quiz from './20261121_1100_quiz.js';
import * as memory from './20261124_0900_memory.js';
import * as retention from './20261228_0900_retention.js';

export const migrations: Record<string, Migration> = {
  '20261121_1100_quiz': quiz,
  '20261124_0900_memory': memory,
  '20261228_0900_retention': retention,
};
