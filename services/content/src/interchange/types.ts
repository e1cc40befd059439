// The shapes every question-bank format reads into and writes from (issue 16), in the kinds' model (issue 43).
import type {
  AnswerKeyFields,
  ChoiceOption,
  ImportFormat,
  ImportIssue,
  Language,
  MatchingPair,
  NumericRange,
  QuestionKind,
  ShortAnswer,
} from '@quizdrill/contracts';

/**
 * A question of any kind as the formats read and write it: its kind always named, feedback always `null` when
 * there is none, and only its own kind's answer key (see model.ts, which builds each kind so).
 */
export interface QuestionModel extends AnswerKeyFields {
  kind: QuestionKind;
  questionText: string;
  options: ChoiceOption[];
  answers?: ShortAnswer[];
  ranges?: NumericRange[];
  pairs?: MatchingPair[];
  /** The general feedback, shown whatever was answered. */
  explanation: string | null;
}

/** One question read from a file, and the 1-based line of the file where it began. */
export interface ParsedQuestion extends QuestionModel {
  line: number;
}

export interface ParseResult {
  questions: ParsedQuestion[];
  warnings: ImportIssue[];
  errors: ImportIssue[];
}

export interface ParseOptions {
  /** The course's language: true/false questions get their two options in it. */
  language: Language;
}

/** A question as the exporters need it (a stored question, or one read back). */
export type ExportedQuestion = QuestionModel;

export type { ImportFormat, ImportIssue };
