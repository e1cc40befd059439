import type { Migration } from 'kysely';
import * as quiz from './20261121_1100_quiz.js';

export const migrations: Record<string, Migration> = {
  '20261121_1100_quiz': quiz,
};
