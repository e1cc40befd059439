// Every Redis key the quiz service uses, in one place.
//
// A course's keys and its sessions' keys share the hash tag `{<courseId>}` (the course id is part of the session id
// for this reason, see session-id.ts). The answers stream and the name index are single keys: on Redis Cluster
// they would need sharding by the same tag.

export interface CourseKeys {
  /** HASH id, name, displayName, language, and `loaded` once a full snapshot has been merged in. */
  meta: string;
  /** ZSET question id → position: the course's order (deleted questions stay, as tombstones, so ranks hold). */
  order: string;
  /** HASH question id → the question as students see it (JSON, no correctness data). */
  questions: string;
  /**
   * HASH question id → answer key: the correct label, `|`, every label (`B|ABCD`), or the kind and answer key as JSON
   * for a question the service grades (domain/answer-key.ts).
   */
  answerKeys: string;
  /** SET of deleted question ids, so a snapshot taken before a deletion cannot bring the question back. */
  removed: string;
  /** HASH question id → the explanation shown after answering (only questions that have one). */
  explanations: string;
}

export class QuizKeys {
  constructor(private readonly prefix: string) {}

  course(courseId: number | string): CourseKeys {
    const base = `${this.prefix}quiz:course:{${courseId}}`;
    return {
      meta: base,
      order: `${base}:order`,
      questions: `${base}:questions`,
      answerKeys: `${base}:answer-keys`,
      removed: `${base}:removed`,
      explanations: `${base}:explanations`,
    };
  }

  session(courseId: number | string, token: string): string {
    return `${this.prefix}quiz:session:{${courseId}}:${token}`;
  }

  /**
   * HASH question id → `<1|0>|<event id>|<time>`: the student's latest answer to each question of the course in
   * the last day (right or wrong, its event, when), written by the submit script. MISTAKES, REVIEW and the summary
   * overlay those quiz-worker has not applied yet (memory/recent-answers.ts).
   */
  recentAnswers(courseId: number | string, userId: string): string {
    return `${this.prefix}quiz:recent:{${courseId}}:${userId}`;
  }

  /**
   * HASH course id → id of the user's newest session in that course: a session started after another in the same
   * course (start over, another order or start) supersedes it, so "continue previous quiz" no longer offers the old.
   */
  latestSessions(userId: string): string {
    return `${this.prefix}quiz:user:${userId}:latest-sessions`;
  }

  /** HASH course name → course id, for starting a quiz by name. */
  get courseIds(): string {
    return `${this.prefix}quiz:course-ids`;
  }

  /** STREAM of recorded answers waiting to be published (the hot path's outbox). */
  get answers(): string {
    return `${this.prefix}quiz:answers`;
  }
}
