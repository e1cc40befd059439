// What a file yields as it is read, within an import's limits (issue 39): at most MAX_IMPORT_QUESTIONS questions and
// MAX_IMPORT_ISSUES errors, and reading stops at either (past them the import is refused, and the teacher has enough
// to mend); at most MAX_IMPORT_ISSUES warnings listed, the rest counted. A dry run so answers what the import does,
// in an answer as small, however many questions or faults a file of MAX_IMPORT_BYTES holds.
import { type ImportIssue, MAX_IMPORT_ISSUES, MAX_IMPORT_QUESTIONS } from '@quizdrill/contracts';
import { issue } from './issues.js';
import type { ParsedQuestion, ParseResult } from './types.js';

export class Reading {
  private readonly found: ParseResult = { questions: [], warnings: [], errors: [] };
  private unlisted?: { line: number; count: number };
  /** A limit was reached: the parser reads no further. */
  stopped = false;

  question(question: ParsedQuestion): void {
    if (this.found.questions.length < MAX_IMPORT_QUESTIONS) {
      this.found.questions.push(question);
      return;
    }
    this.stopped = true;
    this.found.errors.push(issue(question.line, 'too_many_questions', { max: MAX_IMPORT_QUESTIONS }));
  }

  error(found: ImportIssue): void {
    this.found.errors.push(found);
    if (this.found.errors.length < MAX_IMPORT_ISSUES) return;
    this.stopped = true;
    this.found.errors.push(issue(found.line, 'too_many_errors', { max: MAX_IMPORT_ISSUES }));
  }

  warning(found: ImportIssue): void {
    if (this.found.warnings.length < MAX_IMPORT_ISSUES) this.found.warnings.push(found);
    else this.unlisted = { line: this.unlisted?.line ?? found.line, count: (this.unlisted?.count ?? 0) + 1 };
  }

  /** What was read, the warnings not listed said in one more. */
  result(): ParseResult {
    const { questions, errors, warnings } = this.found;
    const more = this.unlisted && issue(this.unlisted.line, 'more_warnings', { count: this.unlisted.count });
    return { questions, errors, warnings: more ? [...warnings, more] : warnings };
  }
}
