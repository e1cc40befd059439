// A live game of every kind of question (issue 43): each answered in its own form, graded with partial credit, a
// malformed answer refused per kind, and the reveal showing how the class answered each kind.
import type { CourseSnapshotReply } from '@quizdrill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerCall,
  type ClassroomSystem,
  createGame,
  type EventStream,
  hostAction,
  joinAs,
  openHostStream,
  openPlayerStream,
  type Player,
  startClassroomSystem,
} from './support.js';

const COURSE = { id: 4300, name: 'slag', displayName: 'Alla slag', language: 'sv' as const };
const base = (id: number, questionText: string) => ({
  id,
  courseId: COURSE.id,
  courseName: COURSE.name,
  position: id - 4301,
  questionText,
  imageUrl: null,
  language: 'sv' as const,
});
const option = (optionLabel: string, optionText: string, isCorrect = false, feedback?: string) => ({
  optionLabel,
  optionText,
  isCorrect,
  ...(feedback && { feedback }),
});

const KINDS_COURSE: CourseSnapshotReply = {
  course: COURSE,
  questions: [
    {
      ...base(4301, 'Sveriges huvudstad?'),
      options: [
        option('A', 'Oslo', false, 'Oslo är Norges'),
        option('B', 'Stockholm', true),
        option('C', 'Åbo'),
      ],
      explanation: 'Stockholm har varit huvudstad sedan 1600-talet.',
    },
    {
      ...base(4302, 'Vilka är primtal?'),
      kind: 'multiple',
      options: [option('A', '2', true), option('B', '3', true), option('C', '4'), option('D', '9')],
    },
    {
      ...base(4303, 'Jorden är rund.'),
      kind: 'truefalse',
      options: [option('A', 'Sant', true), option('B', 'Falskt')],
    },
    {
      ...base(4304, 'Vilken stad?'),
      kind: 'short',
      options: [],
      answers: [
        { text: 'Stockholm', credit: 100, feedback: 'Just det.' },
        { text: 'Sthlm', credit: 50, feedback: 'Skriv ut hela namnet.' },
      ],
      lenient: true,
    },
    {
      ...base(4305, 'Pi med två decimaler?'),
      kind: 'numeric',
      options: [],
      ranges: [
        { value: 3.14, tolerance: 0.005, credit: 100 },
        { value: 3, tolerance: 0.2, credit: 50 },
      ],
    },
    {
      ...base(4306, 'Para ihop land och huvudstad'),
      kind: 'matching',
      options: [],
      pairs: [
        { left: 'Sverige', right: 'Stockholm' },
        { left: 'Norge', right: 'Oslo' },
        { left: '', right: 'Köpenhamn' },
      ],
    },
  ],
};

describe('a live game of every kind of question', () => {
  let classroom: ClassroomSystem;
  beforeAll(async () => {
    classroom = await startClassroomSystem({ courses: [KINDS_COURSE] });
  });
  afterAll(() => classroom.stop());

  it('when four players answer each kind, then answers are graded with partial credit and every reveal shows its distribution', async () => {
    const game = await createGame(classroom, 'educator', { courseName: COURSE.name, questionSeconds: null });
    const host = await openHostStream(classroom, 'educator', game.gameId);
    const [ella, kim, sara, noa] = [
      await joinAs(classroom, game.pin, 'Ella'),
      await joinAs(classroom, game.pin, 'Kim'),
      await joinAs(classroom, game.pin, 'Sara'),
      await joinAs(classroom, game.pin, 'Noa'),
    ] as [Player, Player, Player, Player];
    const kimStream = await openPlayerStream(classroom.replica.url, kim);

    const answer = async (player: Player, index: number, given: string, status = 200) => {
      const response = await answerCall(classroom, player, index, given);
      expect(response.status, `${player.nickname}: ${given}`).toBe(status);
      return response.status === 400 ? ((await response.json()) as { message: string }).message : undefined;
    };
    const reveal = async (stream: EventStream, index: number) => {
      if (stream === host) await hostAction(classroom, 'educator', game.gameId, 'reveal');
      return stream.next('reveal', (data) => data.index === index);
    };
    const show = async (index: number, action: 'start' | 'next') => {
      await hostAction(classroom, 'educator', game.gameId, action);
      return kimStream.next('question', (data) => data.index === index);
    };

    // Single choice as SPEC has it: no kind on the wire, scored by the script alone.
    const single = await show(0, 'start');
    expect(single).not.toHaveProperty('kind');
    expect(single.options).toHaveLength(3);
    await answer(ella, 0, 'B');
    await answer(kim, 0, 'A');
    await answer(sara, 0, 'b');
    expect(await answer(noa, 0, 'Stockholm', 400)).toMatch(/option label/i);
    expect(await reveal(host, 0)).toMatchObject({
      correctOption: 'B',
      counts: { A: 1, B: 2, C: 0 },
      explanation: 'Stockholm har varit huvudstad sedan 1600-talet.',
      optionFeedback: { A: 'Oslo är Norges' },
    });
    expect((await kimStream.next('reveal')).you).toMatchObject({ answer: 'A', correct: false, points: 0 });

    // Multiple: ticks with commas; one right of two earns half, a right and a wrong nothing.
    const multiple = await show(1, 'next');
    expect(multiple).toMatchObject({ kind: 'multiple' });
    expect(JSON.stringify(multiple)).not.toMatch(/isCorrect/);
    await answer(ella, 1, 'B,A');
    await answer(kim, 1, 'A');
    await answer(sara, 1, 'A,C');
    expect(await answer(noa, 1, 'A,E', 400)).toMatch(/not an answer/i);
    expect(await answer(noa, 1, 'primtal', 400)).toMatch(/separated by commas/);
    // Malformed ticks: empty labels, a lone comma, more labels than an answer can have.
    for (const given of ['A,,', ',', 'A'.repeat(27)])
      expect(await answer(noa, 1, given, 400)).toMatch(/separated by commas/);
    const multipleReveal = await reveal(host, 1);
    expect(multipleReveal).toMatchObject({
      kind: 'multiple',
      correctOption: 'A,B',
      counts: { A: 3, B: 1, C: 1, D: 0 },
      explanation: null,
    });
    expect((await kimStream.next('reveal', (data) => data.index === 1)).you).toMatchObject({
      answer: 'A',
      correct: false,
      credit: 0.5,
      points: 500,
    });

    // True/false: two bars.
    expect(await show(2, 'next')).toMatchObject({
      kind: 'truefalse',
      options: [{ optionText: 'Sant' }, { optionText: 'Falskt' }],
    });
    await answer(ella, 2, 'A');
    await answer(kim, 2, 'B');
    await answer(sara, 2, 'A');
    expect(await answer(noa, 2, 'C', 400)).toMatch(/no option C/);
    expect(await reveal(host, 2)).toMatchObject({
      kind: 'truefalse',
      correctOption: 'A',
      counts: { A: 2, B: 1 },
    });

    // Short: typed, grouped ignoring case and spaces, a typo allowed (lenient), a weighted answer half.
    const short = await show(3, 'next');
    expect(short).toMatchObject({ kind: 'short', options: [] });
    expect(await answer(noa, 3, '   ', 400)).toMatch(/the text typed/);
    expect(await answer(noa, 3, 'x'.repeat(201), 400)).toMatch(
      /answer must NOT have more than 200 characters/,
    );
    await answer(ella, 3, 'Stockholm');
    await answer(noa, 3, '  stockholm ');
    await answer(kim, 3, 'Stokholm');
    await answer(sara, 3, 'sthlm');
    expect(await answer(sara, 3, 'Stockholm', 409)).toBeUndefined();
    const shortReveal = await reveal(host, 3);
    expect(shortReveal).toMatchObject({ kind: 'short', correctOption: 'Stockholm', counts: {} });
    expect(shortReveal.distribution).toEqual({
      kind: 'short',
      answers: [
        { text: 'stockholm', count: 2, credit: 1 },
        { text: 'sthlm', count: 1, credit: 0.5 },
        { text: 'stokholm', count: 1, credit: 1 },
      ],
      other: 0,
    });
    expect((await kimStream.next('reveal', (data) => data.index === 3)).you).toMatchObject({
      answer: 'Stokholm',
      correct: true,
      credit: 1,
      points: 1000,
      feedback: ['Just det.'],
    });

    // Numeric: a decimal comma reads; right, partly right and wrong are counted.
    expect(await show(4, 'next')).toMatchObject({ kind: 'numeric', options: [] });
    expect(await answer(noa, 4, 'pi', 400)).toMatch(/a number/);
    for (const given of ['1e999', 'NaN', 'Infinity'])
      expect(await answer(noa, 4, given, 400)).toMatch(/a number/);
    expect(await answer(noa, 4, '9'.repeat(201), 400)).toMatch(
      /answer must NOT have more than 200 characters/,
    );
    await answer(ella, 4, '3,14');
    await answer(kim, 4, '3.1');
    await answer(sara, 4, '42');
    expect((await reveal(host, 4)).distribution).toEqual({ kind: 'numeric', right: 1, partial: 1, wrong: 1 });

    // Matching: a label per prompt, from the rights offered sorted (Köpenhamn A, Oslo B, Stockholm C).
    const matching = await show(5, 'next');
    expect(matching).toMatchObject({
      kind: 'matching',
      prompts: ['Sverige', 'Norge'],
      options: [
        { optionLabel: 'A', optionText: 'Köpenhamn' },
        { optionLabel: 'B', optionText: 'Oslo' },
        { optionLabel: 'C', optionText: 'Stockholm' },
      ],
    });
    expect(await answer(noa, 5, 'C', 400)).toMatch(/for each left item/);
    expect(await answer(noa, 5, 'C,Z', 400)).toMatch(/for each left item/);
    // More picks than left items, and empty picks.
    for (const given of ['C,B,A', 'C,B,,', 'C,,'])
      expect(await answer(noa, 5, given, 400)).toMatch(/for each left item/);
    await answer(ella, 5, 'C,B');
    await answer(kim, 5, 'c, a');
    await answer(sara, 5, 'B,C');
    await answer(noa, 5, '-,B');
    expect(await reveal(host, 5)).toMatchObject({
      kind: 'matching',
      correctOption: 'C,B',
      distribution: {
        kind: 'matching',
        items: [
          { left: 'Sverige', right: 'Stockholm', correct: 2 },
          { left: 'Norge', right: 'Oslo', correct: 2 },
        ],
      },
    });
    // A reconnecting player's state carries the same reveal and their own outcome.
    const again = await openPlayerStream(classroom.replica.url, kim);
    expect((await again.next('state')).reveal).toMatchObject({
      kind: 'matching',
      distribution: { items: [{ correct: 2 }, { correct: 2 }] },
      you: { answer: 'C,A', correct: false, credit: 0.5, points: 500 },
    });
    again.close();

    // Points by credit; "correct" counts fully right answers only, before and after the game is stored.
    const expected = {
      Ella: { score: 6000, correct: 6, answered: 6 },
      Kim: { score: 2500, correct: 1, answered: 6 },
      Sara: { score: 2500, correct: 2, answered: 6 },
      Noa: { score: 1500, correct: 1, answered: 2 },
    };
    const results = async () => {
      const response = await classroom.call('GET', `/api/v2/live/games/${game.gameId}/results`, {
        as: 'educator',
      });
      expect(response.status).toBe(200);
      return response.json();
    };
    const standings = (body: {
      players: { nickname: string; score: number; correct: number; answered: number }[];
    }) =>
      Object.fromEntries(
        body.players.map((player) => [
          player.nickname,
          { score: player.score, correct: player.correct, answered: player.answered },
        ]),
      );
    const running = await results();
    expect(standings(running)).toEqual(expected);
    expect(
      running.questions.map((question: { correctOption: string; correct: number }) => [
        question.correctOption,
        question.correct,
      ]),
    ).toEqual([
      ['B', 2],
      ['A,B', 1],
      ['A', 2],
      ['Stockholm', 3],
      ['3.14', 1],
      ['C,B', 1],
    ]);
    expect(running.questions[1].counts).toEqual({ A: 3, B: 1, C: 1, D: 0 });
    expect(running.players.find((player: { nickname: string }) => player.nickname === 'Kim').answers).toEqual(
      ['A', 'A', 'B', 'Stokholm', '3.1', 'C,A'],
    );

    await hostAction(classroom, 'educator', game.gameId, 'end');
    await expect
      .poll(
        async () =>
          (
            await classroom.db
              .selectFrom('game_answers')
              .select('credit')
              .where('game_id', '=', game.gameId)
              .execute()
          ).length,
      )
      .toBe(20);
    expect(standings(await results())).toEqual(expected);
    kimStream.close();
    host.close();
  });
});
