import type { Infrastructure, TokenVerifier } from '@quizdrill/service-kit';
import type { ContentConfig } from '../config.js';
import type { ContentTables } from '../db/tables.js';
import type { QuestionBankReader } from '../interchange/reader-pool.js';

/** What the route plugins are given: nothing reaches them through globals. */
export interface RouteDependencies {
  config: ContentConfig;
  db: Infrastructure<ContentTables>['db'];
  tokens: TokenVerifier;
  /** Reads imported question banks in worker threads. */
  reader: QuestionBankReader;
}
