// content's part in a user's rights (issue 44): export their rows, erase them on `users.user.erased` (the kit's
// startRowPrivacy runs it).
import type { RowPrivacy } from '@quizdrill/service-kit';
import type { ContentTables } from '../db/tables.js';
import * as repository from './privacy.repository.js';

export const contentPrivacy: RowPrivacy<ContentTables> = {
  service: 'content',
  repository,
  kept: [
    {
      what: 'Courses and questions they wrote, owned by no one',
      why: 'teaching material other users learn from; it no longer names its author',
    },
  ],
};
