// Question kinds (issue 43): a question's kind, the answer key of the kinds without options (short answer, numeric,
// matching) as JSON, and the teacher's feedback on each option. A question written before is single choice.
import { type Kysely, sql } from 'kysely';

// Fixed here rather than imported: a migration is history and must not change when the code around it does.
const KINDS = ['single', 'multiple', 'truefalse', 'short', 'numeric', 'matching'];
const CHOICE_KINDS = ['single', 'multiple', 'truefalse'];

const list = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table questions
      add column kind text not null default 'single' constraint questions_kind check (kind in (${list(KINDS)})),
      add column answer_key jsonb,
      add constraint questions_answer_key_of_kind check ((kind in (${list(CHOICE_KINDS)})) = (answer_key is null))
  `.execute(db);
  await sql`alter table options add column feedback text`.execute(db);
  // A multiple-choice question has several right options. The index cannot tell kinds apart (options do not know
  // their question's kind); the rules are checked before every write, and the SQL console, the one writer that
  // skipped them, is read-only since 20261215_1000.
  await sql`drop index options_one_correct`.execute(db);
}
