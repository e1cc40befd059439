// Drilling every kind of question (issue 43): the read model takes kind, feedback and answer key from content's
// version 3 events (and still reads version 2 as single choice); submit grades each kind, partly right answers
// earn partial credit (rated Hard by spaced repetition), the teacher's feedback comes back, answers a kind cannot
// read are a 400 naming its form, and a retried answer is refused as for single choice.
import {
  ANSWER_FORMS,
  ANSWER_MAX_LENGTH,
  type DomainEvent,
  type EventData,
  QUIZ_FINISHED_TEXT,
  type QuestionKind,
} from '@quizdrill/contracts';
import { eventOf, eventually, publishEvents } from '@quizdrill/test-kit';
import { Rating } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCourse,
  newStudent,
  next,
  type QuizSystem,
  startQuizSystem,
  submit,
  type TestCourse,
} from './support.js';

type QuestionData = EventData<'content.question.upserted'>;

const COURSE = 'alla-slag';

/** The course's questions as content would publish them, one of each kind, in this order. */
const KEYS: Omit<QuestionData, 'id' | 'courseId' | 'courseName' | 'position' | 'imageUrl' | 'language'>[] = [
  {
    kind: 'single',
    questionText: 'Huvudstaden i Sverige?',
    options: [
      { optionLabel: 'A', optionText: 'Oslo', isCorrect: false, feedback: 'Oslo är Norges.' },
      { optionLabel: 'B', optionText: 'Stockholm', isCorrect: true, feedback: 'Ja, sedan 1600-talet.' },
    ],
    explanation: 'Stockholm är Sveriges huvudstad.',
  },
  {
    kind: 'multiple',
    questionText: 'Vilka är primtal?',
    options: [
      { optionLabel: 'A', optionText: '2', isCorrect: true, feedback: 'Det enda jämna primtalet.' },
      { optionLabel: 'B', optionText: '4', isCorrect: false, feedback: '4 = 2 · 2' },
      { optionLabel: 'C', optionText: '7', isCorrect: true },
      { optionLabel: 'D', optionText: '9', isCorrect: false },
    ],
  },
  {
    kind: 'truefalse',
    questionText: 'Jorden är platt.',
    options: [
      { optionLabel: 'A', optionText: 'Sant', isCorrect: false },
      { optionLabel: 'B', optionText: 'Falskt', isCorrect: true },
    ],
  },
  {
    kind: 'short',
    questionText: 'Vilken stad är Sveriges huvudstad?',
    options: [],
    answers: [
      { text: 'Stockholm', credit: 100, feedback: 'Rätt!' },
      { text: 'Sthlm', credit: 50, feedback: 'Skriv ut hela namnet.' },
    ],
    lenient: true,
  },
  {
    kind: 'numeric',
    questionText: 'Pi med två decimaler?',
    options: [],
    ranges: [
      { value: 3.14, tolerance: 0, credit: 100 },
      { value: 3.1, tolerance: 0.05, credit: 50, feedback: 'Nästan: två decimaler.' },
    ],
  },
  {
    kind: 'matching',
    questionText: 'Para ihop land och huvudstad',
    options: [],
    pairs: [
      { left: 'Sverige', right: 'Stockholm' },
      { left: 'Norge', right: 'Oslo' },
      { left: 'Danmark', right: 'Köpenhamn' },
      { left: '', right: 'Helsingfors' },
    ],
  },
];

/** A right answer, a partly right one with its credit, and answers the kind cannot read. */
const ANSWERS: Record<
  QuestionKind,
  { right: string; correctOption: string; partly?: [string, number, string[]]; unreadable: string[] }
> = {
  single: { right: 'B', correctOption: 'B', unreadable: ['A,B', '1', 'C'] },
  multiple: {
    right: 'A,C',
    correctOption: 'A,C',
    partly: ['A', 0.5, ['Det enda jämna primtalet.']],
    unreadable: ['A,1', '', 'E', 'A,,', ',', 'A'.repeat(27)],
  },
  truefalse: { right: 'b', correctOption: 'B', unreadable: ['sant', 'C'] },
  short: {
    right: ' stockholm ',
    correctOption: 'Stockholm',
    partly: ['sthlm', 0.5, ['Skriv ut hela namnet.']],
    unreadable: ['   ', 'x'.repeat(ANSWER_MAX_LENGTH + 1)],
  },
  numeric: {
    right: '3,14',
    correctOption: '3.14',
    partly: ['3.12', 0.5, ['Nästan: två decimaler.']],
    unreadable: ['pi', '3.1.4', '1e999', 'NaN', 'Infinity', '0x10', '9'.repeat(ANSWER_MAX_LENGTH + 1)],
  },
  // The rights sorted: A Helsingfors, B Köpenhamn, C Oslo, D Stockholm.
  matching: {
    right: 'D,C,B',
    correctOption: 'D,C,B',
    partly: ['D,C,-', 2 / 3, []],
    unreadable: ['D,C', 'D,C,E', 'x', 'D,C,B,A', 'D,C,B,,'],
  },
};

describe('drilling every kind of question', () => {
  let system: QuizSystem;
  let course: TestCourse;
  /** The questions' ids in course order: single, multiple, truefalse, short, numeric, matching, then a v2 one. */
  let ids: number[];

  const publish = (events: DomainEvent[]) =>
    publishEvents(system.environment.namespace, events, system.environment.env.NATS_URL);

  beforeAll(async () => {
    system = await startQuizSystem();
    course = await createCourse(system, COURSE, KEYS.length + 1);
    ids = course.questions.map((question) => question.id);
    const keys = system.keys.course(course.id);
    await eventually(async () => (await system.redis.hlen(keys.answerKeys)) === ids.length);
    // Content stores kinds on another branch: its events are published here as it will publish them.
    const events: DomainEvent[] = [];
    for (const [index, key] of KEYS.entries()) {
      const position = Number(await system.redis.zscore(keys.order, String(ids[index])));
      const data = { ...key, id: ids[index]!, courseId: course.id, courseName: COURSE, position };
      events.push(eventOf('content.question.upserted', { ...data, imageUrl: null, language: 'sv' }));
    }
    // A version 2 event: no kind, no feedback, an explanation. It reads as single choice.
    const last = ids[KEYS.length]!;
    const v2: EventData<'content.question.upserted'> = {
      id: last,
      courseId: course.id,
      courseName: COURSE,
      position: Number(await system.redis.zscore(keys.order, String(last))),
      questionText: 'En fråga från förr',
      imageUrl: null,
      language: 'sv',
      options: [
        { optionLabel: 'A', optionText: 'Ja', isCorrect: false },
        { optionLabel: 'B', optionText: 'Nej', isCorrect: true },
      ],
      explanation: 'Så var det.',
    };
    events.push({ ...eventOf('content.question.upserted', v2), version: 2 });
    await publish(events);
    await eventually(async () => (await system.redis.hget(keys.answerKeys, String(last))) === 'B|AB');
  });
  afterAll(() => system.stop());

  const start = async (student: ReturnType<typeof newStudent>) => {
    const response = await system.quiz('POST', `/api/v2/quiz/start?courseName=${COURSE}&orderType=ORDER`, {
      as: student,
    });
    expect(response.status).toBe(200);
    return response.json();
  };

  it('when a student drills the course answering with the question id, then every kind shows as it is answered and is graded right', async () => {
    const student = newStudent();
    const started = await start(student);
    let question = started.question;
    const kinds = [...KEYS.map((key) => key.kind), 'single'];
    for (const [index, kind] of kinds.entries()) {
      expect(question).toMatchObject({ id: ids[index], kind, position: index + 1, total: ids.length });
      if (kind === 'short' || kind === 'numeric') expect(question.options).toEqual([]);
      if (kind === 'matching') {
        expect(question.prompts).toEqual(['Sverige', 'Norge', 'Danmark']);
        expect(question.options.map((option: { optionText: string }) => option.optionText)).toEqual([
          'Helsingfors',
          'Köpenhamn',
          'Oslo',
          'Stockholm',
        ]);
      } else expect(question).not.toHaveProperty('prompts');
      const answers = ANSWERS[kind as QuestionKind];
      const answer = index === KEYS.length ? 'B' : answers.right;
      const response = await submit(system, student, started.sessionId, answer, question.id);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        correct: true,
        feedbackKey: 'quiz.correct',
        credit: 1,
        correctOption: index === KEYS.length ? 'B' : answers.correctOption,
        stats: { score: index + 1, total: index + 1 },
      });
      // A retry (its response lost) is refused and counts nothing.
      const retried = await submit(system, student, started.sessionId, answer, question.id);
      expect(retried.status).toBe(409);
      expect((await retried.json()).error).toBe('already_answered');
      question = body.next;
    }
    expect(question).toEqual({ finished: true, text: QUIZ_FINISHED_TEXT });
  });

  it('when answers are partly right, then they earn partial credit, the teacher’s feedback and are not correct', async () => {
    const student = newStudent();
    const { sessionId } = await start(student);
    for (const [index, key] of KEYS.entries()) {
      const shown = await (await next(system, student, sessionId)).json();
      expect(shown.id).toBe(ids[index]);
      const { partly } = ANSWERS[key.kind!];
      // Without the question id, as SPEC §7's submit: the session stays on the question until `next`.
      const body = await (await submit(system, student, sessionId, partly?.[0] ?? 'A')).json();
      if (partly) {
        expect(body.credit).toBeCloseTo(partly[1], 4);
        expect(body.feedback).toEqual(partly[2]);
        expect(body).toMatchObject({ correct: false, feedbackKey: 'quiz.incorrect' });
      } else {
        expect(body).toMatchObject({ correct: false, credit: 0 });
      }
      const again = await submit(system, student, sessionId, ANSWERS[key.kind!].right);
      expect(again.status).toBe(409);
      expect((await again.json()).error).toBe('already_answered');
    }
  });

  it('when a choice is answered, then its feedback and the question’s explanation come back', async () => {
    const student = newStudent();
    const { sessionId, question } = await start(student);
    const body = await (await submit(system, student, sessionId, 'A', question.id)).json();
    expect(body).toMatchObject({
      correct: false,
      credit: 0,
      correctOption: 'B',
      feedback: ['Oslo är Norges.'],
      explanation: 'Stockholm är Sveriges huvudstad.',
    });
    const multiple = await (await submit(system, student, sessionId, 'A,B', body.next.id)).json();
    // One right and one wrong ticked of two right: nothing, and the feedback on each ticked.
    expect(multiple).toMatchObject({
      credit: 0,
      correctOption: 'A,C',
      feedback: ['Det enda jämna primtalet.', '4 = 2 · 2'],
      explanation: null,
    });
  });

  it('when an answer is not in the form its kind takes, then 400 invalid_answer naming the form, and the question is still open', async () => {
    const student = newStudent();
    const { sessionId } = await start(student);
    for (const [index, key] of KEYS.entries()) {
      const kind = key.kind!;
      for (const answer of ANSWERS[kind].unreadable) {
        const response = await submit(system, student, sessionId, answer, ids[index]);
        expect(response.status, `${kind} ${answer}`).toBe(400);
        const body = await response.json();
        // An empty or too long answer the route's schema refuses before its kind is looked at.
        const outOfSchema = answer === '' || answer.length > ANSWER_MAX_LENGTH;
        expect(body.error, `${kind} ${answer}`).toMatch(outOfSchema ? /validation_failed/ : /invalid_answer/);
        if (outOfSchema) expect(body.message, `${kind} ${answer}`).toMatch(/answer/);
        else if (!/^[A-Z]$/i.test(answer)) expect(body.message).toContain(ANSWER_FORMS[kind]);
      }
      const answered = await submit(system, student, sessionId, ANSWERS[kind].right, ids[index]);
      expect(answered.status).toBe(200);
    }
  });

  it('when a partly right answer is recorded, then the history keeps it as sent with its credit and spaced repetition rates it Hard', async () => {
    const student = newStudent();
    const { sessionId, question } = await start(student);
    const single = await (await submit(system, student, sessionId, 'B', question.id)).json();
    expect((await submit(system, student, sessionId, 'A', single.next.id)).status).toBe(200);
    const [singleId, multipleId] = [ids[0]!, ids[1]!];
    await eventually(async () => {
      const logs = await system.db
        .selectFrom('review_log')
        .select(['question_id', 'rating'])
        .where('user_id', '=', student.id)
        .execute();
      return logs.length === 2;
    }, 20_000);
    const ratings = await system.db
      .selectFrom('review_log')
      .select(['question_id', 'rating'])
      .where('user_id', '=', student.id)
      .orderBy('question_id')
      .execute();
    expect(ratings).toEqual([
      { question_id: singleId, rating: Rating.Good },
      { question_id: multipleId, rating: Rating.Hard },
    ]);
    await eventually(async () => {
      const rows = await system.db
        .selectFrom('answers')
        .selectAll()
        .where('user_id', '=', student.id)
        .execute();
      return rows.length === 2;
    }, 20_000);
    const answers = await system.db
      .selectFrom('answers')
      .select(['question_id', 'answer', 'correct'])
      .where('user_id', '=', student.id)
      .orderBy('question_id')
      .execute();
    expect(answers).toEqual([
      { question_id: singleId, answer: 'B', correct: true },
      { question_id: multipleId, answer: 'A', correct: false },
    ]);
    // The score counts correct answers only; the mistakes are those not fully right.
    const stats = await (
      await system.quiz('GET', `/api/v2/quiz/stats?courseName=${COURSE}`, { as: student })
    ).json();
    expect(stats.totals).toMatchObject({ answers: 2, correct: 1 });
  });

  it('when a question was stored before kinds existed, then it is shown and graded as single choice', async () => {
    const keys = system.keys.course(course.id);
    const id = String(ids[KEYS.length]);
    const old = JSON.stringify({
      id: ids[KEYS.length],
      questionText: 'En fråga från förr',
      imageUrl: null,
      language: 'sv',
      options: [
        { optionLabel: 'A', optionText: 'Ja' },
        { optionLabel: 'B', optionText: 'Nej' },
      ],
    });
    await system.redis.hset(keys.questions, id, old);
    const student = newStudent();
    const response = await system.quiz(
      'POST',
      `/api/v2/quiz/start?courseName=${COURSE}&orderType=ORDER&startQuestion=${KEYS.length}`,
      { as: student },
    );
    const started = await response.json();
    expect(started.question).toMatchObject({ id: ids[KEYS.length], kind: 'single' });
    const body = await (await submit(system, student, started.sessionId, 'A', started.question.id)).json();
    expect(body).toMatchObject({
      correct: false,
      credit: 0,
      feedback: [],
      correctOption: 'B',
      explanation: 'Så var det.',
    });
  });
});
