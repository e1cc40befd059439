// The classroom schema's tables as kysely sees them.
import type { GameEndReason, LiveOrderType } from '@quizdrill/contracts';
import type { ServiceKitTables } from '@quizdrill/service-kit';
import type { Generated } from 'kysely';

export interface GamesTable {
  id: string;
  pin: string;
  host_id: string;
  host_name: string;
  course_id: number;
  course_name: string;
  course_display_name: string;
  order_type: LiveOrderType;
  question_seconds: number | null;
  allow_guests: boolean;
  max_players: number;
  question_count: number;
  created_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
  end_reason: GameEndReason | null;
  questions_shown: Generated<number>;
  player_count: Generated<number>;
}

export interface GamePlayersTable {
  game_id: string;
  player_id: string;
  nickname: string;
  user_id: string | null;
  username: string | null;
  removed: boolean;
}

export interface GameQuestionsTable {
  game_id: string;
  question_index: number;
  question_id: number;
  question_text: string;
  correct_option: string;
  labels: string;
}

export interface GameAnswersTable {
  game_id: string;
  question_index: number;
  player_id: string;
  answer: string;
  elapsed_ms: number;
  points: number;
}

export interface ClassroomTables extends ServiceKitTables {
  games: GamesTable;
  game_players: GamePlayersTable;
  game_questions: GameQuestionsTable;
  game_answers: GameAnswersTable;
}
