// Writing GIFT: every kind QuizDrill has, with its feedback and partial credit as Moodle reads them back.
import { FULL_CREDIT } from '@quizdrill/contracts';
import { isLetter, LENIENT, mathAfter } from './gift-text.js';
import type { ExportedQuestion } from './types.js';

/**
 * GIFT's escapes for one text. A line break is written `\n`, except inside math before a letter, where `\n` would
 * read back as a LaTeX command: there it stays a line break of the file.
 */
function escapeGift(text: string, formatted = true): string {
  let out = '';
  let inMath = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const pair = text.slice(i, i + 2);
    const math = mathAfter(pair, inMath);
    if (math !== undefined) {
      inMath = math;
      out += pair;
      i++;
    } else if (char === '\n') out += inMath && isLetter(text[i + 1]) ? '\n' : '\\n';
    else out += '\\~=#{}:'.includes(char) ? `\\${char}` : char;
  }
  // A leading "[" would read as a format, "//" as a comment: an explicit [plain] keeps the text as it is (where a
  // format is read at all: not on a matching question's right-hand side).
  return formatted && /^(\[|\/\/)/.test(out) ? `[plain]${out}` : out;
}

const feedbackPart = (feedback: string | null | undefined) => (feedback ? `#${escapeGift(feedback)}` : '');

/** `%50%`: a weight in percent, to five decimals as Moodle writes a third. */
const weight = (percent: number) => `%${Number(percent.toFixed(5))}%`;

/** An answer's weight, written when it is not full credit or the text would read as a weight. */
const creditPart = (credit: number, text: string) =>
  credit !== FULL_CREDIT || text.startsWith('%') ? weight(credit) : '';

function answerLines(question: ExportedQuestion): string[] {
  switch (question.kind) {
    case 'single':
      return question.options.map((option) => {
        const [marker, percent] = option.isCorrect ? ['=', FULL_CREDIT] : ['~', 0];
        const written = option.optionText.startsWith('%') ? weight(percent) : '';
        return `${marker}${written}${escapeGift(option.optionText)}${feedbackPart(option.feedback)}`;
      });
    case 'multiple': {
      // Weights that give QuizDrill's partial credit in Moodle too.
      const share = FULL_CREDIT / question.options.filter((option) => option.isCorrect).length;
      return question.options.map(
        (option) =>
          `~${weight(option.isCorrect ? share : -share)}${escapeGift(option.optionText)}${feedbackPart(option.feedback)}`,
      );
    }
    case 'truefalse': {
      const [yes, no] = question.options;
      const truth = yes?.isCorrect ?? true;
      const [right, wrong] = truth ? [yes, no] : [no, yes];
      // `{T#feedback if wrong#feedback if right}`
      const feedback =
        right?.feedback || wrong?.feedback
          ? `#${escapeGift(wrong?.feedback ?? '')}#${escapeGift(right?.feedback ?? '')}`
          : '';
      return [`${truth ? 'TRUE' : 'FALSE'}${feedback}`];
    }
    case 'short':
      return (question.answers ?? []).map(
        (answer) =>
          `=${creditPart(answer.credit, answer.text)}${escapeGift(answer.text)}${feedbackPart(answer.feedback)}`,
      );
    case 'numeric':
      return [
        '#',
        ...(question.ranges ?? []).map(
          (range) =>
            `=${creditPart(range.credit, '')}${range.value}:${range.tolerance}${feedbackPart(range.feedback)}`,
        ),
      ];
    case 'matching':
      return (question.pairs ?? []).map(
        (pair) => `=${escapeGift(pair.left)} -> ${escapeGift(pair.right, false)}`,
      );
  }
}

export function exportGift(questions: ExportedQuestion[], heading: string): string {
  const parts = [`// ${heading.replace(/\n/g, ' ')}\n// Images are not carried in GIFT files.`];
  for (const question of questions) {
    const lines = question.kind === 'short' && question.lenient ? [LENIENT] : [];
    lines.push(`${escapeGift(question.questionText)} {`);
    for (const line of answerLines(question)) lines.push(`  ${line}`);
    if (question.explanation) lines.push(`  ####${escapeGift(question.explanation)}`);
    lines.push('}');
    parts.push(lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
