import type { Infrastructure, TokenVerifier } from '@quizdrill/service-kit';
import type { ContentConfig } from '../config.js';
import type { ContentTables } from '../db/tables.js';

/** What the route plugins are given: nothing reaches them through globals. */
export interface RouteDependencies {
  config: ContentConfig;
  db: Infrastructure<ContentTables>['db'];
  tokens: TokenVerifier;
}
