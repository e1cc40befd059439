// The quiz read model: each course's questions in order, in Redis, kept current by `content.*` events and filled
// from a snapshot (NATS request/reply to content) when a course is asked for and not yet complete.
//
// Events apply whether or not the course is complete; only a merged snapshot marks it `loaded`, and the hot path
// uses loaded courses only. A snapshot never overwrites what an event wrote (the event is as new or newer) and
// never brings back a question an event deleted, so the two may arrive in either order.
import {
  type CourseSnapshotReply,
  type EventData,
  kindOf,
  matchingChoices,
  matchingPrompts,
  type QuestionKind,
} from '@quizdrill/contracts';
import type { Redis } from 'ioredis';
import { rightAnswerOf, storedAnswerKey } from '../domain/answer-key.js';
import type { QuizKeys } from '../hot-path/keys.js';

type QuestionData = EventData<'content.question.upserted'>;
type CourseData = EventData<'content.course.upserted'>;

/**
 * A question as stored: what students see (JSON, its `kind` first: see questionBody), its answer key
 * (domain/answer-key.ts), and its explanation ('' for none), which students see only after answering. A matching
 * question shows its left items as `prompts` and the rights to pick from as `options`; short and numeric have none.
 * An event of version 1 or 2 has no kind: single choice, as it always was.
 */
export function storedQuestion(question: QuestionData): {
  json: string;
  answerKey: string;
  explanation: string;
} {
  const { id, questionText, imageUrl, language } = question;
  const kind = kindOf(question);
  const pairs = question.pairs ?? [];
  const options =
    kind === 'matching'
      ? matchingChoices(pairs)
      : question.options.map(({ optionLabel, optionText }) => ({ optionLabel, optionText }));
  const shown = { kind, id, questionText, imageUrl, language, options };
  const json = JSON.stringify(
    kind === 'matching' ? { ...shown, prompts: matchingPrompts(pairs).map((pair) => pair.left) } : shown,
  );
  return { json, answerKey: storedAnswerKey(question), explanation: question.explanation ?? '' };
}

/**
 * KEYS: meta, course ids. ARGV: id, name, displayName, language.
 * A renamed course moves its name entry; the old name is freed only if it still points here.
 */
const UPSERT_COURSE_LUA = `
local previous = redis.call('HGET', KEYS[1], 'name')
if previous and previous ~= ARGV[2] and redis.call('HGET', KEYS[2], previous) == ARGV[1] then
  redis.call('HDEL', KEYS[2], previous)
end
redis.call('HSET', KEYS[1], 'id', ARGV[1], 'name', ARGV[2], 'displayName', ARGV[3], 'language', ARGV[4])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[1])
`;

/**
 * KEYS: meta, order, questions, answer keys, removed, course ids, explanations.
 * ARGV: id, name, displayName, language, then per question: id, position, json, answer key, explanation ('' none).
 */
const MERGE_SNAPSHOT_LUA = `
for i = 5, #ARGV, 5 do
  local id = ARGV[i]
  if redis.call('HEXISTS', KEYS[3], id) == 0 and redis.call('SISMEMBER', KEYS[5], id) == 0 then
    redis.call('ZADD', KEYS[2], ARGV[i + 1], id)
    redis.call('HSET', KEYS[3], id, ARGV[i + 2])
    redis.call('HSET', KEYS[4], id, ARGV[i + 3])
    if ARGV[i + 4] ~= '' then redis.call('HSET', KEYS[7], id, ARGV[i + 4]) end
  end
end
if redis.call('HEXISTS', KEYS[1], 'name') == 0 then
  redis.call('HSET', KEYS[1], 'id', ARGV[1], 'name', ARGV[2], 'displayName', ARGV[3], 'language', ARGV[4])
end
redis.call('HSET', KEYS[1], 'loaded', '1')
redis.call('HSET', KEYS[6], redis.call('HGET', KEYS[1], 'name'), ARGV[1])
`;

interface ModelRedis extends Redis {
  quizUpsertCourse(meta: string, courseIds: string, ...args: (string | number)[]): Promise<unknown>;
  quizMergeSnapshot(...keysAndArgs: (string | number)[]): Promise<unknown>;
}

export interface CourseInfo {
  id: number;
  name: string;
  displayName: string;
}

export class CourseModel {
  private readonly redis: ModelRedis;

  constructor(
    redis: Redis,
    private readonly keys: QuizKeys,
  ) {
    redis.defineCommand('quizUpsertCourse', { numberOfKeys: 2, lua: UPSERT_COURSE_LUA });
    redis.defineCommand('quizMergeSnapshot', { numberOfKeys: 7, lua: MERGE_SNAPSHOT_LUA });
    this.redis = redis as ModelRedis;
  }

  async courseIdByName(name: string): Promise<number | undefined> {
    const id = await this.redis.hget(this.keys.courseIds, name);
    return id === null ? undefined : Number(id);
  }

  async course(courseId: number): Promise<CourseInfo | undefined> {
    const [id, name, displayName] = await this.redis.hmget(
      this.keys.course(courseId).meta,
      'id',
      'name',
      'displayName',
    );
    return id && name ? { id: Number(id), name, displayName: displayName ?? name } : undefined;
  }

  /** Whether a full snapshot of the course is in the model (the hot path uses loaded courses only). */
  async isLoaded(courseId: number): Promise<boolean> {
    return (await this.redis.hexists(this.keys.course(courseId).meta, 'loaded')) === 1;
  }

  /** The ids of the course's questions (deleted ones left out), in the course's order. */
  async questionIdsInOrder(courseId: number): Promise<number[]> {
    const keys = this.keys.course(courseId);
    const [order, present] = await Promise.all([
      this.redis.zrange(keys.order, 0, -1),
      this.redis.hkeys(keys.answerKeys),
    ]);
    const exists = new Set(present);
    return order.filter((id) => exists.has(id)).map(Number);
  }

  /** Which of `questionIds` are still in the course. */
  async presentQuestions(courseId: number, questionIds: number[]): Promise<Set<number>> {
    if (questionIds.length === 0) return new Set();
    const keys = await this.redis.hmget(this.keys.course(courseId).answerKeys, ...questionIds.map(String));
    return new Set(questionIds.filter((_, index) => keys[index] !== null));
  }

  /** Questions in the course (deleted ones left out). */
  async questionCount(courseId: number): Promise<number> {
    return this.redis.hlen(this.keys.course(courseId).answerKeys);
  }

  /** Question texts by id (null for questions no longer in the course). */
  async questionTexts(courseId: number, questionIds: number[]): Promise<Map<number, string | null>> {
    if (questionIds.length === 0) return new Map();
    const stored = await this.redis.hmget(this.keys.course(courseId).questions, ...questionIds.map(String));
    return new Map(
      questionIds.map((id, index) => {
        const json = stored[index];
        return [id, json ? (JSON.parse(json) as { questionText: string }).questionText : null];
      }),
    );
  }

  /** The kind of a question of the course (single for one stored before kinds existed); undefined when gone. */
  async questionKind(courseId: number, questionId: number): Promise<QuestionKind | undefined> {
    const json = await this.redis.hget(this.keys.course(courseId).questions, String(questionId));
    return json ? kindOf(JSON.parse(json) as { kind?: QuestionKind }) : undefined;
  }

  async upsertCourse(course: CourseData): Promise<void> {
    const keys = this.keys.course(course.id);
    await this.redis.quizUpsertCourse(
      keys.meta,
      this.keys.courseIds,
      course.id,
      course.name,
      course.displayName,
      course.language,
    );
  }

  async deleteCourse(course: { id: number; name: string }): Promise<void> {
    const keys = this.keys.course(course.id);
    const storedName = await this.redis.hget(this.keys.courseIds, course.name);
    const transaction = this.redis
      .multi()
      .del(keys.meta, keys.order, keys.questions, keys.answerKeys, keys.removed, keys.explanations);
    if (storedName === String(course.id)) transaction.hdel(this.keys.courseIds, course.name);
    await transaction.exec();
  }

  /**
   * Stores the question; answers whether its right answer changed (another option is right, or the right one's
   * text changed), which makes students' memory of it out of date. A question new to the model has not changed.
   */
  async upsertQuestion(question: QuestionData): Promise<{ answerChanged: boolean }> {
    const keys = this.keys.course(question.courseId);
    const { json, answerKey, explanation } = storedQuestion(question);
    const id = String(question.id);
    const [storedJson, storedKey] = await Promise.all([
      this.redis.hget(keys.questions, id),
      this.redis.hget(keys.answerKeys, id),
    ]);
    const transaction = this.redis
      .multi()
      .zadd(keys.order, question.position, id)
      .hset(keys.questions, id, json)
      .hset(keys.answerKeys, id, answerKey)
      .srem(keys.removed, id);
    if (explanation) transaction.hset(keys.explanations, id, explanation);
    else transaction.hdel(keys.explanations, id);
    await transaction.exec();
    if (storedJson === null || storedKey === null) return { answerChanged: false };
    return { answerChanged: rightAnswerOf(storedJson, storedKey) !== rightAnswerOf(json, answerKey) };
  }

  /**
   * The id stays in the order as a tombstone: running sessions map steps to ranks in the order, and removing it
   * would shift every later rank (a student would miss one question and see another twice). The hot path skips
   * ids without a question.
   */
  async deleteQuestion(question: { id: number; courseId: number }): Promise<void> {
    const keys = this.keys.course(question.courseId);
    const id = String(question.id);
    await this.redis
      .multi()
      .hdel(keys.questions, id)
      .hdel(keys.answerKeys, id)
      .hdel(keys.explanations, id)
      .sadd(keys.removed, id)
      .exec();
  }

  /** Merges a snapshot from content and marks the course loaded. */
  async merge(snapshot: CourseSnapshotReply & { course: NonNullable<CourseSnapshotReply['course']> }) {
    const { course, questions } = snapshot;
    const keys = this.keys.course(course.id);
    const args: (string | number)[] = [course.id, course.name, course.displayName, course.language];
    for (const question of questions) {
      const { json, answerKey, explanation } = storedQuestion(question);
      args.push(question.id, question.position, json, answerKey, explanation);
    }
    await this.redis.quizMergeSnapshot(
      keys.meta,
      keys.order,
      keys.questions,
      keys.answerKeys,
      keys.removed,
      this.keys.courseIds,
      keys.explanations,
      ...args,
    );
  }
}
