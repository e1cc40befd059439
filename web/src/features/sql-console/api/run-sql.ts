import type { SqlResult } from '@quizdrill/contracts/types';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Runs one statement as the console's database role; a refusal is a 400 carrying the database's message. The
 * answer has at most 1,000 rows, `truncated` when there were more.
 */
export function runSql(sql: string): Promise<SqlResult> {
  return apiClient.post<SqlResult>('/admin/sql', { sql }, { sessionEndsOn: [401] });
}

export function useRunSql() {
  return useMutation({ mutationFn: runSql });
}
