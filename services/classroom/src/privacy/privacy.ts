// classroom's part in a user's rights (issue 44): export their teams, assignments and games, erase them on
// `users.user.erased` (the kit's startRowPrivacy runs it).
import type { RowPrivacy } from '@quizdrill/service-kit';
import type { ClassroomTables } from '../db/tables.js';
import * as repository from './privacy.repository.js';

export const classroomPrivacy: RowPrivacy<ClassroomTables> = {
  service: 'classroom',
  repository,
  kept: [
    {
      what: 'Finished live games they played or hosted, and assignments they set, without their name or id',
      why: "the others' standings and results; they no longer name this user",
    },
  ],
};
