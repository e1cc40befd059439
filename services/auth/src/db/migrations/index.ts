import type { Migration } from 'kysely';
import * as identity from './20261121_0900_identity.js';
import * as tokenVersion from './20261201_0900_token_version.js';
import * as registrationBudget from './20261205_0900_registration_budget.js';
import * as lockoutEscapes from './20261220_0900_lockout_escapes.js';
import * as teamJoinCodes from './20261220_1000_team_join_codes.js';
import * as erasures from './20261223_0900_erasures.js';
import * as retention from './20261228_0900_retention.js';

export const migrations: Record<string, Migration> = {
  '20261121_0900_identity': identity,
  '20261201_0900_token_version': tokenVersion,
  '20261205_0900_registration_budget': registrationBudget,
  '20261220_0900_lockout_escapes': lockoutEscapes,
  '20261220_1000_team_join_codes': teamJoinCodes,
  '20261223_0900_erasures': erasures,
  '20261228_0900_retention': retention,
};
