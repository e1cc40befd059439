// ai's part in a user's rights (issue 44): export their job audit and usage, erase them on `users.user.erased` (the
// kit's startRowPrivacy runs it).
import type { RowPrivacy } from '@quizdrill/service-kit';
import type { AiTables } from '../db/tables.js';
import * as repository from './privacy.repository.js';

export const aiPrivacy: RowPrivacy<AiTables> = { service: 'ai', repository, kept: [] };
