// The classroom schema's tables as kysely sees them.
import type { AssignmentClosedReason, GameEndReason, Language, LiveOrderType } from '@quizdrill/contracts';
import type { ServiceKitTables } from '@quizdrill/service-kit';
import type { Generated } from 'kysely';

export interface GamesTable {
  id: string;
  pin: string;
  host_id: string;
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
  /** The team the game is for (issue 18), or null for an open game. */
  group_id: string | null;
  group_name: string | null;
}

export interface GamePlayersTable {
  game_id: string;
  player_id: string;
  nickname: string;
  /** A signed-in player, named by the view of people when shown; null for a guest (only a nickname). */
  user_id: string | null;
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
  /** 0–1; null for an answer stored before kinds (right when it scored). */
  credit: number | null;
}

export interface TeamsTable {
  id: string;
  name: string;
  owner_id: string | null;
  deleted_at: Date | null;
}

export interface TeamMembersTable {
  group_id: string;
  user_id: string;
  member: boolean;
  changed_at: Date;
}

export interface TeamPeopleTable {
  user_id: string;
  username: string;
  first_name: string;
  last_name: string;
  named_at: Date;
}

export interface AssignmentsTable {
  id: string;
  group_id: string;
  course_id: number;
  course_name: string;
  course_display_name: string;
  course_language: Language;
  /** When the course's names were taken: a rename event older than this changes nothing. */
  course_named_at: Date;
  /** The teacher, named by the view of people when shown. */
  created_by_id: string;
  due_at: Date | null;
  note: string | null;
  created_at: Date;
  closed_at: Date | null;
  closed_reason: AssignmentClosedReason | null;
}

export interface DrillAnswersTable {
  event_id: string;
  user_id: string;
  course_id: number;
  question_id: number;
  answer: string;
  correct: boolean;
  /** 0–1 as the quiz graded it; null for an answer from before partial credit (all or nothing, by `correct`). */
  credit: number | null;
  answered_at: Date;
}

export interface ClassroomTables extends ServiceKitTables {
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_people: TeamPeopleTable;
  assignments: AssignmentsTable;
  drill_answers: DrillAnswersTable;
  games: GamesTable;
  game_players: GamePlayersTable;
  game_questions: GameQuestionsTable;
  game_answers: GameAnswersTable;
}
