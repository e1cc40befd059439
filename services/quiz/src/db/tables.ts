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

export interface QuizTables extends ServiceKitTables {
  answers: AnswersTable;
  sessions: SessionsTable;
}
