// Demo courses the development seed loads (never in production), one JSON file a course in ./courses. Images are PNG
// files in ./images, drawn by ./images/draw-images.mjs.
import type { QuestionAnswerKey, QuestionKind } from '@quizdrill/contracts';
import cellBiologyBasics from './courses/cell-biology-basics.json' with { type: 'json' };
import fragetyper from './courses/fragetyper.json' with { type: 'json' };
import matematikAk9 from './courses/matematik-ak9.json' with { type: 'json' };
import sverigesGeografi from './courses/sveriges-geografi.json' with { type: 'json' };

/** A question as the question form takes it (SPEC's single choice when it has no kind). */
export interface SeedQuestion {
  questionText: string;
  kind?: QuestionKind;
  /** Single choice: the texts. Multiple: objects with isCorrect and feedback. True/false: their feedback, if any. */
  options?: (string | { optionText?: string; isCorrect?: boolean; feedback?: string })[];
  correctIndex?: number;
  /** Short answer, numeric and matching. */
  answerKey?: QuestionAnswerKey;
  explanation?: string;
  /** File name in seed-data/images. */
  image?: string;
}

export interface SeedCourse {
  /** Slug: ^[a-z0-9]+(-[a-z0-9]+)*$ */
  name: string;
  displayName: string;
  description: string;
  language: 'sv' | 'en';
  owner: 'educator' | 'admin';
  questions: SeedQuestion[];
}

// JSON types its strings as string: courses.test.ts holds `language`, `owner` and each question to the types above.
export const SEED_COURSES = [sverigesGeografi, cellBiologyBasics, matematikAk9, fragetyper] as SeedCourse[];
