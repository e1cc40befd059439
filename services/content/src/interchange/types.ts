// The shapes every question-bank format reads into and writes from (issue 16).
import type { ImportFormat, ImportIssue, Language } from '@quizdrill/contracts';

/** One question read from a file: its options in order, which one is right, and where it began. */
export interface ParsedQuestion {
  /** 1-based line of the file where the question starts. */
  line: number;
  questionText: string;
  options: string[];
  correctIndex: number;
  explanation: string | null;
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
export interface ExportedQuestion {
  questionText: string;
  options: string[];
  correctIndex: number;
  explanation: string | null;
}

export type { ImportFormat, ImportIssue };
