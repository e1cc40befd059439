import type { Migration } from 'kysely';
import * as liveGames from './20261201_1000_live_games.js';
import * as assignments from './20261210_1000_assignments.js';
import * as courseNamedAt from './20261215_1000_course_named_at.js';
import * as teamsWithoutOwnerUsername from './20261220_1000_teams_without_owner_username.js';
import * as retention from './20261228_0900_retention.js';
import * as retentionOfTheRest from './20261231_0900_retention_of_the_rest.js';
import * as namesFromPeopleView from './20261231_1000_names_from_people_view.js';
import * as peopleSweep from './20261231_1100_people_sweep.js';
import * as answerCredit from './20270101_1000_answer_credit.js';
import * as drillAnswerCredit from './20270101_1100_drill_answer_credit.js';

export const migrations: Record<string, Migration> = {
  '20261201_1000_live_games': liveGames,
  '20261210_1000_assignments': assignments,
  '20261215_1000_course_named_at': courseNamedAt,
  '20261220_1000_teams_without_owner_username': teamsWithoutOwnerUsername,
  '20261228_0900_retention': retention,
  '20261231_0900_retention_of_the_rest': retentionOfTheRest,
  '20261231_1000_names_from_people_view': namesFromPeopleView,
  '20261231_1100_people_sweep': peopleSweep,
  '20270101_1000_answer_credit': answerCredit,
  '20270101_1100_drill_answer_credit': drillAnswerCredit,
};
