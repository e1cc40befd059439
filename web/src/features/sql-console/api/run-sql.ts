import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The answer of POST /admin/sql: at most 1,000 rows, `truncated` when there were more. */
export type SqlResult = {
  columns: string[];
  rows: unknown[][];
  /** Rows returned or changed; null when the database does not say. */
  rowCount: number | null;
  command: string;
  truncated: boolean;
};

/** Runs one statement as the console's database role; a refusal is a 400 carrying the database's message. */
export function runSql(sql: string): Promise<SqlResult> {
  return apiClient.post<SqlResult>('/admin/sql', { sql }, { sessionEndsOn: [401] });
}

export function useRunSql() {
  return useMutation({ mutationFn: runSql });
}
