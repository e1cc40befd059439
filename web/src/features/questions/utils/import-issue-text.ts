// An import's warning or error in the reader's language: the server sends a stable code with its params (and an
// English message, used only for a code this build does not know yet).
import type { ImportIssue } from '@quizdrill/contracts/types';
import type { TFunction } from 'i18next';

export function importIssueText(t: TFunction, issue: ImportIssue): string {
  const params: Record<string, string | number> = { ...issue.params };
  // The GIFT type skipped is itself a code: named in the reader's language too.
  if (issue.code === 'unsupported_type' && typeof params.type === 'string') {
    params.type = t(`questionImport.skippedType.${params.type}`, { defaultValue: params.type });
  }
  return t(`questionImport.issue.${issue.code}`, { ...params, defaultValue: issue.message });
}
