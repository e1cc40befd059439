import type { Infrastructure } from '@quizdrill/service-kit';
import type { AuthConfig } from '../config.js';
import type { AuthTables } from '../db/tables.js';
import type { TokenService } from '../tokens/token-service.js';

/** What the route plugins are given: nothing reaches them through globals. */
export interface RouteDependencies {
  config: AuthConfig;
  db: Infrastructure<AuthTables>['db'];
  tokens: TokenService;
}
