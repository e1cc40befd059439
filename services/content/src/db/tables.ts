// The content schema's tables as kysely sees them.
import type { ImportFormat, Language, QuestionKind } from '@quizdrill/contracts';
import type { ServiceKitTables } from '@quizdrill/service-kit';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { StoredAnswerKey } from '../domain/answer-key.js';

export interface CoursesTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  description: string;
  language: Language;
  owner_id: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface QuestionsTable {
  id: Generated<number>;
  course_id: number;
  position: number;
  question_text: string;
  image_id: string | null;
  language: Language;
  created_by: string;
  /** Shown to the student after answering. */
  explanation: string | null;
  /** The import that added the question (undone together); null when written by hand or generated. */
  import_id: string | null;
  /** Single choice for every question written before kinds (issue 43). */
  kind: Generated<QuestionKind>;
  /** The answer key of short, numeric and matching; null for the choice kinds, whose key is their options. */
  answer_key: ColumnType<StoredAnswerKey | null, string | null, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OptionsTable {
  question_id: number;
  label: string;
  text: string;
  is_correct: boolean;
  /** The teacher's feedback to a student who chose this option. */
  feedback: string | null;
}

/** A question image at the two sizes the screens show (the upload itself is not kept). */
export interface ImagesTable {
  /** The SHA-256 of the uploaded bytes. */
  id: string;
  /** What both sizes are encoded as. */
  content_type: string;
  /** At most 640 × 640 px. */
  display: Buffer;
  /** At most 320 × 320 px. */
  thumbnail: Buffer;
  created_at: Generated<Date>;
}

/** What content keeps of a user (issue 44): no e-mail address and no names, which nothing of content's shows. */
export interface UsersTable {
  id: string;
  username: string;
  role: string;
  is_premium: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface SqlAuditTable {
  id: Generated<number>;
  /** The admin who ran the statement, named by the users replica when shown. */
  user_id: string;
  statement: string;
  outcome: 'ok' | 'error';
  command: string | null;
  row_count: number | null;
  error: string | null;
  duration_ms: number;
  executed_at: Generated<Date>;
}

/** One import into a course (its questions carry its id as import_id). */
export interface QuestionImportsTable {
  id: string;
  course_id: number;
  /** Null for the imports made before the format was kept. */
  format: ImportFormat | null;
  imported_by: string;
  created_at: Generated<Date>;
}

export interface ContentTables extends ServiceKitTables {
  courses: CoursesTable;
  questions: QuestionsTable;
  question_imports: QuestionImportsTable;
  options: OptionsTable;
  images: ImagesTable;
  users: UsersTable;
  sql_audit: SqlAuditTable;
}

export type Course = Selectable<CoursesTable>;
export type Question = Selectable<QuestionsTable>;
export type Option = Selectable<OptionsTable>;
