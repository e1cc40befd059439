// The quiz schema's tables as kysely sees them.
import type { OrderType } from '@quizdrill/contracts';
import type { ServiceKitTables } from '@quizdrill/service-kit';

export interface AnswersTable {
  id: string;
  session_id: string;
  user_id: string;
  course_id: number;
  question_id: number;
  answer: string;
  correct: boolean;
  answered_at: Date;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  course_id: number;
  course_name: string;
  order_type: OrderType;
  total: number;
  answered: number;
  score: number;
  finished: boolean;
  started_at: Date;
  last_answered_at: Date;
}

/** A student's FSRS card for a question (domain/memory.ts). */
export interface CardsTable {
  user_id: string;
  question_id: number;
  course_id: number;
  due: Date;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date;
  last_correct: boolean;
  first_answered_at: Date;
}

export interface ReviewLogTable {
  id: string;
  user_id: string;
  course_id: number;
  question_id: number;
  rating: number;
  state: number;
  due: Date;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  reviewed_at: Date;
}

export interface PreferencesTable {
  user_id: string;
  desired_retention: number;
  updated_at: Date;
}

export interface QuizTables extends ServiceKitTables {
  answers: AnswersTable;
  sessions: SessionsTable;
  cards: CardsTable;
  review_log: ReviewLogTable;
  preferences: PreferencesTable;
}
