// The quiz use cases: start, next, submit. Each is one hot-path script, plus a read-model load on a miss; a submit
// the service grades (domain/answer-key.ts) runs the submit script twice, before and after grading.
import {
  ANSWER_FORMS,
  answerLabelOf,
  type Grade,
  isMemoryOrder,
  type OrderType,
  QUIZ_FINISHED_TEXT,
  type QuestionKind,
  QuizErrorCode,
} from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import { gradeByKey } from '../domain/answer-key.js';
import {
  type HotPath,
  questionBody,
  type Student,
  type SubmitAnswer,
  startBody,
  submitAnswerOf,
} from '../hot-path/hot-path.js';
import { parseSessionId, type SessionRef } from '../hot-path/session-id.js';
import { type Memory, nothingToDrill, timeZoneOf } from '../memory/memory.js';
import type { CourseLoader } from '../read-model/course-loader.js';
import type { CourseModel } from '../read-model/course-model.js';

const sessionNotFound = () =>
  new AppError(404, QuizErrorCode.sessionNotFound, 'Quiz session not found; it may have expired');
const courseNotFound = (name: string) =>
  new AppError(404, QuizErrorCode.courseNotFound, `Course "${name}" not found`);
const courseGone = () =>
  new AppError(404, QuizErrorCode.courseNotFound, 'The course of this quiz no longer exists');

/**
 * A 400 for an answer the question's kind cannot read, or naming an option the question lacks (a matching answer
 * picking for another number of items than it asks about reads as neither: its form is named).
 */
function invalidAnswer(kind: QuestionKind, answer: string, labels: readonly string[]): AppError {
  const label = answerLabelOf(answer);
  const options = labels.length > 0 ? `; the options are ${labels.join(', ')}` : '';
  const message =
    label !== undefined && kind !== 'short' && kind !== 'numeric' && !labels.includes(label)
      ? `There is no option ${label}${options}`
      : `This ${kind} question is answered with ${ANSWER_FORMS[kind]}${options}`;
  return AppError.badRequest(message, QuizErrorCode.invalidAnswer);
}

export type NextAnswer = { kind: 'question'; json: string } | { kind: 'finished'; text: string };

/** A started session: its id, and the response (StartResponse, with the first question) as JSON text to send. */
export type Started = { sessionId: string; json: string };

export class Quiz {
  constructor(
    private readonly hotPath: HotPath,
    private readonly loader: CourseLoader,
    private readonly model: CourseModel,
    private readonly memory: Memory,
  ) {}

  async start(
    student: Student,
    courseName: string,
    orderType: OrderType,
    startQuestion: number,
    timeZone?: string,
  ): Promise<Started> {
    if (isMemoryOrder(orderType) && startQuestion !== 0) {
      throw AppError.badRequest(
        `startQuestion does not apply to ${orderType}: its questions are chosen from your memory`,
        QuizErrorCode.startOutOfRange,
      );
    }
    const zone = timeZoneOf(timeZone);
    let courseId = await this.loader.courseIdByName(courseName);
    if (courseId === undefined) throw courseNotFound(courseName);
    if (isMemoryOrder(orderType) && !(await this.model.isLoaded(courseId))) {
      // The list is chosen from the read model's questions: it must hold the whole course.
      courseId = await this.loader.load({ courseName });
      if (courseId === undefined) throw courseNotFound(courseName);
    }
    const begin = async (id: number) => {
      if (!isMemoryOrder(orderType)) return this.hotPath.start(student, id, orderType, startQuestion);
      const chosen =
        orderType === 'REVIEW'
          ? await this.memory.chooseReview(student.userId, id, zone)
          : await this.memory.chooseMistakes(student.userId, id, zone);
      if (chosen.status === 'empty') throw nothingToDrill(orderType, courseName, chosen.nextDueAt);
      return this.hotPath.start(student, id, orderType, 0, undefined, chosen.questionIds);
    };
    let started = await begin(courseId);
    if (started.status === 'unloaded') {
      // Known by name but not (or no longer) complete in the read model: load it, then start again.
      const loadedId = await this.loader.load({ courseName });
      if (loadedId === undefined) throw courseNotFound(courseName);
      started = await begin(loadedId);
    }
    switch (started.status) {
      case 'ok':
        // The first question comes with the session (issue 19): the quiz shows it without asking `next`. The start
        // script made it the session's current question, so a reload or a later `next` shows the same one.
        return { sessionId: started.sessionId, json: startBody(started.sessionId, started.first) };
      case 'empty':
        throw AppError.badRequest(`Course "${courseName}" has no questions yet`, QuizErrorCode.courseEmpty);
      case 'out_of_range':
        throw AppError.badRequest(
          `startQuestion must be below ${started.total}, the number of questions in "${courseName}"`,
          QuizErrorCode.startOutOfRange,
        );
      default:
        // Loaded, yet unloaded again at once: the course was deleted in between.
        throw courseNotFound(courseName);
    }
  }

  async next(student: Student, sessionId: string): Promise<NextAnswer> {
    const ref = this.sessionRef(sessionId);
    const result = await this.withCourse(ref, () => this.hotPath.next(student, ref));
    switch (result.status) {
      case 'question':
        return { kind: 'question', json: questionBody(result.question, result.step, result.total) };
      case 'finished':
        return { kind: 'finished', text: QUIZ_FINISHED_TEXT };
      default:
        throw sessionNotFound();
    }
  }

  async submit(
    student: Student,
    sessionId: string,
    answer: string,
    questionId?: number,
  ): Promise<SubmitAnswer> {
    const ref = this.sessionRef(sessionId);
    const label = answerLabelOf(answer);
    let result = await this.withCourse(ref, () =>
      this.hotPath.submit(student, ref, sessionId, label ?? '', questionId),
    );
    let grade: Grade | undefined;
    if (result.status === 'grade') {
      // Not single choice graded in Redis: graded here, then recorded by the same script, pre-graded.
      const graded = gradeByKey(result.answerKey, answer);
      if (graded.status === 'invalid') throw invalidAnswer(graded.kind, answer, graded.labels);
      grade = graded.grade;
      const recorded = {
        questionId: result.questionId,
        credit: grade.credit,
        correctAnswer: grade.correctAnswer,
      };
      result = await this.withCourse(ref, () =>
        this.hotPath.submit(student, ref, sessionId, graded.answer, questionId, recorded),
      );
    }
    switch (result.status) {
      case 'ok':
        return submitAnswerOf(result, grade);
      case 'invalid': {
        const kind = (await this.model.questionKind(ref.courseId, result.questionId)) ?? 'single';
        throw invalidAnswer(kind, answer, [...result.labels]);
      }
      case 'answered':
        throw AppError.conflict('This question is already answered', QuizErrorCode.alreadyAnswered);
      case 'other_question':
        // Most often a retry whose first try went through and moved on: that answer stands.
        throw AppError.conflict(
          `Question ${questionId} is not the session's current question; it may already be answered`,
          QuizErrorCode.alreadyAnswered,
        );
      case 'no_question':
        throw AppError.conflict(
          'Ask for the next question before answering',
          QuizErrorCode.noCurrentQuestion,
        );
      case 'removed':
        throw AppError.conflict(
          'This question was removed from the course; ask for the next question',
          QuizErrorCode.noCurrentQuestion,
        );
      default:
        // 'grade' again cannot be: a pre-graded submit is recorded or refused.
        throw sessionNotFound();
    }
  }

  private sessionRef(sessionId: string): SessionRef {
    const ref = parseSessionId(sessionId);
    if (!ref) throw sessionNotFound();
    return ref;
  }

  /** Runs a hot-path call; if the session's course left the read model, loads it (by id) and runs it again. */
  private async withCourse<R extends { status: string }>(
    ref: SessionRef,
    call: () => Promise<R>,
  ): Promise<R> {
    const result = await call();
    if (result.status !== 'unloaded') return result;
    const courseId = await this.loader.load({ courseId: ref.courseId });
    if (courseId === undefined) throw courseGone();
    return call();
  }
}
