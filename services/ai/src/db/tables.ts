// The ai schema's tables as kysely sees them.
import type { ServiceKitTables } from '@quizdrill/service-kit';
import type { Generated } from 'kysely';

export interface JobsTable {
  id: string;
  user_id: string;
  kind: string;
  provider: string | null;
  succeeded: boolean;
  attempts: number;
  error: string | null;
  created_at: Date;
  finished_at: Generated<Date>;
}

export interface UsageTable {
  id: Generated<string>;
  /** Named by auth when the admins' usage report is read (users.people.names). */
  user_id: string;
  provider: string;
  kind: string;
  input_tokens: number;
  output_tokens: number;
  created_at: Generated<Date>;
}

export interface AiTables extends ServiceKitTables {
  jobs: JobsTable;
  usage: UsageTable;
}
