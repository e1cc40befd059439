// An assignment's results as the CSV download Swedish Excel opens (csv.ts): the students, a blank row, then the
// questions, with headings in the teacher's language.
import type { AssignmentResults, Language } from '@quizdrill/contracts';
import { type CsvCell, toCsv } from './csv.js';

const HEADINGS: Record<
  Language,
  { students: string[]; questions: string[]; finished: string; notFinished: string }
> = {
  sv: {
    students: [
      'Efternamn',
      'Förnamn',
      'Användarnamn',
      'Besvarade',
      'Frågor',
      'Rätt',
      'Felprocent',
      'Klar',
      'Senast aktiv (UTC)',
    ],
    questions: ['Fråga', 'Frågetext', 'Rätt svar', 'Besvarade', 'Rätt', 'Andel rätt (%)', 'Vanligaste fel'],
    finished: 'ja',
    notFinished: 'nej',
  },
  en: {
    students: [
      'Last name',
      'First name',
      'Username',
      'Answered',
      'Questions',
      'Correct',
      'Error rate (%)',
      'Finished',
      'Last active (UTC)',
    ],
    questions: [
      'Question',
      'Question text',
      'Right answer',
      'Answered',
      'Correct',
      'Share right (%)',
      'Most chosen wrong',
    ],
    finished: 'yes',
    notFinished: 'no',
  },
};

/** A number with up to two decimals and the language's decimal separator (Swedish Excel reads `12,5`). */
function decimal(value: number, language: Language): string {
  const text = String(Math.round(value * 100) / 100);
  return language === 'sv' ? text.replace('.', ',') : text;
}

/** `2026-12-01 14:05`: minutes are enough for a teacher, and the heading says the zone. */
const minute = (iso: string | null) => (iso === null ? null : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`);

export function assignmentCsv(results: AssignmentResults, language: Language): string {
  const headings = HEADINGS[language];
  const rows: CsvCell[][] = [headings.students];
  for (const student of results.students) {
    rows.push([
      student.lastName,
      student.firstName,
      student.username,
      student.answered,
      student.total,
      student.correct,
      // Nothing answered is no error rate at all: a 0 would read as perfect in Excel (the page shows "–").
      student.answered === 0 ? null : decimal(student.errorRate, language),
      student.finished ? headings.finished : headings.notFinished,
      minute(student.lastActivityAt),
    ]);
  }
  rows.push([]);
  rows.push(headings.questions);
  for (const question of results.questions) {
    const wrong = question.mostChosenWrong;
    rows.push([
      question.position,
      question.questionText,
      question.correctOption,
      question.answered,
      question.correct,
      question.shareRight === null ? null : decimal(question.shareRight * 100, language),
      wrong === null ? null : `${wrong.optionLabel}: ${wrong.optionText} (${wrong.count})`,
    ]);
  }
  return toCsv(rows);
}

/** `uppgift-geografi-klass-9a.csv`: the course and the team, in characters every file system keeps. */
export function assignmentFileName(results: AssignmentResults, language: Language): string {
  const word = language === 'sv' ? 'uppgift' : 'assignment';
  const team = results.assignment.group.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${word}-${results.assignment.course.name}-${team || 'team'}.csv`;
}
