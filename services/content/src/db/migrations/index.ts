import type { Migration } from 'kysely';
import * as content from './20261121_1000_content.js';
import * as sqlConsole from './20261121_1010_sql_console.js';
import * as imageSizes from './20261205_1000_image_sizes.js';
import * as questionImport from './20261206_1000_question_import.js';
import * as questionImports from './20261207_1000_question_imports.js';
import * as sqlConsoleReadOnly from './20261215_1000_sql_console_read_only.js';
import * as sqlConsoleLeastData from './20261216_1000_sql_console_least_data.js';
import * as usersWithoutPersonalData from './20261221_1000_users_without_personal_data.js';
import * as sqlAuditRetention from './20261231_0900_sql_audit_retention.js';
import * as sqlAuditById from './20261231_1000_sql_audit_by_id.js';
import * as questionKinds from './20270101_1000_question_kinds.js';

export const migrations: Record<string, Migration> = {
  '20261121_1000_content': content,
  '20261121_1010_sql_console': sqlConsole,
  '20261205_1000_image_sizes': imageSizes,
  '20261206_1000_question_import': questionImport,
  '20261207_1000_question_imports': questionImports,
  '20261215_1000_sql_console_read_only': sqlConsoleReadOnly,
  '20261216_1000_sql_console_least_data': sqlConsoleLeastData,
  '20261221_1000_users_without_personal_data': usersWithoutPersonalData,
  '20261231_0900_sql_audit_retention': sqlAuditRetention,
  '20261231_1000_sql_audit_by_id': sqlAuditById,
  '20270101_1000_question_kinds': questionKinds,
};
