// A game's results from what happened in it: the same answers give the same standings whether they are read from
// Redis (a game still running) or from Postgres (a finished one), and the CSV download is written from them.
import type {
  GameEndReason,
  GameResults,
  GameStatus,
  Language,
  PlayerResult,
  QuestionResult,
} from '@quizdrill/contracts';
import { type CsvCell, toCsv } from './csv.js';
import { rankPlayers } from './standings.js';

export interface RecordedPlayer {
  playerId: string;
  nickname: string;
  /** What the host sees: a signed-in player's full name; the nickname when absent (a guest, an erased player). */
  name?: string;
  userId: string | null;
  username: string | null;
  removed: boolean;
}

export interface RecordedQuestion {
  index: number;
  questionId: number;
  questionText: string;
  correctOption: string;
  /** Every option label in order (`ABCD`). */
  labels: string;
}

export interface RecordedAnswer {
  playerId: string;
  index: number;
  answer: string;
  elapsedMs: number;
  points: number;
  /** 0–1 (issue 43); absent for an answer stored before kinds: right when it scored. */
  credit?: number;
}

/** Fully right: partly right answers score some points but are not counted as right. */
function isRight(answer: RecordedAnswer): boolean {
  return answer.credit === undefined ? answer.points > 0 : answer.credit >= 1;
}

/** Everything a game's results are made of; `questions` are those shown so far, in order. */
export interface GameRecord {
  gameId: string;
  status: GameStatus;
  endReason: GameEndReason | null;
  course: { id: number; name: string; displayName: string };
  questionCount: number;
  createdAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  players: RecordedPlayer[];
  questions: RecordedQuestion[];
  answers: RecordedAnswer[];
}

export function resultsOf(record: GameRecord): GameResults {
  const positions = new Map(record.questions.map((question, position) => [question.index, position]));
  const totals = new Map(
    record.players.map((player) => [
      player.playerId,
      {
        score: 0,
        correct: 0,
        answered: 0,
        answerTimeMs: 0,
        answers: record.questions.map((): string | null => null),
      },
    ]),
  );
  for (const answer of record.answers) {
    const total = totals.get(answer.playerId);
    const position = positions.get(answer.index);
    if (!total || position === undefined) continue;
    total.score += answer.points;
    total.correct += isRight(answer) ? 1 : 0;
    total.answered += 1;
    total.answerTimeMs += answer.elapsedMs;
    total.answers[position] = answer.answer;
  }
  const players: PlayerResult[] = rankPlayers(
    record.players.map((player) => ({ ...player, ...totals.get(player.playerId)! })),
  ).map((player) => ({
    rank: player.rank,
    playerId: player.playerId,
    nickname: player.nickname,
    name: player.name ?? player.nickname,
    username: player.username,
    score: player.score,
    correct: player.correct,
    answered: player.answered,
    answerTimeMs: player.answerTimeMs,
    answers: player.answers,
    removed: player.removed,
  }));

  const questions: QuestionResult[] = record.questions.map((question) => {
    const counts: Record<string, number> = Object.fromEntries(
      [...question.labels].map((label) => [label, 0]),
    );
    let answered = 0;
    let correct = 0;
    for (const answer of record.answers) {
      if (answer.index !== question.index) continue;
      // Choice kinds count per label (a multiple answer `A,C` under both); typed and matching answers have none.
      for (const label of answer.answer.split(',')) {
        if (question.labels.includes(label) && label.length === 1) counts[label] = (counts[label] ?? 0) + 1;
      }
      answered += 1;
      if (isRight(answer)) correct += 1;
    }
    return {
      index: question.index,
      questionId: question.questionId,
      questionText: question.questionText,
      correctOption: question.correctOption,
      answered,
      correct,
      counts,
    };
  });

  const iso = (date: Date | null) => (date === null ? null : date.toISOString());
  return {
    gameId: record.gameId,
    status: record.status,
    endReason: record.endReason,
    course: record.course,
    questionCount: record.questionCount,
    createdAt: record.createdAt.toISOString(),
    startedAt: iso(record.startedAt),
    endedAt: iso(record.endedAt),
    players,
    questions,
  };
}

const HEADINGS: Record<Language, { columns: string[]; question: string; removed: string }> = {
  sv: {
    columns: ['Placering', 'Namn', 'Användarnamn', 'Poäng', 'Rätt', 'Besvarade', 'Svarstid (s)', 'Borttagen'],
    question: 'Fråga',
    removed: 'ja',
  },
  en: {
    columns: ['Rank', 'Name', 'Username', 'Score', 'Correct', 'Answered', 'Answer time (s)', 'Removed'],
    question: 'Question',
    removed: 'yes',
  },
};

/** Seconds with one decimal, with the decimal separator of the language (Swedish Excel reads `12,5`). */
function seconds(milliseconds: number, language: Language): string {
  const text = (milliseconds / 1000).toFixed(1);
  return language === 'sv' ? text.replace('.', ',') : text;
}

/**
 * One row per player in order of place, by the name the host sees, then their answer to each question (the heading
 * names the right one): the download teachers open in Excel.
 */
export function resultsCsv(results: GameResults, language: Language): string {
  const headings = HEADINGS[language];
  const rows: CsvCell[][] = [
    [
      ...headings.columns,
      ...results.questions.map(
        (question) => `${headings.question} ${question.index + 1} (${question.correctOption})`,
      ),
    ],
  ];
  for (const player of results.players) {
    rows.push([
      player.rank,
      player.name,
      player.username,
      player.score,
      player.correct,
      player.answered,
      seconds(player.answerTimeMs, language),
      player.removed ? headings.removed : null,
      ...player.answers,
    ]);
  }
  return toCsv(rows);
}

/** The download's file name: the course and the day the game was created (`resultat-geografi-2026-12-01.csv`). */
export function resultsFileName(results: GameResults, language: Language): string {
  const word = language === 'sv' ? 'resultat' : 'results';
  return `${word}-${results.course.name}-${results.createdAt.slice(0, 10)}.csv`;
}
