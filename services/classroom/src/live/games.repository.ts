// Games in Postgres: a row from the moment a game is created (the host's list), and everything that happened in
// it once it is over, stored with its `classroom.game.finished` event in one transaction.
import type { EventData } from '@quizdrill/contracts';
import { enqueueEvent } from '@quizdrill/service-kit';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ClassroomTables, GamesTable } from '../db/tables.js';
import type { GameRecord } from '../domain/results.js';

export type GameRow = Selectable<GamesTable>;

/** Rows per INSERT when a game is stored: a game of 1,000 players and 50 questions has 50,000 answers. */
const ROWS_PER_INSERT = 2_000;

type GameDetailTable = 'game_players' | 'game_questions' | 'game_answers';

/** Inserts a finished game's rows into one of its tables, `ROWS_PER_INSERT` at a time (none when there are none). */
async function insertInChunks<Table extends GameDetailTable>(
  trx: Transaction<ClassroomTables>,
  table: Table,
  rows: readonly Insertable<ClassroomTables[Table]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    // Kysely cannot follow a table named by a type parameter to its columns; `rows` is typed by the signature.
    await trx
      .insertInto(table as GameDetailTable)
      .values(rows.slice(start, start + ROWS_PER_INSERT) as never)
      .execute();
  }
}

export class GamesRepository {
  constructor(private readonly db: Kysely<ClassroomTables>) {}

  async insert(
    row: Omit<GameRow, 'started_at' | 'ended_at' | 'end_reason' | 'questions_shown' | 'player_count'>,
  ) {
    await this.db.insertInto('games').values(row).execute();
  }

  find(gameId: string): Promise<GameRow | undefined> {
    return this.db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
  }

  /** The host's games, newest first. */
  ofHost(hostId: string, limit: number): Promise<GameRow[]> {
    return this.db
      .selectFrom('games')
      .selectAll()
      .where('host_id', '=', hostId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Stores a finished game and its event, once: a second call (the sweeper retrying a game another replica was
   * storing) finds the row already ended and changes nothing. Answers true when this call stored it.
   */
  async storeFinished(record: GameRecord, event: EventData<'classroom.game.finished'>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('games')
        .set({
          started_at: record.startedAt,
          ended_at: record.endedAt,
          end_reason: record.endReason,
          questions_shown: record.questions.length,
          player_count: record.players.filter((player) => !player.removed).length,
        })
        .where('id', '=', record.gameId)
        .where('ended_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!ended) return false;
      await insertInChunks(
        trx,
        'game_players',
        record.players.map((player) => ({
          game_id: record.gameId,
          player_id: player.playerId,
          nickname: player.nickname,
          user_id: player.userId,
          removed: player.removed,
        })),
      );
      await insertInChunks(
        trx,
        'game_questions',
        record.questions.map((question) => ({
          game_id: record.gameId,
          question_index: question.index,
          question_id: question.questionId,
          question_text: question.questionText,
          correct_option: question.correctOption,
          labels: question.labels,
        })),
      );
      await insertInChunks(
        trx,
        'game_answers',
        record.answers.map((answer) => ({
          game_id: record.gameId,
          question_index: answer.index,
          player_id: answer.playerId,
          answer: answer.answer,
          elapsed_ms: answer.elapsedMs,
          points: answer.points,
          credit: answer.credit ?? null,
        })),
      );
      await enqueueEvent(trx, 'classroom.game.finished', event);
      return true;
    });
  }

  /** A stored game as its results are made from; undefined while it is not stored. */
  async record(row: GameRow): Promise<GameRecord | undefined> {
    if (row.ended_at === null) return undefined;
    const [players, questions, answers] = await Promise.all([
      this.db.selectFrom('game_players').selectAll().where('game_id', '=', row.id).execute(),
      this.db
        .selectFrom('game_questions')
        .selectAll()
        .where('game_id', '=', row.id)
        .orderBy('question_index')
        .execute(),
      this.db.selectFrom('game_answers').selectAll().where('game_id', '=', row.id).execute(),
    ]);
    return {
      gameId: row.id,
      status: 'finished',
      endReason: row.end_reason,
      course: { id: row.course_id, name: row.course_name, displayName: row.course_display_name },
      questionCount: row.question_count,
      createdAt: row.created_at,
      startedAt: row.started_at,
      endedAt: row.ended_at,
      players: players.map((player) => ({
        playerId: player.player_id,
        nickname: player.nickname,
        userId: player.user_id,
        // Named by the view of people when shown (FinishedGames): the row keeps the id only.
        username: null,
        removed: player.removed,
      })),
      questions: questions.map((question) => ({
        index: question.question_index,
        questionId: question.question_id,
        questionText: question.question_text,
        correctOption: question.correct_option,
        labels: question.labels,
      })),
      answers: answers.map((answer) => ({
        playerId: answer.player_id,
        index: answer.question_index,
        answer: answer.answer,
        elapsedMs: answer.elapsed_ms,
        points: answer.points,
        ...(answer.credit !== null && { credit: answer.credit }),
      })),
    };
  }
}
